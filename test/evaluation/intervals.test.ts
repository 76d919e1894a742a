import test from 'ava';
import {
  bootstrapIntervals,
  classifyLabelled,
  figures,
  loadLabelledSet,
  partOf,
  type Figures,
  type Outcome,
} from '../../scripts/classification-evaluation.js';

// The bootstrap intervals the evaluation prints beside its figures, on development items only.
const development = classifyLabelled(loadLabelledSet().filter((item) => partOf(item.url) === 'development'));
const severity = { severity: (f: Figures) => f.severityAccuracy };

/** The same items, each classified exactly as labelled. */
const labelledAsGot = (outcomes: Outcome[]): Outcome[] =>
  outcomes.map(({ item, got }) =>
    item.expected.relevant && got
      ? {
          item,
          relevant: true,
          got: { ...got, topics: item.expected.topics, eventType: item.expected.event_type, severity: item.expected.severity },
        }
      : { item, relevant: item.expected.relevant },
  );

test('a figure that is right on every item has no spread', (t) => {
  t.deepEqual(bootstrapIntervals(labelledAsGot(development), severity, 200).severity, { low: 1, high: 1 });
});

test('the interval holds the figure, is the same on every run, and is wider on fewer items', (t) => {
  const measured = figures(development).severityAccuracy;
  const all = bootstrapIntervals(development, severity).severity;
  t.true(all.low < measured && measured <= all.high, `${measured} outside ${all.low}–${all.high}`);
  t.deepEqual(bootstrapIntervals(development, severity).severity, all);
  const severityWrong = ({ item, got }: Outcome) => item.expected.relevant && got?.severity !== item.expected.severity;
  const fewerItems = [...development.filter(severityWrong).slice(0, 2), ...development.filter((o) => !severityWrong(o)).slice(0, 38)];
  const fewer = bootstrapIntervals(fewerItems, severity).severity;
  t.true(fewer.high - fewer.low > all.high - all.low, 'forty items should leave a wider interval than all of them');
});
