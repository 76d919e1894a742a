import test from 'ava';
import { addedSince, classifyLabelled, loadLabelledSet, partOf } from '../../scripts/classification-evaluation.js';

// `npm run eval:classification -- --since REV`: the items a later set added, the clean check of rules written before them.
const development = classifyLabelled(
  loadLabelledSet()
    .filter((item) => partOf(item.url) === 'development')
    .slice(0, 5),
);

test('given an earlier set of some of the items, the items added since are the others, in their order', (t) => {
  const earlier = { items: [development[1]!.item, development[3]!.item] };
  t.deepEqual(
    addedSince(earlier, development).map((outcome) => outcome.item.url),
    [development[0]!, development[2]!, development[4]!].map((outcome) => outcome.item.url),
  );
});

test('given an earlier set that held every item, nothing was added; given an empty one, everything was', (t) => {
  t.deepEqual(addedSince({ items: development.map((outcome) => outcome.item) }, development), []);
  t.is(addedSince({ items: [] }, development).length, development.length);
});
