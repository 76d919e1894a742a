import test from 'ava';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { SourceDefinition, type IssuerKind, type SourceParams } from '../../src/domain/source.js';
import { projectPath } from '../../src/runtime/paths.js';
import { shippedClassifier } from '../../src/watching/classify.js';

// Who publishes decides how a page that says nothing of itself is read (docs/classification.md,
// "Issuers"): a parliament's page reports its work (S2), an authority's or a ministry's informs (S1).

const { classify } = shippedClassifier();
const item = (title: string, text = '') => `${title}\n\n${text}`;
type Language = 'de' | 'fr' | 'nl' | 'it' | 'es';
const from = (issuer: IssuerKind, language: Language): SourceParams => ({ event_type: 'national', issuer, language });

/** Pages whose wording names no kind: no bill, no guidance, no meeting, no report. */
const unread: [Language, string, string][] = [
  ['de', 'Künstliche Intelligenz in der öffentlichen Verwaltung', 'Der Einsatz von KI-Systemen nach der KI-Verordnung.'],
  ['fr', "L'intelligence artificielle dans les services publics", "L'usage des systèmes d'IA au regard du règlement sur l'IA."],
  ['nl', 'Kunstmatige intelligentie bij de overheid', 'Het gebruik van AI-systemen onder de AI-verordening.'],
  ['it', "L'intelligenza artificiale nella pubblica amministrazione", "L'uso dei sistemi di IA ai sensi del regolamento sull'IA."],
  ['es', 'La inteligencia artificial en la administración pública', 'El uso de sistemas de IA con arreglo al Reglamento de IA.'],
];

test('given a page that says nothing of what it is, when a parliament publishes it, then it is news (low), not medium', (t) => {
  for (const [language, title, text] of unread) {
    t.like(classify(item(title, text), from('parliament', language)), { kind: 'news', severity: 'low' }, `${language}: ${title}`);
  }
});

test('given the same page, when an authority or a ministry publishes it, then it stays an information page (medium)', (t) => {
  for (const [language, title, text] of unread) {
    for (const issuer of ['authority', 'ministry'] as const)
      t.like(classify(item(title, text), from(issuer, language)), { severity: 'medium' }, `${issuer} ${language}: ${title}`);
  }
});

test('given a source without an issuer, when it is national, then an unread page keeps the national default (medium)', (t) => {
  const [, title, text] = unread[0]!;
  t.is(classify(item(title, text), { event_type: 'national', language: 'de' }).severity, 'medium');
});

test('given a parliament, when its page is a bill or an amendment, then it stays medium; an adopted law stays high', (t) => {
  const bills: [Language, string][] = [
    ['de', 'Entwurf eines Gesetzes zur Durchführung der KI-Verordnung'],
    ['fr', "Projet de loi d'adaptation au droit de l'Union européenne — Amendement n° 12"],
    ['nl', 'Wetsvoorstel uitvoering AI-verordening'],
    ['it', 'Disegno di legge recante disposizioni in materia di intelligenza artificiale'],
    ['es', 'Proyecto de Ley para el buen uso y la gobernanza de la inteligencia artificial'],
  ];
  for (const [language, title] of bills)
    t.like(classify(item(title, 'KI-Verordnung, AI Act.'), from('parliament', language)), { severity: 'medium' }, title);
  t.like(
    classify(
      item('Intelligenza artificiale, il Senato approva definitivamente il disegno di legge: è legge', ''),
      from('parliament', 'it'),
    ),
    { kind: 'binding_act', severity: 'high' },
  );
});

test('given a parliament, when its page names guidance, then it reports the parliament’s work on it (low); an authority’s guidance is medium', (t) => {
  const guidance: [Language, string][] = [
    ['de', 'Leitfaden zur KI-Verordnung für Unternehmen'],
    ['fr', "Lignes directrices sur le règlement sur l'IA"],
  ];
  for (const [language, title] of guidance) {
    t.like(classify(item(title, ''), from('parliament', language)), { kind: 'final_guidance', severity: 'low' }, title);
    t.like(classify(item(title, ''), from('authority', language)), { kind: 'final_guidance', severity: 'medium' }, title);
  }
});

test('every shipped source names its issuer, and an issuer outside the list is refused', (t) => {
  const sources = z.array(SourceDefinition).parse(JSON.parse(readFileSync(projectPath('data', 'sources.json'), 'utf8')));
  t.deepEqual(
    sources.filter((source) => source.params.issuer === undefined).map((source) => source.id),
    [],
  );
  t.is(sources.find((source) => source.id === 'de-bundestag')?.params.issuer, 'parliament');
  const refused = SourceDefinition.safeParse({
    id: 'x-source',
    name_en: 'X',
    name_de: 'X',
    base_url: 'https://example.org/',
    fetch_strategy: 'rss',
    params: { issuer: 'newspaper' },
  });
  t.false(refused.success);
  t.true(refused.error?.issues.some((issue) => issue.path.join('.') === 'params.issuer'));
});

test('given a parliament, when its page names a fine, then it reports on it (low); the authority’s own fine is high', (t) => {
  const fines: [Language, string][] = [
    ['de', 'Bußgeld gegen Anbieter wegen Verstoß gegen die KI-Verordnung'],
    ['nl', 'Kamerbrief over boete van de Autoriteit Persoonsgegevens wegens AI-verordening'],
    ['es', 'Multa de la AESIA por incumplimiento del Reglamento de IA'],
  ];
  for (const [language, title] of fines) {
    t.like(classify(item(title, ''), from('parliament', language)), { kind: 'enforcement_action', severity: 'low' }, title);
    t.like(classify(item(title, ''), from('authority', language)), { kind: 'enforcement_action', severity: 'high' }, title);
  }
});
