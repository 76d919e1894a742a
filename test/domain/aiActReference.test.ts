import test from 'ava';
import { checkReference } from '../../src/domain/aiActReference.js';

const valid: [string, string][] = [
  ['Art. 5', 'Art. 5'],
  ['Art. 50(2)', 'Art. 50(2)'],
  ['Article 6(1)(a)', 'Art. 6(1)(a)'],
  ['Art. 5(1)(ba)', 'Art. 5(1)(ba)'],
  ['Art. 5(1a)', 'Art. 5(1a)'],
  ['Art. 5(1)(h)(ii)', 'Art. 5(1)(h)(ii)'],
  ['Art.  53 (1) (d)', 'Art. 53(1)(d)'],
  ['Art. 113(3)(a)', 'Art. 113(3)(a)'],
  ['Art. 113', 'Art. 113'],
  ['Annex III', 'Annex III'],
  ['Annex III(4)(a)', 'Annex III(4)(a)'],
  ['Annex I(20)', 'Annex I(20)'],
  ['Annex XIII', 'Annex XIII'],
];
for (const [input, canonical] of valid) {
  test(`"${input}" names a provision: ${canonical}`, (t) => {
    t.deepEqual(checkReference(input), { ok: true, canonical });
  });
}

const invalid: [string, RegExp][] = [
  ['Art. 0', /articles 1 to 113/],
  ['Art. 114', /articles 1 to 113/],
  ['Art. 50(8)', /no paragraph \(8\)/],
  ['Art. 3(1)', /no paragraph/],
  ['Art. 6(2a)', /no paragraph/],
  ['Art. 5(1)(i)', /no point \(i\)/],
  ['Art. 5(1)(a)(iv)', /no sub-point/],
  ['Annex XIV', /annexes I to XIII/],
  ['Annex III(9)', /no point 9/],
  ['Annex III(2)(a)', /no point \(a\)/],
  ['Annex II(1)', /no point 1/],
  ['Recital 27', /not a reference/],
  ['GDPR Art. 22', /not a reference/],
  ['', /not a reference/],
];
for (const [input, reason] of invalid) {
  test(`"${input}" is refused with a reason`, (t) => {
    const check = checkReference(input);
    t.false(check.ok);
    if (!check.ok) t.regex(check.reason, reason);
  });
}
