import { describe, expect, it } from 'vitest';
import {
  EACH_WAY_MIN_ODDS,
  EACH_WAY_MIN_ODDS_TEXT,
  EACH_WAY_MIN_RUNNERS,
  EACH_WAY_RULE_TEXT,
} from './each-way-rule';
import { standardPlaceTerms, type TPlaceTerms } from './place-terms';
import { settleBet } from './settlement';

/** The threshold as settlement takes a price. */
const THRESHOLD = { num: Number(EACH_WAY_MIN_ODDS.num), den: Number(EACH_WAY_MIN_ODDS.den) };

/** £5 each way that only places: what comes back, and the £10 it cost. */
const placedOnly = (odds: { num: number; den: number }, terms: TPlaceTerms) => {
  const settled = settleBet({
    type: 'Each Way',
    stakePence: 500,
    odds,
    terms,
    outcome: { result: 'Placed' },
  });
  return { returned: settled.returnPence, staked: settled.totalStakePence };
};

const FIELDS = Array.from(
  { length: 40 - EACH_WAY_MIN_RUNNERS + 1 },
  (_, i) => EACH_WAY_MIN_RUNNERS + i,
).flatMap((runners) => [false, true].map((isHandicap) => [runners, isHandicap] as const));

describe('the each-way rule', () => {
  it('is 5/1 or longer in fields of 8 or more, in one place', () => {
    expect(EACH_WAY_MIN_ODDS_TEXT).toBe('5/1');
    expect(EACH_WAY_RULE_TEXT).toBe('5/1 or longer in fields of 8 or more');
  });

  it.each(FIELDS)(
    'at the threshold a horse that only places gives back the whole stake (%i runners, handicap %s)',
    (runners, isHandicap) => {
      const { returned, staked } = placedOnly(THRESHOLD, standardPlaceTerms(runners, isHandicap));
      expect(returned).toBeGreaterThanOrEqual(staked);
    },
  );

  it('is the break-even price at 1/5 the odds: exactly the stake back at 5/1, less at 9/2', () => {
    const fifth = standardPlaceTerms(EACH_WAY_MIN_RUNNERS, false);
    expect([fifth.fractionNum, fifth.fractionDen]).toEqual([1, 5]);
    expect(placedOnly(THRESHOLD, fifth)).toEqual({ returned: 1000, staked: 1000 });
    expect(placedOnly({ num: 9, den: 2 }, fifth).returned).toBeLessThan(1000);
    // At 1/4 the odds the break-even is 4/1 (the place half at evens): 5/1 clears it.
    expect(placedOnly({ num: 4, den: 1 }, standardPlaceTerms(16, true))).toEqual({
      returned: 1000,
      staked: 1000,
    });
  });

  it('needs 8 runners: a 7-runner field pays only 2 places', () => {
    expect(standardPlaceTerms(EACH_WAY_MIN_RUNNERS - 1, false).places).toBe(2);
    expect(standardPlaceTerms(EACH_WAY_MIN_RUNNERS, false).places).toBe(3);
  });
});
