import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { formatPence, formatPounds, penceToPounds } from '../money';
import type { TPlaceTerms } from '../place-terms';
import { outcomeOf, settleBet, settlementLines, type TBetType, type TEntryResult } from '../settlement';
import { calculateBet, PLACE_FRACTIONS, type TPlaceFraction } from './bet-calculator';
import { settleMultiple, type TSettlerSelection } from './bet-settler';
import { BET_SHAPES, betLines, SETTLER_BET_TYPES, type TSettlerBetType } from './bet-types';
import { UK_PRICE_LADDER } from './price-ladder';

/*
 * One engine, one rounding rule: 10,000 generated bets settled by the Bet Calculator, the Bet Settler and the
 * tracked-bet settlement (what My Bets shows), which must agree to the penny.
 * - Singles (win, place, each way): every part the settler pays equals the part My Bets pays, and the calculator's
 *   figures equal them wherever it can state the outcome (a win or a place without a dead heat or Rule 4).
 * - Multiples (doubles to Goliaths, each way too): every line equals its legs' prices as My Bets pays them on a
 *   single, multiplied together over the line stake, with the fraction of a penny dropped once per line. A leg's
 *   price is read off `settleBet` with a stake its price divides exactly (so nothing is dropped), in whole numbers.
 * Fixed seed: the same 10,000 bets every run.
 */

const RUNS = 10_000;
const SEED = 20_261_133;

const MULTIPLES = SETTLER_BET_TYPES.filter((type) => type !== 'singles');

type TLeg = {
  num: number;
  den: number;
  result: TEntryResult;
  /** Horses in a dead heat (1 = none) and the position tied for. */
  horses: number;
  position: number;
  rule4Pence: number;
  terms: TPlaceTerms;
};

const placeFractionOf = (terms: TPlaceTerms) => `1/${terms.fractionDen}` as TPlaceFraction;

const price = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...UK_PRICE_LADDER.map((p) => [Number(p.odds.num), Number(p.odds.den)])),
  },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 40 })) },
);

/** Rule 4 as the admin records it: none, one Tattersalls row, or two withdrawals added up. */
const rule4 = fc.oneof(
  { weight: 6, arbitrary: fc.constant(0) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 90 }) },
);

const leg: fc.Arbitrary<TLeg> = fc
  .record({
    price,
    result: fc.constantFrom<TEntryResult>('Won', 'Won', 'Placed', 'Placed', 'Lost', 'NonRunner'),
    places: fc.integer({ min: 1, max: 5 }),
    fraction: fc.constantFrom(...PLACE_FRACTIONS),
    horses: fc.oneof(
      { weight: 3, arbitrary: fc.constant(1) },
      { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) },
    ),
    tiePick: fc.nat(),
    rule4,
  })
  .map(({ price: [num, den], result, places, fraction: pf, horses, tiePick, rule4: rule4Pence }) => {
    const terms: TPlaceTerms = { places, fractionNum: 1, fractionDen: Number(pf.split('/')[1]) };
    // A winner ties for 1st; a placed horse for one of the places after 1st (none in a win-only race).
    const placedTie = places >= 2 ? 2 + (tiePick % (places - 1)) : 0;
    const tied = (result === 'Won' || (result === 'Placed' && placedTie > 0)) && horses > 1;
    return {
      num: num!,
      den: den!,
      result: result === 'Placed' && places === 1 ? 'Lost' : result,
      horses: tied ? horses : 1,
      position: tied && result === 'Placed' ? placedTie : 1,
      rule4Pence,
      terms,
    };
  });

const outcome = (l: TLeg) =>
  outcomeOf(
    {
      result: l.result,
      deadHeat: l.horses > 1 ? l.horses : null,
      deadHeatPosition: l.horses > 1 ? l.position : null,
      rule4Pence: l.rule4Pence,
    },
    l.terms,
  );

const tracked = (type: TBetType, stakePence: number, l: TLeg) =>
  settleBet({ type, stakePence, odds: { num: l.num, den: l.den }, terms: l.terms, outcome: outcome(l) });

const settlerSelection = (l: TLeg): TSettlerSelection => ({
  odds: fraction(l.num, l.den),
  result: l.result,
  deadHeat: l.horses > 1 ? { horses: l.horses, position: l.position } : null,
  rule4Pence: l.rule4Pence,
  placeTerms: l.terms,
});

/**
 * A leg's prices (win and place parts) as My Bets pays them on a single, as [return, stake] in whole pence. The stake is one
 * the price divides exactly (dead-heat horses x odds denominator x place-fraction denominator x 100), so the return
 * drops nothing; a non-runner's part returns its stake (price 1).
 */
const legPricesFromMyBets = (l: TLeg): Record<'win' | 'place', [bigint, bigint]> => {
  const stake = l.horses * l.den * l.terms.fractionDen * 100;
  const settled = tracked('Each Way', stake, l);
  const priceOf = (part: 'win' | 'place'): [bigint, bigint] =>
    settled.status === 'Void'
      ? [1n, 1n]
      : [BigInt(settled.parts.find((p) => p.part === part)!.returnPence), BigInt(stake)];
  return { win: priceOf('win'), place: priceOf('place') };
};

