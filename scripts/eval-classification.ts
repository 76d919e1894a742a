// `npm run eval:classification`: the shipped rules scored on the labelled set, the development part
// and the held-out part apart. `-- --errors` lists the development items the rules get wrong (the
// held-out part only ever shows its figures). `-- --folds [k]` adds the development part's figures
// per fold (k folds by a second hash of the URL, 5 unless given), to see whether a change helps
// everywhere or only where one item lies. `-- --development` prints the development part alone.
// `-- --since REV` adds the figures of the items added to the set after the git revision REV, by part:
// the publications no rule of that day was written on. Where data/evaluation/second-labels.json is,
// each part's sampled items show how far a second editor, labelling blind, agrees with the labels.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { projectPath } from '../src/runtime/paths.js';
import { SEVERITIES } from '../src/domain/vocabulary.js';
import { KIND_EVIDENCE } from '../src/watching/classify.js';
import {
  addedSince,
  bootstrapIntervals,
  classifyLabelled,
  describeErrors,
  evaluate,
  figures,
  foldOf,
  partOf,
  loadLabelledSet,
  outcomesByLanguage,
  outcomesOfPart,
  relabelled,
  rescored,
  secondEditorOutcomes,
  loadSecondLabels,
  type Figures,
  type Interval,
  type Outcome,
} from './classification-evaluation.js';

const format = (value: number) => (Number.isNaN(value) ? '   – ' : value.toFixed(3));
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

function printFigures(figures: Figures) {
  const { relevance, critical } = figures;
  console.log(`items ${figures.items}, labelled relevant ${figures.relevantItems}`);
  console.log(`relevance precision ${format(relevance.precision)}  recall ${format(relevance.recall)}`);
  console.log(
    `topics micro-F1 ${format(figures.topicsMicroF1)}  macro-F1 ${format(figures.topicsMacroF1)}  exact topic sets ${format(figures.exactTopicSets)}`,
  );
  console.log(`event type accuracy ${format(figures.eventTypeAccuracy)}`);
  console.log(`severity accuracy ${format(figures.severityAccuracy)}  within one level ${format(figures.severityWithinOne)}`);
  console.log(
    `critical precision ${format(critical.precision)} (${critical.correct} of ${critical.predicted} predicted)  recall ${format(critical.recall)} (of ${critical.labelled})`,
  );
  console.log(`AI Act references precision ${format(figures.references.precision)}  recall ${format(figures.references.recall)}`);
  console.log(
    `\n${pad('topic', 20)}${padLeft('support', 8)}${padLeft('predicted', 10)}${padLeft('correct', 8)}${padLeft('P', 7)}${padLeft('R', 7)}${padLeft('F1', 7)}`,
  );
  for (const t of figures.topics) {
    console.log(
      `${pad(t.topic, 20)}${padLeft(t.support, 8)}${padLeft(t.predicted, 10)}${padLeft(t.correct, 8)}${padLeft(format(t.precision), 7)}${padLeft(format(t.recall), 7)}${padLeft(format(t.f1), 7)}`,
    );
  }
  console.log(`\nseverity: labelled (rows) × predicted (columns)\n${pad('', 10)}${SEVERITIES.map((s) => padLeft(s, 9)).join('')}`);
  for (const labelled of SEVERITIES) {
    console.log(
      `${pad(labelled, 10)}${SEVERITIES.map((predicted) => padLeft(figures.severityConfusion[labelled][predicted], 9)).join('')}`,
    );
  }
  const byEvidence = KIND_EVIDENCE.flatMap((from) => {
    const tally = figures.severityByKindEvidence[from];
    return tally ? [`${from} ${format(tally.accuracy)} (${tally.items} items)`] : [];
  });
  if (byEvidence.length) console.log(`severity by where the kind came from: ${byEvidence.join(', ')}`);
}

function printLanguages(byLanguage: Partial<Record<string, Figures>>, heading = 'per language', width = 6) {
  const columns = ['n', 'rel P', 'rel R', 'top µF1', 'top MF1', 'type', 'sev', 'sev±1', 'crit P'];
  console.log(`\n${heading}\n${pad('', width)}${columns.map((c) => padLeft(c, 9)).join('')}`);
  for (const [language, f] of Object.entries(byLanguage)) {
    const row = [
      String(f!.items),
      ...[
        f!.relevance.precision,
        f!.relevance.recall,
        f!.topicsMicroF1,
        f!.topicsMacroF1,
        f!.eventTypeAccuracy,
        f!.severityAccuracy,
        f!.severityWithinOne,
        f!.critical.precision,
      ].map(format),
    ];
    console.log(`${pad(language, width)}${row.map((c) => padLeft(c, 9)).join('')}`);
  }
}

