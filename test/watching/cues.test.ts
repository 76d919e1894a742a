import test from 'ava';
import { readFileSync } from 'node:fs';
import { projectPath } from '../../src/runtime/paths.js';
import { compileCueList, compileCues, readItem } from '../../src/watching/cues.js';
import type { PublicationLanguage } from '../../src/domain/vocabulary.js';
import { isPublicationLanguage } from '../../src/watching/language.js';

// How a list of cues reads a title and text: the words a longer cue took are not evidence for a
// shorter one, wherever the longer cue occurs, and a cue written twice is one cue.

const keys = (found: Map<string, unknown>) => [...found.keys()].sort();
const citing = compileCueList({ en: ['Implementing Regulation (EU)', 'Regulation (EU)'] });

test('a longer cue takes its words at every place it occurs, not only the first', (t) => {
  const { title, body } = readItem(
    'Commission adopts a template\n\nThe Implementing Regulation (EU) sets a template. The Implementing Regulation (EU) applies from June.',
  ).find(citing);
  t.deepEqual(keys(title), []);
  t.deepEqual(keys(body), ['implement regul eu']);
});

test('a cue found in the title takes its words in the text too', (t) => {
  const { title, body } = readItem(
    'Implementing Regulation (EU) on templates\n\nThis Implementing Regulation (EU) lays down a template.',
  ).find(citing);
  t.deepEqual(keys(title), ['implement regul eu']);
  t.deepEqual(keys(body), []);
});

test('the text read alone finds what it says even where the title says it too, and is the same reading every time', (t) => {
  const reading = readItem('Implementing Regulation (EU) on templates\n\nThis Implementing Regulation (EU) lays down a template.');
  t.deepEqual(keys(reading.text.find(citing).title), []);
  t.deepEqual(keys(reading.text.find(citing).body), ['implement regul eu']);
  t.is(reading.text, reading.text);
  t.deepEqual(keys(readItem('Implementing Regulation (EU) on templates\n\nA template.').text.find(citing).body), []);
});

test('a shorter cue still counts where it stands on its own', (t) => {
  const { body } = readItem('Commission adopts a template\n\nThe Implementing Regulation (EU) cites Regulation (EU) 2024/1689.').find(
    citing,
  );
  t.deepEqual(keys(body), ['implement regul eu', 'regul eu']);
});

test('a cue written twice in a language is compiled once; cues that read alike but match differently are both kept', (t) => {
  t.is(compileCueList({ en: ['guidelines', 'guideline', 'Guidelines'] }).length, 1);
  // `DDL` wants capitals, `ddl` any case: the same evidence, two ways to find it.
  t.is(compileCueList({ it: ['DDL', 'ddl'] }).length, 2);
  // The same words in two languages are read by two stemmers and stay two cues.
  t.is(compileCues({ strong: { de: ['Sandbox'], nl: ['Sandbox'] } }).length, 2);
});

test('the shipped rules write each cue once: no cue of a list reads as another cue of the same list', (t) => {
  const rules: unknown = JSON.parse(readFileSync(projectPath('data/classification.json'), 'utf8'));
  const twice: string[] = [];
  const isCueList = (value: object): value is Record<PublicationLanguage, string[]> =>
    Object.entries(value).every(
      ([language, cues]) => isPublicationLanguage(language) && Array.isArray(cues) && cues.every((cue) => typeof cue === 'string'),
    );
  const visit = (value: unknown, path: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Object.keys(value).length > 0 && isCueList(value)) {
      for (const [language, cues] of Object.entries(value) as [PublicationLanguage, string[]][]) {
        const readAs = new Map<string, string>();
        for (const cue of cues) {
          const reading = JSON.stringify(compileCueList({ [language]: [cue] })[0]!.cue.parts);
          const earlier = readAs.get(reading);
          if (earlier === undefined) readAs.set(reading, cue);
          else twice.push(`${path}.${language}: "${cue}" reads as "${earlier}"`);
        }
      }
      return;
    }
    for (const [key, entry] of Object.entries(value)) visit(entry, `${path}.${key}`);
  };
  visit(rules, 'rules');
  t.deepEqual(twice, []);
});

// Articles (docs/classification.md, "Reading an item in six languages"): headlines and paraphrase
// drop or add the article (`l'Antitrust apre istruttoria`, `La AEPD inicia procedimiento`) while the
// words that carry meaning stay; a cue matches either way, in the title and in the text.

