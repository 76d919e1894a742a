import test from 'ava';
import {
  figures,
  loadLabelledSet,
  loadSecondLabels,
  partOf,
  classifyLabelled,
  relabelled,
  rescored,
  type SecondLabel,
  secondEditorOutcomes,
} from '../../scripts/classification-evaluation.js';

// The label agreement `npm run eval:classification` prints: a second editor's blind labels read as a classifier.
const items = loadLabelledSet();
const relevant = items.filter((item) => item.expected.relevant).slice(0, 4);
const irrelevant = items.filter((item) => !item.expected.relevant).slice(0, 2);
const agreeing: SecondLabel[] = [...relevant, ...irrelevant].map(({ url, expected }) => ({ url, expected }));

test('given a second editor who gives every sampled item its labels, every figure agrees fully', (t) => {
  const agreement = figures(secondEditorOutcomes(items, agreeing));
  t.is(agreement.items, 6);
  t.is(agreement.relevantItems, 4);
  for (const value of [
    agreement.relevance.precision,
    agreement.relevance.recall,
    agreement.topicsMacroF1,
    agreement.eventTypeAccuracy,
    agreement.severityAccuracy,
  ])
    t.is(value, 1);
});

test('given a second editor who finds a labelled-relevant item irrelevant, recall falls and the item is left out of topics, type and severity', (t) => {
  const [first, ...rest] = agreeing;
  const agreement = figures(secondEditorOutcomes(items, [{ url: first!.url, expected: { relevant: false } }, ...rest]));
  t.is(agreement.relevance.recall, 3 / 4);
  t.is(agreement.relevance.precision, 1);
  t.is(agreement.eventTypeAccuracy, 1);
  t.is(agreement.severityAccuracy, 1);
});

test('given a second editor who finds a labelled-irrelevant item relevant with another severity, precision falls', (t) => {
  const [, , , , , last] = agreeing;
  const other = relevant[0]!.expected;
  const agreement = figures(secondEditorOutcomes(items, [...agreeing.slice(0, 5), { url: last!.url, expected: other }]));
  t.is(agreement.relevance.precision, 4 / 5);
  t.is(agreement.relevance.recall, 1);
});

test('the items relabelled by the second editor carry its labels, so that the rules can be scored against them', (t) => {
  const flipped = relabelled(items, [{ url: relevant[0]!.url, expected: { relevant: false } }]);
  t.deepEqual(flipped[0]!.expected, { relevant: false });
  t.is(flipped[0]!.title, relevant[0]!.title);
});

test('a second label of an item that is not in the labelled set is an error, not a silent skip', (t) => {
  t.throws(() => secondEditorOutcomes(items, [{ url: 'https://example.org/not-in-the-set', expected: { relevant: false } }]), {
    message: /not in the labelled set/,
  });
});

test('the committed second labels are of distinct items of the set, in both parts', (t) => {
  const second = loadSecondLabels();
  t.is(new Set(second.map((label) => label.url)).size, second.length);
  t.notThrows(() => secondEditorOutcomes(items, second));
  t.true(second.filter((label) => partOf(label.url) === 'held-out').length >= 50);
  t.true(second.filter((label) => partOf(label.url) === 'development').length >= 50);
});

test('the rules’ readings rescored against other labels are scored on those labels, without reading an item again', (t) => {
  const readings = classifyLabelled([...relevant, ...irrelevant]);
  t.deepEqual(figures(rescored(readings, [...relevant, ...irrelevant])), figures(readings));
  const [first] = relevant;
  const flipped = rescored(readings, relabelled(items, [{ url: first!.url, expected: { relevant: false } }]));
  t.deepEqual(flipped[0]!.item.expected, { relevant: false });
  t.is(flipped[0]!.got, readings[0]!.got);
  t.throws(() => rescored(readings, [irrelevant[0]!, { ...irrelevant[0]!, url: 'https://example.org/never-read' }]), {
    message: /no reading/,
  });
});

test('the rules’ severity is scored apart by where their kind came from; a second editor, who gives no kind, has no such figure', (t) => {
  const sample = items.filter((item) => item.expected.relevant).slice(0, 40);
  const rules = figures(classifyLabelled(sample));
  const tallies = Object.values(rules.severityByKindEvidence);
  t.is(
    tallies.reduce((total, { items }) => total + items, 0),
    40,
  );
  const right = tallies.reduce((total, { items, accuracy }) => total + items * accuracy, 0);
  t.is(Math.round(right), Math.round(rules.severityAccuracy * 40));
  t.deepEqual(figures(secondEditorOutcomes(items, agreeing)).severityByKindEvidence, {});
});
