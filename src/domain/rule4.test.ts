import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFractionalOdds } from './odds';
import { RULE4_SCALE, rule4Deduction, rule4Row } from './rule4';

const at = (text: string) => rule4Deduction(parseFractionalOdds(text)!);

/*
 * The published Tattersalls Rule 4(c) scale, typed here from the pages the table cites (allaboutbetting.co.uk,
 * mathematician-betting.co.uk, beginners-betting-guide.com agree), so the domain table is checked against the
 * published rows rather than against itself: [shortest price, longest price, pence in the £].
 */
const PUBLISHED: ReadonlyArray<[string | null, string, number]> = [
  [null, '1/9', 90],
  ['2/17', '2/11', 85],
  ['1/5', '1/4', 80],
  ['2/7', '3/10', 75],
  ['1/3', '2/5', 70],
  ['4/9', '8/15', 65],
  ['4/7', '8/13', 60],
  ['4/6', '4/5', 55],
  ['5/6', '20/21', 50],
  ['1/1', '6/5', 45],
  ['5/4', '6/4', 40],
  ['13/8', '7/4', 35],
  ['15/8', '9/4', 30],
  ['5/2', '3/1', 25],
  ['10/3', '4/1', 20],
  ['9/2', '11/2', 15],
  ['6/1', '9/1', 10],
  ['10/1', '14/1', 5],
];

describe('the Tattersalls Rule 4(c) scale', () => {
  it('has every published row, odds-on ones included, from 90p to 5p in 5p steps, then nothing over 14/1', () => {
    expect(RULE4_SCALE.map((row) => row.pence)).toEqual([...PUBLISHED.map(([, , pence]) => pence), 0]);
    expect(RULE4_SCALE.map((row) => row.prices)).toEqual([
      '1/9 or shorter',
      '2/11 to 2/17',
      '1/4 to 1/5',
      '3/10 to 2/7',
      '2/5 to 1/3',
      '8/15 to 4/9',
      '8/13 to 4/7',
      '4/5 to 4/6',
      '20/21 to 5/6',
      'Evens to 6/5',
      '5/4 to 6/4',
      '13/8 to 7/4',
      '15/8 to 9/4',
      '5/2 to 3/1',
      '10/3 to 4/1',
      '9/2 to 11/2',
      '6/1 to 9/1',
      '10/1 to 14/1',
      'Over 14/1',
    ]);
  });

  it.each(PUBLISHED)(
    'a withdrawal at %s to %s takes %ip in the £, at both edges',
    (shortest, longest, pence) => {
      expect(at(longest)).toBe(pence);
      if (shortest) expect(at(shortest)).toBe(pence);
      else expect(at('1/100')).toBe(pence);
    },
  );

  it('a 1/3 withdrawal is 70p in the £ (not a range), 4/6 is 55p, 1/2 is 65p, 10/11 is 50p', () => {
    expect(at('1/3')).toBe(70);
    expect(at('4/6')).toBe(55);
    expect(at('1/2')).toBe(65);
    expect(at('10/11')).toBe(50);
    expect(rule4Row({ num: 1, den: 3 }).prices).toBe('2/5 to 1/3');
  });

  it('takes nothing over 14/1', () => {
    expect(at('15/1')).toBe(0);
    expect(at('16/1')).toBe(0);
    expect(at('1000/1')).toBe(0);
    expect(rule4Row({ num: 16, den: 1 }).prices).toBe('Over 14/1');
  });

  it('puts a price between two rows in the row of longer prices (the smaller deduction): 16/5 is 20p, 29/10 25p', () => {
    // 16/5 lies between 3/1 (25p) and 10/3 (20p); 3/26 between 1/9 (90p) and 2/17 (85p); 19/2 between 9/1 and 10/1.
    expect(rule4Deduction({ num: 16, den: 5 })).toBe(20);
    expect(rule4Deduction({ num: 29, den: 10 })).toBe(25);
    expect(rule4Deduction({ num: 3, den: 26 })).toBe(85);
    expect(rule4Deduction({ num: 19, den: 2 })).toBe(5);
  });

  it('takes less the longer the price', () => {
    const price = fc.tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 100 }));
    fc.assert(
      fc.property(price, price, ([a, b], [c, d]) => {
        const [shorter, longer] =
          a * d <= c * b
            ? [
                { num: a, den: b },
                { num: c, den: d },
              ]
            : [
                { num: c, den: d },
                { num: a, den: b },
              ];
        expect(rule4Deduction(shorter)).toBeGreaterThanOrEqual(rule4Deduction(longer));
      }),
    );
  });
});
