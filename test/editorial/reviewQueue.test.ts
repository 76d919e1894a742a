import test from 'ava';
import type { ReviewCandidate } from '../../src/application/reviewQueue.js';
import { regfeed } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let env: Record<string, string>;
test.before(async () => {
  service = await startTestService();
  env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' };
});
test.after.always(async () => {
  await service?.stop();
});

const review = async (...args: string[]): Promise<ReviewCandidate[]> => {
  const result = await regfeed(['events', 'review', '--json', ...args], env);
  if (result.code !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout).events;
};

test('the review queue lists the newest events whose title does not say what they are, and leaves them once an editor has reviewed them', async (t) => {
  // Given three events of the Commission's feed, newer than the seeded ones: the first title says what its item is
  // (guidelines), the second's text alone does, the third's nothing does.
  const now = Date.now();
  const event = (title: string, summary: string, minutesAgo: number) => ({
    source_id: 'ec-digital',
    event_type: 'guidance',
    topics: ['meta'],
    severity: 'low',
    title_en: title,
    summary_en: summary,
    url_official: `https://digital-strategy.ec.europa.eu/en/news/review-${minutesAgo}`,
    published_at: now - minutesAgo * 60_000,
  });
  const ingested = await regfeed(
    ['events', 'ingest', '-', '--json'],
    env,
    JSON.stringify([
      event('Commission publishes guidelines on the definition of an AI system', 'The guidelines help providers apply the AI Act.', 1),
      event(
        'Artificial intelligence in Europe',
        'The Commission has published guidelines clarifying the obligations of providers under the AI Act.',
        2,
      ),
      event('Artificial intelligence in Europe: questions', 'Providers and deployers have questions about the AI Act.', 3),
    ]),
  );
  t.is(ingested.code, 0, ingested.stderr);
  const [titled, textOnly, presumed] = JSON.parse(ingested.stdout).events.map((outcome: { id: string }) => outcome.id);

  // When the operator asks for the queue, then the two without a telling title come first, newest first, with why.
  const queue = await review('--limit', '2');
  t.like(queue, [
    { id: textOnly, kind: 'final_guidance', kind_from: 'text', severity: 'low', title: 'Artificial intelligence in Europe' },
    { id: presumed, kind: 'news', kind_from: 'presumed' },
  ]);
  t.false((await review('--limit', '500')).some((candidate) => candidate.id === titled));
  const human = await regfeed(['events', 'review', '--limit', '1'], env);
  t.regex(
    human.stdout,
    new RegExp(
      `${textOnly} .* low {2}guidance {2}meta\\n {2}Artificial intelligence in Europe\\n {2}read as final guidance: only the text says what it is`,
    ),
  );

  // When an editor has reviewed the first, then it leaves the queue.
  const corrected = await regfeed(['events', 'classify', textOnly, '--severity', 'high', '--reason', 'final guidelines'], env);
  t.is(corrected.code, 0, corrected.stderr);
  t.is((await review('--limit', '1'))[0]?.id, presumed);
});

test('the review queue reads page after page until it has found enough: an untelling title behind 201 telling ones is found', async (t) => {
  // Given 201 events whose titles say what they are, all newer than one whose title does not (a day before now).
  const dayAgo = Date.now() - 86_400_000;
  const event = (title: string, minutesBefore: number) => ({
    source_id: 'ec-digital',
    event_type: 'guidance',
    topics: ['meta'],
    severity: 'high',
    title_en: title,
    summary_en: 'The guidelines help providers apply the AI Act.',
    url_official: `https://digital-strategy.ec.europa.eu/en/library/paging-${minutesBefore}`,
    published_at: dayAgo - minutesBefore * 60_000,
  });
  const titled = Array.from({ length: 201 }, (_, i) => event(`Commission publishes guidelines on AI topic ${i + 1}`, i));
  const untelling = {
    ...event('Artificial intelligence in Europe: a page of many', 300),
    summary_en: 'Providers have questions about the AI Act.',
  };
  const ingested = await regfeed(['events', 'ingest', '-', '--json'], env, JSON.stringify([...titled, untelling]));
  t.is(ingested.code, 0, ingested.stderr);
  const ids: string[] = JSON.parse(ingested.stdout).events.map((outcome: { id: string }) => outcome.id);

  // When the queue is asked for more than the first page holds, then it reaches the untelling one and none of the others.
  const queue = await review('--limit', '500');
  t.true(queue.some((candidate) => candidate.id === ids.at(-1)));
  t.false(queue.some((candidate) => ids.slice(0, -1).includes(candidate.id)));
});

test('the review queue refuses a limit out of range', async (t) => {
  const refused = await regfeed(['events', 'review', '--limit', '0'], env);
  t.is(refused.code, 1);
  t.regex(refused.stderr, /--limit takes a whole number from 1 to 500, not "0"/);
});
