import test from 'ava';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { loadSourceRegistry } from '../../src/application/sourceCommands.js';
import { checkReference } from '../../src/domain/aiActReference.js';
import { SourceParams } from '../../src/domain/source.js';
import { EventType, Severity, Topic } from '../../src/domain/vocabulary.js';
import { projectPath } from '../../src/runtime/paths.js';

// The shape of data/evaluation/publications.json as the labelled set's format describes it.
const day = z.iso.date().refine((date) => date >= '2024-01-01' && date <= '2026-12-31', 'a date in 2024–2026');
const canonicalReference = z.string().refine((reference) => {
  const check = checkReference(reference);
  return check.ok && check.canonical === reference;
}, 'a canonical AI Act reference such as "Art. 50(2)" or "Annex III(4)"');
const Expected = z.discriminatedUnion('relevant', [
  z.strictObject({
    relevant: z.literal(true),
    topics: z.array(Topic).min(1),
    event_type: EventType,
    severity: Severity,
    ai_act_articles: z.array(canonicalReference).optional(),
  }),
  z.strictObject({ relevant: z.literal(false) }),
]);
const Item = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  published: day,
  found_via: z.string().min(10),
  language: SourceParams.shape.language.unwrap(),
  source_id: z.string(),
  title: z.string().trim().min(3),
  text: z.string().trim().min(20),
  expected: Expected,
  labelled_by: z.enum(['editor', 'export']).optional(),
});
const LabelledSet = z.strictObject({ about: z.string().min(50), items: z.array(Item).min(1) });

const file = JSON.parse(readFileSync(projectPath('data', 'evaluation', 'publications.json'), 'utf8'));
const parsed = LabelledSet.safeParse(file);
// The other checks read the items even when the format check fails, so one bad item does not hide the rest.
const items: z.infer<typeof Item>[] = parsed.success ? parsed.data.items : (file.items ?? []);
const share = (predicate: (item: z.infer<typeof Item>) => boolean) => items.filter(predicate).length / items.length;

test('every item has the format: spec enums, a date in 2024–2026, canonical article references', (t) => {
  t.true(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error));
});

/** One address however it is spelt: percent-encoding, the host's case, `www.` and a trailing slash aside. */
const sameAddress = (url: string): string => {
  const { hostname, pathname, search, hash } = new URL(url);
  return `${hostname.toLowerCase().replace(/^www\./, '')}${decodeURIComponent(pathname).replace(/\/$/, '')}${decodeURIComponent(search)}${hash}`;
};

test('each publication appears once: its URL is its identity and what the split hashes', (t) => {
  const seen = new Set<string>();
  const repeated = items.map((item) => item.url).filter((url) => seen.size === seen.add(sameAddress(url)).size);
  t.deepEqual(repeated, []);
  t.is(
    sameAddress('https://EUR-Lex.europa.eu/legal-content/EN/TXT/?uri=OJ%3AL_202500454'),
    sameAddress('https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202500454'),
  );
});

test('every item names a watched source of data/sources.json', (t) => {
  const sources = new Set(loadSourceRegistry(projectPath('data', 'sources.json')).map((source) => source.id));
  t.deepEqual(
    items.filter((item) => !sources.has(item.source_id)).map((item) => `${item.source_id}: ${item.title}`),
    [],
  );
});

test('at least 20 % of the items are irrelevant items of the same feeds', (t) => {
  const irrelevant = share((item) => !item.expected.relevant);
  t.true(irrelevant >= 0.2, `irrelevant share ${irrelevant.toFixed(3)}`);
});

test('both parts of the fixed split have items of every relevance', (t) => {
  const heldOut = (url: string) => parseInt(createHash('sha256').update(url, 'utf8').digest('hex').slice(0, 8), 16) % 10 < 4;
  for (const part of [true, false]) {
    const members = items.filter((item) => heldOut(item.url) === part);
    t.true(members.some((item) => item.expected.relevant) && members.some((item) => !item.expected.relevant), `held-out ${part}`);
  }
});

test('at least 30 % of the items are not in English', (t) => {
  const notEnglish = share((item) => item.language !== 'en');
  t.true(notEnglish >= 0.3, `non-English share ${notEnglish.toFixed(3)}`);
});