const HEADLINE = {
  'relevance P': (f: Figures) => f.relevance.precision,
  'relevance R': (f: Figures) => f.relevance.recall,
  'topics µF1': (f: Figures) => f.topicsMicroF1,
  'topics MF1': (f: Figures) => f.topicsMacroF1,
  type: (f: Figures) => f.eventTypeAccuracy,
  severity: (f: Figures) => f.severityAccuracy,
  'severity ±1': (f: Figures) => f.severityWithinOne,
};
const PER_LANGUAGE = { 'top MF1': HEADLINE['topics MF1'], sev: HEADLINE.severity };
const span = ({ low, high }: Interval) => `${format(low)}–${format(high)}`;

function printIntervals(inPart: Outcome[]) {
  console.log('\n95 % intervals (bootstrap over items, 2,000 resamples): what a set this size can tell apart');
  for (const [name, interval] of Object.entries(bootstrapIntervals(inPart, HEADLINE))) console.log(`${pad(name, 14)}${span(interval)}`);
  console.log(
    `${pad('', 6)}${Object.keys(PER_LANGUAGE)
      .map((c) => padLeft(c, 14))
      .join('')}`,
  );
  for (const [language, ofLanguage] of outcomesByLanguage(inPart))
    console.log(
      `${pad(language, 6)}${Object.values(bootstrapIntervals(ofLanguage, PER_LANGUAGE))
        .map((i) => padLeft(span(i), 14))
        .join('')}`,
    );
}

const items = loadLabelledSet();
const outcomes = classifyLabelled(items);
const evaluation = evaluate(outcomes);
// `--development`: a rule author's run, which prints nothing of the held-out part, so that keeping or
// dropping a change cannot be decided on it, even by a glance at its figures.
const parts = process.argv.includes('--development') ? (['development'] as const) : (['development', 'held-out'] as const);
for (const part of parts) {
  console.log(`\n=== ${part} part ===`);
  printFigures(evaluation[part].all);
  printLanguages(evaluation[part].byLanguage);
  printIntervals(outcomesOfPart(outcomes, part));
}
if (existsSync(projectPath('data', 'evaluation', 'second-labels.json'))) {
  const second = loadSecondLabels();
  for (const part of parts) {
    const inPart = second.filter((label) => partOf(label.url) === part);
    const editor = secondEditorOutcomes(items, inPart);
    const rows = {
      'second editor vs labels': figures(editor),
      'rules vs labels': figures(
        rescored(
          outcomes,
          editor.map((o) => o.item),
        ),
      ),
      'rules vs second editor': figures(rescored(outcomes, relabelled(items, inPart))),
    };
    printLanguages(rows, `=== label agreement, ${part} part: a second editor, blind, on ${inPart.length} sampled items ===`, 24);
    const rules = rows['rules vs labels'];
    console.log(`\n${pad('topic F1', 20)}${padLeft('editor', 8)}${padLeft('rules', 8)}`);
    for (const [index, t] of rows['second editor vs labels'].topics.entries())
      console.log(`${pad(t.topic, 20)}${padLeft(format(t.f1), 8)}${padLeft(format(rules.topics[index]!.f1), 8)}`);
  }
}
const foldsAt = process.argv.indexOf('--folds');
if (foldsAt >= 0) {
  const requested = Number(process.argv[foldsAt + 1]);
  const folds = Number.isInteger(requested) && requested > 1 ? requested : 5;
  const development = outcomesOfPart(outcomes, 'development');
  const byFold = Object.fromEntries(
    Array.from({ length: folds }, (_, fold) => [`f${fold + 1}`, figures(development.filter((o) => foldOf(o.item.url, folds) === fold))]),
  );
  printLanguages(byFold, `=== development part, ${folds} folds by a second hash ===`);
}
const sinceAt = process.argv.indexOf('--since');
if (sinceAt >= 0) {
  const revision = process.argv[sinceAt + 1];
  if (!revision) throw new Error('--since wants a git revision (a commit, a tag, HEAD~3)');
  const earlier = JSON.parse(
    execFileSync('git', ['show', `${revision}:data/evaluation/publications.json`], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const added = addedSince(earlier, outcomes);
  for (const part of parts) {
    console.log(`\n=== ${part} items added since ${revision} ===`);
    printFigures(figures(outcomesOfPart(added, part)));
  }
}
if (process.argv.includes('--errors')) {
  console.log('\n=== development items the rules get wrong ===');
  for (const outcome of outcomesOfPart(outcomes, 'development')) {
    const errors = describeErrors(outcome);
    if (errors) console.log(errors);
  }
}
