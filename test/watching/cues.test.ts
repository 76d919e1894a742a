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
