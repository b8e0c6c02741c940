import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleMultiple as betSettler } from './calculators/bet-settler';
import { BET_SHAPES } from './calculators/bet-types';
import { fraction } from './fraction';
import { MULTIPLE_BET_TYPES } from './multiple-bet.contract';
import {
  multipleLineCount,
  multiplePotentialReturnPence,
  multipleTotalStakePence,
  settleMultiple,
  type TMultipleLeg,
} from './multiple-settlement';
import type { TPlaceTerms } from './place-terms';
import { standardPlaceTerms } from './place-terms';

const QUARTER_THREE: TPlaceTerms = { places: 3, fractionNum: 1, fractionDen: 4 };
const leg = (num: number, den: number, over: Partial<TMultipleLeg> = {}): TMultipleLeg => ({
  odds: { num, den },
  result: 'Won',
  deadHeat: null,
  deadHeatPosition: null,
  rule4Pence: 0,
  terms: QUARTER_THREE,
  ...over,
});

describe('settleMultiple, worked by hand', () => {
  it('£1 each way Lucky 15 stakes £30; one winner at 4/1 and one placed at 3/1 return £12.25', () => {
    expect(multipleLineCount('lucky-15', 4)).toBe(15);
    expect(multipleTotalStakePence('lucky-15', 4, true, 100)).toBe(3000);
    const settled = settleMultiple({
      type: 'lucky-15',
      eachWay: true,
      stakePerLinePence: 100,
      legs: [
        leg(4, 1),
        leg(3, 1, { result: 'Placed' }),
        leg(2, 1, { result: 'Lost' }),
        leg(1, 1, { result: 'Lost' }),
      ],
    })!;
    // Win single A £5; place single A 1 x (1 + 4/4) £2; place single B 1 x (1 + 3/4) £1.75; place double AB
    // 1 x 2 x 1.75 £3.50: £12.25 back on £30, a loss (a winner returns more than its stake).
    expect(settled.lines).toHaveLength(30);
    expect(settled.returnPence).toBe(1225);
    expect(settled.lines.filter((line) => line.returnPence > 0)).toEqual([
      { legs: [0], part: 'win', stakePence: 100, returnPence: 500 },
      { legs: [0], part: 'place', stakePence: 100, returnPence: 200 },
      { legs: [1], part: 'place', stakePence: 100, returnPence: 175 },
      { legs: [0, 1], part: 'place', stakePence: 100, returnPence: 350 },
    ]);
    expect(settled.status).toBe('Lost');
  });

  it('a non-runner leg is void: a £2 double with a Rule 4 winner at 5/2 is a single, 2 x (1 + 2.5 x 0.9) = £6.50', () => {
    const settled = settleMultiple({
      type: 'double',
      eachWay: false,
      stakePerLinePence: 200,
      legs: [leg(5, 2, { rule4Pence: 10 }), leg(7, 1, { result: 'NonRunner' })],
    })!;
    expect(settled).toMatchObject({ status: 'Won', totalStakePence: 200, returnPence: 650 });
  });

  it('a dead heat for first between two halves that leg: £1 treble 2/1, 3/1 (dead heat), evens = 3 x 2 x 2 = £12', () => {
    const settled = settleMultiple({
      type: 'treble',
      eachWay: false,
      stakePerLinePence: 100,
      legs: [leg(2, 1), leg(3, 1, { deadHeat: 2 }), leg(1, 1)],
    })!;
    expect(settled.returnPence).toBe(1200);
  });

  it('drops the fraction of a penny once per line: 10p treble at 1/3 three times pays 23p (64/27 x 10p = 23.7p)', () => {
    const settled = settleMultiple({
      type: 'treble',
      eachWay: false,
      stakePerLinePence: 10,
      legs: [leg(1, 3), leg(1, 3), leg(1, 3)],
    })!;
    expect(settled).toMatchObject({ status: 'Won', returnPence: 23 });
  });

  it('is Placed each way when only place lines pay, Void when every leg is a non-runner, open while a leg is unresolved', () => {
    const placedOnly = settleMultiple({
      type: 'double',
      eachWay: true,
      stakePerLinePence: 100,
      legs: [leg(10, 1, { result: 'Placed' }), leg(8, 1, { result: 'Placed' })],
    })!;
    // 1 x (1 + 10/4) x (1 + 8/4) = 3.5 x 3 = £10.50 on £2: more than staked, yet only the place line paid.
    expect(placedOnly).toMatchObject({ status: 'Placed', returnPence: 1050, totalStakePence: 200 });
    const noneRan = settleMultiple({
      type: 'trixie',
      eachWay: true,
      stakePerLinePence: 50,
      legs: [0, 1, 2].map(() => leg(2, 1, { result: 'NonRunner' })),
    })!;
    expect(noneRan).toMatchObject({ status: 'Void', returnPence: 400, totalStakePence: 400 });
    expect(
      settleMultiple({
        type: 'double',
        eachWay: false,
        stakePerLinePence: 100,
        legs: [leg(2, 1), leg(2, 1, { result: null })],
      }),
    ).toBeNull();
  });

  it('the potential return is every leg winning, each way with the place lines', () => {
    // Win double 3 x 3 = 9; place double (1 + 2/4)^2 = 2.25: £11.25 for £1 each way.
    expect(
      multiplePotentialReturnPence({
        type: 'double',
        eachWay: true,
        stakePerLinePence: 100,
        legs: [leg(2, 1, { result: null, rule4Pence: 20 }), leg(2, 1, { result: 'Lost' })],
      }),
    ).toBe(1125);
  });
});