const bet = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('single' as const),
      type: fc.constantFrom<TBetType>('Win', 'Place', 'Each Way'),
      stakePence: fc.integer({ min: 1, max: 100_000 }),
      leg,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...MULTIPLES).chain((type) =>
      fc.record({
        kind: fc.constant('multiple' as const),
        type: fc.constant<TSettlerBetType>(type),
        isEachWay: fc.boolean(),
        stakeIs: fc.constantFrom<'per-line' | 'total'>('per-line', 'per-line', 'total'),
        stakePence: fc.integer({ min: 1, max: 10_000 }),
        legs: fc.array(leg, {
          minLength: BET_SHAPES[type].selections!,
          maxLength: BET_SHAPES[type].selections!,
        }),
      }),
    ),
  },
);

const checkSingle = (type: TBetType, stakePence: number, l: TLeg) => {
  const myBets = tracked(type, stakePence, l);
  const settler = settleMultiple({
    type: 'singles',
    selections: [settlerSelection(l)],
    isEachWay: type !== 'Win',
    stake: stakePence / 100,
    stakeIs: 'per-line',
  });
  if (!settler.isValid) throw new Error(settler.message);
  const settlerPart = (part: 'win' | 'place') =>
    settler.lines.find((line) => line.part === part)!.return.pence;

  // The settler against My Bets, part by part, then the total as each shows it.
  if (myBets.status === 'Void') {
    expect(settler.lines.map((line) => line.return.pence)).toEqual(settler.lines.map(() => stakePence));
  } else {
    for (const part of myBets.parts) expect(settlerPart(part.part), part.part).toBe(part.returnPence);
  }
  const settlerTotal =
    type === 'Place' ? settlerPart('place') : settler.lines.reduce((sum, line) => sum + line.return.pence, 0);
  expect(settlerTotal).toBe(myBets.returnPence);
  if (type !== 'Place') {
    expect(settler.totalReturn.pence).toBe(myBets.returnPence);
    expect(settler.totalReturn.text).toBe(formatPounds(penceToPounds(myBets.returnPence)));
  }
  // What the My Bets card says for each part is the same figure.
  const lines = settlementLines(myBets.detail);
  for (const part of myBets.parts)
    expect(lines.some((line) => line.endsWith(`returns ${formatPence(part.returnPence)}.`))).toBe(true);

  // The calculator states a win, and each way a place too, without dead heats or Rule 4.
  if (l.horses > 1 || l.rule4Pence > 0 || l.result === 'NonRunner' || l.result === 'Lost') return;
  const calculation = calculateBet({
    stake: stakePence / 100,
    odds: fraction(l.num, l.den),
    isEachWay: type !== 'Win',
    places: l.terms.places,
    placeFraction: placeFractionOf(l.terms),
  });
  if (type === 'Win') {
    if (l.result === 'Won') expect(calculation.potentialReturn.pence).toBe(myBets.returnPence);
    return;
  }
  const parts = calculation.eachWay!;
  if (type === 'Place') {
    const paid = l.result === 'Won' ? parts.placeReturn : parts.placeOnlyReturn;
    expect(paid.pence).toBe(myBets.returnPence);
    return;
  }
  if (l.result === 'Won') {
    expect(calculation.potentialReturn.pence).toBe(myBets.returnPence);
    expect([parts.winReturn.pence, parts.placeReturn.pence]).toEqual(myBets.parts.map((p) => p.returnPence));
  } else {
    expect(parts.placeOnlyReturn.pence).toBe(myBets.returnPence);
  }
};

const checkMultiple = (
  type: TSettlerBetType,
  legs: readonly TLeg[],
  isEachWay: boolean,
  stakePence: number,
  stakeIs: 'per-line' | 'total',
) => {
  const settler = settleMultiple({
    type,
    selections: legs.map(settlerSelection),
    isEachWay,
    stake: stakePence / 100,
    stakeIs,
  });
  if (!settler.isValid) throw new Error(settler.message);
  const combinations = betLines(type, legs.length);
  const lineCount = combinations.length * (isEachWay ? 2 : 1);
  expect(settler.lineCount).toBe(lineCount);
  // The line stake in pence as a fraction: the stake, or the total shared over the lines.
  const [stakeNum, stakeDen] =
    stakeIs === 'total' ? [BigInt(stakePence), BigInt(lineCount)] : [BigInt(stakePence), 1n];
  const prices = legs.map(legPricesFromMyBets);
  const expected = settler.lines.map((line) => {
    let num = stakeNum;
    let den = stakeDen;
    for (const index of line.selections) {
      const [paid, staked] = prices[index]![line.part];
      num *= paid;
      den *= staked;
    }
    return Number(num / den);
  });
  // One comparison per bet (a Goliath each way has 494 lines): the first line that differs is named.
  const differs = settler.lines.findIndex((line, index) => line.return.pence !== expected[index]);
  if (differs >= 0) {
    const line = settler.lines[differs]!;
    expect(line.return.pence, `${line.part} line ${line.selections.join(',')}`).toBe(expected[differs]);
  }
  expect(settler.totalReturn.pence).toBe(expected.reduce((total, pence) => total + pence, 0));
};

describe('the calculator, the settler and My Bets settle alike', () => {
  it(`agree to the penny on ${RUNS.toLocaleString('en-GB')} generated bets`, () => {
    fc.assert(
      fc.property(bet, (b) => {
        if (b.kind === 'single') checkSingle(b.type, b.stakePence, b.leg);
        else checkMultiple(b.type, b.legs, b.isEachWay, b.stakePence, b.stakeIs);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