/** [language, cue, what the text writes with another article or none] */
const articleVariants: [PublicationLanguage, string, string[]][] = [
  ['en', 'opens an investigation', ['Regulator opens investigation into chatbot', 'Regulator opens the investigation into chatbot']],
  ['en', 'launches inspection', ['Authority launches an inspection of AI providers']],
  ['de', 'leitet eine Untersuchung ein', ['Behörde leitet Untersuchung ein', 'Behörde leitet die Untersuchung ein']],
  ['de', 'eröffnet Verfahren', ['Kartellamt eröffnet ein Verfahren gegen Plattform']],
  ['fr', 'ouvre une enquête', ["La CNIL ouvre l'enquête sur un assistant", 'La CNIL ouvre enquête sur un assistant']],
  ['fr', 'engage procédure', ['La DGCCRF engage une procédure contre un fournisseur']],
  ['nl', 'start een onderzoek', ['AP start onderzoek naar AI-chatbot', 'AP start het onderzoek naar AI-chatbot']],
  ['nl', 'opent een procedure', ['ACM opent procedure tegen platform']],
  ['it', "avvia un'istruttoria", ["L'Antitrust avvia l'istruttoria su un assistente", 'Antitrust avvia istruttoria su un assistente']],
  ['it', 'apre procedimento', ['Il Garante apre un procedimento contro una società']],
  ['es', 'inicia un procedimiento', ['La AEPD inicia procedimiento contra una empresa', 'La AEPD inicia el procedimiento sancionador']],
  ['es', 'abre investigación', ['La CNMC abre una investigación a una plataforma']],
];

test('a phrase cue matches whether or not the text writes its article, in the title and in the text, in every language', (t) => {
  for (const [language, cue, texts] of articleVariants) {
    const list = compileCueList({ [language]: [cue] });
    for (const text of texts) {
      t.is(readItem(`${text}\n\nA text.`, language).find(list).title.size, 1, `${language} "${cue}" in the title: ${text}`);
      t.is(readItem(`A title\n\n${text}.`, language).find(list).body.size, 1, `${language} "${cue}" in the text: ${text}`);
    }
  }
});

test('a cue written with and without its article is one cue', (t) => {
  t.is(compileCueList({ en: ['opens investigation', 'opens an investigation', 'opens the investigation'] }).length, 1);
  t.is(compileCueList({ it: ["avvia un'istruttoria", 'avvia istruttoria', "avvia l'istruttoria"] }).length, 1);
  t.is(compileCueList({ es: ['inicia un procedimiento', 'inicia procedimiento'] }).length, 1);
});

/** [language, cue, near-misses it must not match] */
const nearMisses: [PublicationLanguage, string, string[]][] = [
  // A real word between a cue's words keeps them apart, with or without an article beside it.
  [
    'en',
    'opens an investigation',
    ['Regulator opens no investigation', 'Regulator opens a new investigation', 'Regulator opens, then closes, an investigation'],
  ],
  ['de', 'leitet ein Verfahren ein', ['Behörde leitet kein Verfahren ein', 'Behörde leitet das neue Verfahren ein']],
  ['fr', 'ouvre une enquête', ['La CNIL ouvre aussi une enquête', 'La CNIL ouvre sa propre enquête']],
  ['nl', 'start een onderzoek', ['AP start geen onderzoek', 'AP start later een onderzoek']],
  ['it', "avvia un'istruttoria", ["L'Antitrust avvia una nuova istruttoria", "L'Antitrust non avvia ancora l'istruttoria"]],
  ['es', 'inicia un procedimiento', ['La AEPD inicia hoy un procedimiento', 'La AEPD inicia su procedimiento']],
  // A preposition is no article: `de`, `dell'`, `del` stay where the cue writes them (`de` is an article in Dutch only).
  ['fr', 'projet de loi', ['le projet loi']],
  ['es', 'proyecto de ley', ['el proyecto ley']],
  ['it', "uso dell'intelligenza artificiale", ["l'uso intelligenza artificiale"]],
  ['es', 'régimen jurídico del uso de la IA', ['régimen jurídico uso de la IA']],
  // An article at a cue's edge is what the cue is about (a noun, one year, a verb's particle): it stays.
  ['en', 'a fine', ['fine-tuning the model', 'the fine print']],
  ['en', 'a year of', ['two years of the AI Act']],
  ['de', 'weiht ein', ['weiht den Saal']],
  ['it', 'critica le', ['critica il piano']],
];

test('articles do not let a cue jump across a real word, prepositions are no articles, and an article at a cue’s edge stays', (t) => {
  for (const [language, cue, texts] of nearMisses) {
    const list = compileCueList({ [language]: [cue] });
    for (const text of texts) {
      const found = readItem(`${text}\n\n${text}.`, language).find(list);
      t.is(found.title.size + found.body.size, 0, `${language} "${cue}": ${text}`);
    }
  }
});
