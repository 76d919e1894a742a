import test from 'ava';
import type { SourceParams } from '../../src/domain/source.js';
import { shippedClassifier } from '../../src/watching/classify.js';

// The decision (docs/classification.md, "The decision"): what an item is, where it stands, and the
// severity that follows, on wordings authorities use in each of the six languages.

const { classify } = shippedClassifier();
const item = (title: string, text = '') => `${title}\n\n${text}`;
const eu: SourceParams = { event_type: 'meta' };
const national = (language: 'de' | 'fr' | 'nl' | 'it' | 'es'): SourceParams => ({ event_type: 'national', language });

test('the Act’s rules entering into force now is the milestone, in every language', (t) => {
  const milestones: [string, string, SourceParams][] = [
    ['First AI Act rules come into force', 'The prohibitions of the AI Act apply.', eu],
    ['Erste Regeln der KI-Verordnung treten in Kraft', 'Die Verbote gelten.', national('de')],
    [
      'Intelligence artificielle : les premières règles européennes entrent en vigueur',
      "Le règlement sur l'IA s'applique.",
      national('fr'),
    ],
    ['Eerste regels van de AI-verordening gaan in', 'De verboden gelden.', national('nl')],
    ['AI Act, da oggi in vigore i divieti', 'Sono vietate alcune pratiche.', national('it')],
    ['Entran en vigor las prohibiciones del Reglamento Europeo de Inteligencia Artificial', '', national('es')],
  ];
  for (const [title, text, params] of milestones) {
    t.like(classify(item(title, text), params), { status: 'applying_now', severity: 'critical' }, title);
  }
});

test('a law entering into force is not the Act’s obligations applying: high, never critical', (t) => {
  t.like(
    classify(
      item("Legge sull'IA: da oggi in vigore le nuove norme", "La legge 23 settembre 2025, n. 132 è in coerenza con l'AI Act."),
      national('it'),
    ),
    { kind: 'binding_act', severity: 'high' },
  );
  t.like(
    classify(item('KI-Marktüberwachungsgesetz: neue Regeln treten in Kraft', 'Das Gesetz führt die KI-Verordnung durch.'), national('de')),
    { kind: 'binding_act', severity: 'high' },
  );
});

test('rules that will enter into force, or a question about when, are not the milestone', (t) => {
  const announcements: [string, string, SourceParams][] = [
    ['Prohibitions of the AI Act will enter into force on 2 February 2025', 'Companies have six months to prepare.', eu],
    ['Las obligaciones del RIA entrarán en vigor en agosto', 'Reglamento de IA.', national('es')],
    ['Les obligations du règlement IA entreront en vigueur le 2 août 2026', '', national('fr')],
    ['Regels voor hoog-risico AI gaan in augustus 2026 in', 'De AI-verordening.', national('nl')],
    ['RDI en AP gaan in op vragen over regels voor AI-systemen', 'De AI-verordening.', national('nl')],
    ['Kleine Anfrage: Wann treten die Pflichten der KI-Verordnung in Kraft?', '', national('de')],
    ['Règlement IA : les interdictions en vigueur depuis février, quelles conséquences ?', "Le règlement sur l'IA.", national('fr')],
  ];
  for (const [title, text, params] of announcements) t.not(classify(item(title, text), params).severity, 'critical', title);
});

test('"today" in a title is the milestone only when the title also says the rules apply', (t) => {
  t.not(
    classify(
      item('EU AI Act: new rules on AI in force as of today', 'The AI Act enters into force. Its provisions will apply gradually.'),
      eu,
    ).severity,
    'critical',
    'the Act’s entry into force; its obligations apply later',
  );
  t.is(
    classify(
      item('Ab heute gilt die Pflicht zur KI-Kompetenz', 'Anbieter und Betreiber von KI-Systemen müssen für KI-Kompetenz sorgen.'),
      national('de'),
    ).severity,
    'critical',
  );
});

test('Italian "norme" and Spanish "normas" are rules, not standards', (t) => {
  t.not(classify(item("Le nuove norme sull'intelligenza artificiale", ''), national('it')).kind, 'standard');
  t.not(classify(item('Nuevas normas sobre inteligencia artificial', ''), national('es')).kind, 'standard');
  t.is(classify(item('Pubblicate le norme tecniche UNI sull’intelligenza artificiale', ''), national('it')).kind, 'standard');
});