describe('settleMultiple against the Bet Settler', () => {
  const arbitraryLeg = fc.record({
    num: fc.integer({ min: 1, max: 50 }),
    den: fc.integer({ min: 1, max: 10 }),
    result: fc.constantFrom('Won', 'Placed', 'Lost', 'NonRunner' as const),
    deadHeat: fc.option(fc.integer({ min: 2, max: 4 }), { nil: null }),
    deadHeatPosition: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    rule4Pence: fc.integer({ min: 0, max: 90 }),
    runners: fc.integer({ min: 2, max: 20 }),
  });

  it("returns the settler's total and lines for the same selections, read the way a recorded result is", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MULTIPLE_BET_TYPES),
        fc.boolean(),
        fc.integer({ min: 1, max: 5_000 }),
        fc.array(arbitraryLeg, { minLength: 8, maxLength: 8 }),
        (type, eachWay, stakePence, specs) => {
          const legs = specs.slice(0, BET_SHAPES[type].selections!).map((spec) => ({
            odds: { num: spec.num, den: spec.den },
            result: spec.result,
            deadHeat: spec.deadHeat,
            deadHeatPosition: spec.deadHeatPosition,
            rule4Pence: spec.rule4Pence,
            terms: standardPlaceTerms(spec.runners, false),
          }));
          const ours = settleMultiple({ type, eachWay, stakePerLinePence: stakePence, legs })!;
          // The settler as a member would fill it in: a tie recorded without a position is for 1st when the horse
          // won and for the last paid place when it placed; no dead heat or deduction on a loser or a non-runner.
          const settler = betSettler({
            type,
            isEachWay: eachWay,
            stake: (stakePence / 100).toFixed(2),
            stakeIs: 'per-line',
            selections: legs.map((leg) => {
              const paying = leg.result === 'Won' || leg.result === 'Placed';
              return {
                odds: fraction(leg.odds.num, leg.odds.den),
                result: leg.result,
                deadHeat:
                  paying && leg.deadHeat
                    ? {
                        horses: leg.deadHeat,
                        position: leg.deadHeatPosition ?? (leg.result === 'Won' ? 1 : leg.terms.places),
                      }
                    : null,
                rule4Pence: leg.result === 'NonRunner' ? 0 : leg.rule4Pence,
                placeTerms: leg.terms,
              };
            }),
          });
          if (!settler.isValid) throw new Error(settler.message);
          expect(ours.returnPence).toBe(settler.totalReturn.pence);
          expect(ours.totalStakePence).toBe(settler.totalStake.pence);
          expect(ours.lines.map((line) => line.returnPence)).toEqual(
            settler.lines.map((line) => line.return.pence),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
