import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardPlaceTerms, WIN_ONLY } from './place-terms';
import {
  deadHeatShare,
  isWinner,
  outcomeOf,
  potentialReturn,
  settleBet,
  settlementLines,
  type TBetType,
} from './settlement';
import { ZSettlementDetail } from './settlement.contract';

const threeAtFifth = { places: 3, fractionNum: 1, fractionDen: 5 };
const threeAtQuarter = { places: 3, fractionNum: 1, fractionDen: 4 };

describe('settleBet: worked examples', () => {
  it('£10 win at 5/2 that wins returns £35', () => {
    const s = settleBet({
      type: 'Win',
      stakePence: 1000,
      odds: { num: 5, den: 2 },
      terms: threeAtFifth,
      outcome: { result: 'Won' },
    });
    expect(s).toMatchObject({ status: 'Won', returnPence: 3500, totalStakePence: 1000 });
  });

  it('£10 each way at 10/1 (3 places at 1/5) that wins returns £110 + £30 = £140 from £20 staked', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Won' },
    });
    expect(s.totalStakePence).toBe(2000);
    expect(s.parts.map((p) => p.returnPence)).toEqual([11_000, 3000]);
    expect(s).toMatchObject({ status: 'Won', returnPence: 14_000 });
  });

  it('the same each-way bet that only places returns £30 and is Placed (it made £10 profit)', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Placed' },
    });
    expect(s).toMatchObject({ status: 'Placed', returnPence: 3000 });
    expect(isWinner(s)).toBe(true);
    expect(settlementLines(s.detail)).toEqual([
      'Each Way bet at 10/1, £20.00 staked.',
      'Place terms: 3 places at 1/5 odds.',
      'Win part lost: returns £0.00.',
      'Place part placed (1/5 odds): returns £30.00.',
    ]);
  });

  it('a losing bet returns nothing', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 500,
      odds: { num: 7, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Lost' },
    });
    expect(s).toMatchObject({ status: 'Lost', returnPence: 0 });
  });

  it('a non-runner is void and returns the whole stake, both parts of an each way', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'NonRunner' },
    });
    expect(s).toMatchObject({ status: 'Void', returnPence: 2000 });
  });

  it('a dead heat for first between two halves the win stake: £10 win at 6/1 returns £35', () => {
    const s = settleBet({
      type: 'Win',
      stakePence: 1000,
      odds: { num: 6, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Won', deadHeat: { horses: 2, position: 1 } },
    });
    expect(s.returnPence).toBe(3500);
  });

  it('a 2-way dead heat for first of 3 places divides only the win part: £10 EW at 6/1 returns £35 + £22', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 6, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Won', deadHeat: { horses: 2, position: 1 } },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([3500, 2200]);
    expect(s.returnPence).toBe(5700);
  });

  it('a 2-way dead heat for the last place halves the place part: £10 EW at 8/1 (1/4) tied for 3rd returns £15', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 8, den: 1 },
      terms: threeAtQuarter,
      outcome: { result: 'Placed', deadHeat: { horses: 2, position: 3 } },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([0, 1500]);
    // Placed, but £15 back from £20 staked: not a winner.
    expect(s.status).toBe('Placed');
    expect(isWinner(s)).toBe(false);
  });

  it('Rule 4 comes off winnings, not the stake: £10 win at 4/1 with a 25p deduction returns £40', () => {
    const s = settleBet({
      type: 'Win',
      stakePence: 1000,
      odds: { num: 4, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Won', rule4Pence: 25 },
    });
    expect(s.returnPence).toBe(4000);
    expect(settlementLines(s.detail)).toContain('Rule 4 deduction of 25p in the pound taken off winnings.');
  });

  it('each way in a win-only race (4 runners) settles both parts as a win: £5 EW at 2/1 returns £30', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 500,
      odds: { num: 2, den: 1 },
      terms: WIN_ONLY,
      outcome: { result: 'Won' },
    });
    expect(s.returnPence).toBe(3000);
    const placedOnly = settleBet({
      type: 'Each Way',
      stakePence: 500,
      odds: { num: 2, den: 1 },
      terms: WIN_ONLY,
      outcome: { result: 'Placed' },
    });
    expect(placedOnly).toMatchObject({ status: 'Lost', returnPence: 0 });
  });

  it('a place bet at 5/1 (1/4 odds) that places returns £22.50 from £10', () => {
    const s = settleBet({
      type: 'Place',
      stakePence: 1000,
      odds: { num: 5, den: 1 },
      terms: threeAtQuarter,
      outcome: { result: 'Placed' },
    });
    expect(s.returnPence).toBe(2250);
  });

  it('rounds odd-penny returns down: 10p win at 11/10 returns 21p', () => {
    expect(potentialReturn('Win', 10, { num: 11, den: 10 }, threeAtFifth)).toBe(21);
  });
});

describe('settlement detail', () => {
  it('is data the contract accepts, and a non-runner says the stake comes back', () => {
    const voided = settleBet({
      type: 'Each Way',
      stakePence: 500,
      odds: { num: 4, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'NonRunner', rule4Pence: 10 },
    });
    expect(ZSettlementDetail.parse(voided.detail)).toEqual(voided.detail);
    expect(settlementLines(voided.detail)).toEqual([
      'Non-runner: the bet is void and the £10.00 stake is returned.',
    ]);
  });

  it('names a place part lost to a dead heat beyond the paid places', () => {
    const s = settleBet({
      type: 'Place',
      stakePence: 1000,
      odds: { num: 6, den: 1 },
      terms: { places: 3, fractionNum: 1, fractionDen: 5 },
      outcome: { result: 'Placed', deadHeat: { horses: 2, position: 4 } },
    });
    expect(s.status).toBe('Lost');
    expect(settlementLines(s.detail)).toContain(
      'Place part placed in a dead heat beyond the paid places: returns £0.00.',
    );
  });
});

describe('standardPlaceTerms (UK)', () => {
  it.each([
    [4, false, 1, 1],
    [5, false, 2, 4],
    [7, true, 2, 4],
    [8, false, 3, 5],
    [11, true, 3, 5],
    [12, true, 3, 4],
    [15, true, 3, 4],
    [16, true, 4, 4],
    [20, false, 3, 5],
  ])('%i runners (handicap %s): %i places at 1/%i', (runners, handicap, places, fractionDen) => {
    expect(standardPlaceTerms(runners, handicap)).toMatchObject({ places, fractionDen });
  });
});

describe('settleBet: properties', () => {
  const arbitraryBet = fc.record({
    type: fc.constantFrom<TBetType>('Win', 'Place', 'Each Way'),
    stakePence: fc.integer({ min: 10, max: 10_000_000 }),
    odds: fc.record({ num: fc.integer({ min: 1, max: 1000 }), den: fc.integer({ min: 1, max: 100 }) }),
    runners: fc.integer({ min: 2, max: 40 }),
    handicap: fc.boolean(),
    result: fc.constantFrom('Won', 'Placed', 'Lost', 'NonRunner' as const),
    deadHeatHorses: fc.integer({ min: 1, max: 4 }),
    deadHeatPosition: fc.integer({ min: 1, max: 4 }),
    rule4Pence: fc.integer({ min: 0, max: 90 }),
  });
  const outcomeFor = (b: {
    result: 'Won' | 'Placed' | 'Lost' | 'NonRunner';
    deadHeatHorses: number;
    deadHeatPosition: number;
    rule4Pence: number;
  }) => ({
    result: b.result,
    rule4Pence: b.rule4Pence,
    deadHeat:
      b.deadHeatHorses > 1
        ? { horses: b.deadHeatHorses, position: b.result === 'Won' ? 1 : Math.max(2, b.deadHeatPosition) }
        : null,
  });

  it('returns whole pence, never negative, never more than the undivided, undeducted return', () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        const terms = standardPlaceTerms(b.runners, b.handicap);
        const s = settleBet({
          type: b.type,
          stakePence: b.stakePence,
          odds: b.odds,
          terms,
          outcome: outcomeFor(b),
        });
        expect(Number.isInteger(s.returnPence)).toBe(true);
        expect(s.returnPence).toBeGreaterThanOrEqual(0);
        if (b.result !== 'NonRunner')
          expect(s.returnPence).toBeLessThanOrEqual(potentialReturn(b.type, b.stakePence, b.odds, terms));
      }),
    );
  });

  it('a void bet returns exactly the total stake; a win with no dead heat returns at least the stake', () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        const terms = standardPlaceTerms(b.runners, b.handicap);
        const voided = settleBet({
          type: b.type,
          stakePence: b.stakePence,
          odds: b.odds,
          terms,
          outcome: { result: 'NonRunner' },
        });
        expect(voided.returnPence).toBe(b.type === 'Each Way' ? b.stakePence * 2 : b.stakePence);
        const won = settleBet({
          type: b.type,
          stakePence: b.stakePence,
          odds: b.odds,
          terms,
          outcome: { result: 'Won', rule4Pence: b.rule4Pence },
        });
        expect(won.returnPence).toBeGreaterThanOrEqual(won.totalStakePence);
      }),
    );
  });

  it('an each-way return is the sum of a win bet and a place bet of the same unit stake', () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        const terms = standardPlaceTerms(b.runners, b.handicap);
        const common = { stakePence: b.stakePence, odds: b.odds, terms, outcome: outcomeFor(b) };
        const ew = settleBet({ ...common, type: 'Each Way' });
        const win = settleBet({ ...common, type: 'Win' });
        const place = settleBet({ ...common, type: 'Place' });
        if (b.result === 'NonRunner') return;
        if (terms.places === 1) expect(ew.returnPence).toBe(win.returnPence * 2);
        else expect(ew.returnPence).toBe(win.returnPence + place.returnPence);
      }),
    );
  });

  it('a status says what happened and isWinner says whether it paid more than it cost', () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        const terms = standardPlaceTerms(b.runners, b.handicap);
        const s = settleBet({
          type: b.type,
          stakePence: b.stakePence,
          odds: b.odds,
          terms,
          outcome: outcomeFor(b),
        });
        const expected =
          b.result === 'NonRunner'
            ? 'Void'
            : s.returnPence === 0
              ? 'Lost'
              : b.result === 'Won'
                ? 'Won'
                : b.type === 'Each Way'
                  ? 'Placed'
                  : 'Won';
        expect(s.status).toBe(expected);
      }),
    );
  });
});

describe('dead heats (UK rules: the tied horses share the paid places left from the tied position)', () => {
  it('three tie for first with 2 places paid: £10 each way at 7/1 pays £26.66 + £18.33 = £44.99', () => {
    // The review's worked example; the place part is reduced to 2/3 because only 2 of the 3 tied places are paid.
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 7, den: 1 },
      terms: { places: 2, fractionNum: 1, fractionDen: 4 },
      outcome: { result: 'Won', deadHeat: { horses: 3, position: 1 } },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([2666, 1833]);
    expect(s.returnPence).toBe(4499);
    expect(s.status).toBe('Won');
    expect(settlementLines(s.detail)).toContain(
      'Dead heat for 1st between 3: the win stake is paid at 1/3, the place stake is paid at 2/3.',
    );
  });

  it('a three-way tie for 2nd with 3 places paid: £10 each way at 5/2 pays £10.00 (2 of the 3 places paid)', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 5, den: 2 },
      terms: threeAtFifth,
      outcome: { result: 'Placed', deadHeat: { horses: 3, position: 2 } },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([0, 1000]);
    expect(settlementLines(s.detail)).toContain(
      'Dead heat for 2nd between 3: the place stake is paid at 2/3.',
    );
  });

  it('a two-way tie for 2nd with 3 places paid is not reduced: both 2nd and 3rd are paid', () => {
    const tied = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 5, den: 2 },
      terms: threeAtFifth,
      outcome: { result: 'Placed', deadHeat: { horses: 2, position: 2 } },
    });
    const clear = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 5, den: 2 },
      terms: threeAtFifth,
      outcome: { result: 'Placed' },
    });
    expect(tied.returnPence).toBe(1500);
    expect(tied.returnPence).toBe(clear.returnPence);
  });

  it.each([
    // horses, position, places -> share of the place stake
    [2, 1, 3, [2, 2]],
    [3, 1, 2, [2, 3]],
    [4, 1, 3, [3, 4]],
    [3, 2, 3, [2, 3]],
    [2, 3, 3, [1, 2]],
    [3, 3, 4, [2, 3]],
    [2, 4, 3, [0, 2]],
  ])(
    '%i horses tied for position %i with %i places: the place share is %j',
    (horses, position, places, share) => {
      expect(deadHeatShare('place', { horses, position }, places)).toEqual(share);
    },
  );

  it('reads results recorded before positions were kept as ties for first (won) or the last paid place (placed)', () => {
    expect(
      outcomeOf({ result: 'Won', deadHeat: 2, deadHeatPosition: null, rule4Pence: 0 }, threeAtFifth),
    ).toMatchObject({
      deadHeat: { horses: 2, position: 1 },
    });
    expect(outcomeOf({ result: 'Placed', deadHeat: 2, rule4Pence: 0 }, threeAtFifth)).toMatchObject({
      deadHeat: { horses: 2, position: 3 },
    });
    expect(outcomeOf({ result: 'Lost', deadHeat: 2, rule4Pence: 0 }, threeAtFifth).deadHeat).toBeNull();
  });
});

/**
 * Cross-checked against an independent implementation: 1player/betlib (commit dc0a634, "stable and used in
 * production"), whose DeadHeatSelection pays min(1, (placesOffered - tiedPosition + 1) / runnersInDeadHeat) of the
 * place market. Each row's win and place figures are betlib's unit returns times the stake, floored to the penny
 * per part (bookmakers round down), generated once with betlib and written here.
 * Columns: odds, places, place fraction 1/x, unit stake (pence), Rule 4 (pence in the pound), result, horses in a
 * dead heat, the position tied for, win part return, place part return (pence).
 */
const BETLIB_ROWS: Array<
  [string, number, number, number, number, 'Won' | 'Placed', number | null, number | null, number, number]
> = [
  ['7/1', 2, 4, 1000, 0, 'Won', null, null, 8000, 2750],
  ['7/1', 2, 4, 1000, 0, 'Placed', null, null, 0, 2750],
  ['7/1', 2, 4, 1000, 0, 'Won', 2, 1, 4000, 2750],
  ['7/1', 2, 4, 1000, 0, 'Placed', 3, 2, 0, 916],
  ['7/1', 3, 5, 250, 0, 'Won', null, null, 2000, 600],
  ['7/1', 3, 5, 250, 0, 'Placed', null, null, 0, 600],
  ['7/1', 3, 5, 250, 0, 'Placed', 2, 3, 0, 300],
  ['7/1', 3, 5, 250, 0, 'Placed', 3, 3, 0, 200],
  ['7/1', 3, 4, 1337, 15, 'Won', null, null, 9292, 3325],
  ['7/1', 3, 4, 1337, 15, 'Placed', null, null, 0, 3325],
  ['7/1', 3, 4, 1337, 15, 'Placed', 2, 2, 0, 3325],
  ['7/1', 3, 4, 1337, 15, 'Placed', 3, 2, 0, 2217],
  ['7/1', 4, 4, 500, 25, 'Won', null, null, 3125, 1156],
  ['7/1', 4, 4, 500, 25, 'Placed', null, null, 0, 1156],
  ['7/1', 4, 4, 500, 25, 'Won', 2, 1, 1562, 1156],
  ['7/1', 4, 4, 500, 25, 'Placed', 2, 4, 0, 578],
  ['7/1', 4, 4, 500, 25, 'Placed', 3, 3, 0, 770],
  ['5/2', 2, 4, 1000, 0, 'Won', null, null, 3500, 1625],
  ['5/2', 2, 4, 1000, 0, 'Placed', null, null, 0, 1625],
  ['5/2', 2, 4, 1000, 0, 'Won', 3, 1, 1166, 1083],
  ['5/2', 3, 5, 250, 0, 'Won', null, null, 875, 375],
  ['5/2', 3, 5, 250, 0, 'Placed', null, null, 0, 375],
  ['5/2', 3, 5, 250, 0, 'Placed', 2, 2, 0, 375],
  ['5/2', 3, 5, 250, 0, 'Placed', 3, 2, 0, 250],
  ['5/2', 3, 4, 1337, 0, 'Won', null, null, 4679, 2172],
  ['5/2', 3, 4, 1337, 0, 'Placed', null, null, 0, 2172],
  ['5/2', 3, 4, 1337, 0, 'Won', 2, 1, 2339, 2172],
  ['5/2', 3, 4, 1337, 0, 'Won', 3, 1, 1559, 2172],
  ['5/2', 4, 4, 500, 15, 'Won', null, null, 1562, 765],
  ['5/2', 4, 4, 500, 15, 'Placed', null, null, 0, 765],
  ['5/2', 4, 4, 500, 15, 'Placed', 2, 3, 0, 765],
  ['5/2', 4, 4, 500, 15, 'Placed', 3, 2, 0, 765],
  ['11/10', 2, 4, 1000, 25, 'Won', null, null, 1825, 1206],
  ['11/10', 2, 4, 1000, 25, 'Placed', null, null, 0, 1206],
  ['11/10', 2, 4, 1000, 25, 'Placed', 2, 2, 0, 603],
  ['11/10', 3, 5, 250, 0, 'Won', null, null, 525, 305],
  ['11/10', 3, 5, 250, 0, 'Placed', null, null, 0, 305],
  ['11/10', 3, 5, 250, 0, 'Won', 2, 1, 262, 305],
  ['11/10', 3, 5, 250, 0, 'Won', 3, 1, 175, 305],
  ['11/10', 3, 4, 1337, 0, 'Won', null, null, 2807, 1704],
  ['11/10', 3, 4, 1337, 0, 'Placed', null, null, 0, 1704],
  ['11/10', 3, 4, 1337, 0, 'Placed', 2, 3, 0, 852],
  ['11/10', 3, 4, 1337, 0, 'Placed', 3, 3, 0, 568],
  ['11/10', 4, 4, 500, 0, 'Won', null, null, 1050, 637],
  ['11/10', 4, 4, 500, 0, 'Placed', null, null, 0, 637],
  ['11/10', 4, 4, 500, 0, 'Placed', 2, 2, 0, 637],
  ['11/10', 4, 4, 500, 0, 'Won', 3, 1, 350, 637],
  ['11/10', 4, 4, 500, 0, 'Placed', 3, 4, 0, 212],
  ['10/1', 2, 4, 1000, 15, 'Won', null, null, 9500, 3125],
  ['10/1', 2, 4, 1000, 15, 'Placed', null, null, 0, 3125],
  ['10/1', 2, 4, 1000, 15, 'Won', 2, 1, 4750, 3125],
  ['10/1', 2, 4, 1000, 15, 'Placed', 3, 2, 0, 1041],
  ['10/1', 3, 5, 250, 25, 'Won', null, null, 2125, 625],
  ['10/1', 3, 5, 250, 25, 'Placed', null, null, 0, 625],
  ['10/1', 3, 5, 250, 25, 'Placed', 2, 3, 0, 312],
  ['10/1', 3, 5, 250, 25, 'Placed', 3, 3, 0, 208],
  ['10/1', 3, 4, 1337, 0, 'Won', null, null, 14707, 4679],
  ['10/1', 3, 4, 1337, 0, 'Placed', null, null, 0, 4679],
  ['10/1', 3, 4, 1337, 0, 'Placed', 2, 2, 0, 4679],
  ['10/1', 3, 4, 1337, 0, 'Placed', 3, 2, 0, 3119],
  ['10/1', 4, 4, 500, 0, 'Won', null, null, 5500, 1750],
  ['10/1', 4, 4, 500, 0, 'Placed', null, null, 0, 1750],
  ['10/1', 4, 4, 500, 0, 'Won', 2, 1, 2750, 1750],
  ['10/1', 4, 4, 500, 0, 'Placed', 2, 4, 0, 875],
  ['10/1', 4, 4, 500, 0, 'Placed', 3, 3, 0, 1166],
  ['4/6', 2, 4, 1000, 0, 'Won', null, null, 1666, 1166],
  ['4/6', 2, 4, 1000, 0, 'Placed', null, null, 0, 1166],
  ['4/6', 2, 4, 1000, 0, 'Won', 3, 1, 555, 777],
  ['4/6', 3, 5, 250, 15, 'Won', null, null, 391, 278],
  ['4/6', 3, 5, 250, 15, 'Placed', null, null, 0, 278],
  ['4/6', 3, 5, 250, 15, 'Placed', 2, 2, 0, 278],
  ['4/6', 3, 5, 250, 15, 'Placed', 3, 2, 0, 185],
  ['4/6', 3, 4, 1337, 25, 'Won', null, null, 2005, 1504],
  ['4/6', 3, 4, 1337, 25, 'Placed', null, null, 0, 1504],
  ['4/6', 3, 4, 1337, 25, 'Won', 2, 1, 1002, 1504],
  ['4/6', 3, 4, 1337, 25, 'Won', 3, 1, 668, 1504],
  ['4/6', 4, 4, 500, 0, 'Won', null, null, 833, 583],
  ['4/6', 4, 4, 500, 0, 'Placed', null, null, 0, 583],
  ['4/6', 4, 4, 500, 0, 'Placed', 2, 3, 0, 583],
  ['4/6', 4, 4, 500, 0, 'Placed', 3, 2, 0, 583],
  ['33/1', 2, 4, 1000, 0, 'Won', null, null, 34000, 9250],
  ['33/1', 2, 4, 1000, 0, 'Placed', null, null, 0, 9250],
  ['33/1', 2, 4, 1000, 0, 'Placed', 2, 2, 0, 4625],
  ['33/1', 3, 5, 250, 0, 'Won', null, null, 8500, 1900],
  ['33/1', 3, 5, 250, 0, 'Placed', null, null, 0, 1900],
  ['33/1', 3, 5, 250, 0, 'Won', 2, 1, 4250, 1900],
  ['33/1', 3, 5, 250, 0, 'Won', 3, 1, 2833, 1900],
  ['33/1', 3, 4, 1337, 15, 'Won', null, null, 38839, 10712],
  ['33/1', 3, 4, 1337, 15, 'Placed', null, null, 0, 10712],
  ['33/1', 3, 4, 1337, 15, 'Placed', 2, 3, 0, 5356],
  ['33/1', 3, 4, 1337, 15, 'Placed', 3, 3, 0, 3570],
  ['33/1', 4, 4, 500, 25, 'Won', null, null, 12875, 3593],
  ['33/1', 4, 4, 500, 25, 'Placed', null, null, 0, 3593],
  ['33/1', 4, 4, 500, 25, 'Placed', 2, 2, 0, 3593],
  ['33/1', 4, 4, 500, 25, 'Won', 3, 1, 4291, 3593],
  ['33/1', 4, 4, 500, 25, 'Placed', 3, 4, 0, 1197],
  ['9/4', 2, 4, 1000, 0, 'Won', null, null, 3250, 1562],
  ['9/4', 2, 4, 1000, 0, 'Placed', null, null, 0, 1562],
  ['9/4', 2, 4, 1000, 0, 'Won', 2, 1, 1625, 1562],
  ['9/4', 2, 4, 1000, 0, 'Placed', 3, 2, 0, 520],
  ['9/4', 3, 5, 250, 0, 'Won', null, null, 812, 362],
  ['9/4', 3, 5, 250, 0, 'Placed', null, null, 0, 362],
  ['9/4', 3, 5, 250, 0, 'Placed', 2, 3, 0, 181],
  ['9/4', 3, 5, 250, 0, 'Placed', 3, 3, 0, 120],
  ['9/4', 3, 4, 1337, 0, 'Won', null, null, 4345, 2089],
  ['9/4', 3, 4, 1337, 0, 'Placed', null, null, 0, 2089],
  ['9/4', 3, 4, 1337, 0, 'Placed', 2, 2, 0, 2089],
  ['9/4', 3, 4, 1337, 0, 'Placed', 3, 2, 0, 1392],
  ['9/4', 4, 4, 500, 15, 'Won', null, null, 1456, 739],
  ['9/4', 4, 4, 500, 15, 'Placed', null, null, 0, 739],
  ['9/4', 4, 4, 500, 15, 'Won', 2, 1, 728, 739],
  ['9/4', 4, 4, 500, 15, 'Placed', 2, 4, 0, 369],
  ['9/4', 4, 4, 500, 15, 'Placed', 3, 3, 0, 492],
  ['6/4', 2, 4, 1000, 25, 'Won', null, null, 2125, 1281],
  ['6/4', 2, 4, 1000, 25, 'Placed', null, null, 0, 1281],
  ['6/4', 2, 4, 1000, 25, 'Won', 3, 1, 708, 854],
  ['6/4', 3, 5, 250, 0, 'Won', null, null, 625, 325],
  ['6/4', 3, 5, 250, 0, 'Placed', null, null, 0, 325],
  ['6/4', 3, 5, 250, 0, 'Placed', 2, 2, 0, 325],
  ['6/4', 3, 5, 250, 0, 'Placed', 3, 2, 0, 216],
  ['6/4', 3, 4, 1337, 0, 'Won', null, null, 3342, 1838],
  ['6/4', 3, 4, 1337, 0, 'Placed', null, null, 0, 1838],
  ['6/4', 3, 4, 1337, 0, 'Won', 2, 1, 1671, 1838],
  ['6/4', 3, 4, 1337, 0, 'Won', 3, 1, 1114, 1838],
  ['6/4', 4, 4, 500, 0, 'Won', null, null, 1250, 687],
  ['6/4', 4, 4, 500, 0, 'Placed', null, null, 0, 687],
  ['6/4', 4, 4, 500, 0, 'Placed', 2, 3, 0, 687],
  ['6/4', 4, 4, 500, 0, 'Placed', 3, 2, 0, 687],
  ['100/30', 2, 4, 1000, 15, 'Won', null, null, 3833, 1708],
  ['100/30', 2, 4, 1000, 15, 'Placed', null, null, 0, 1708],
  ['100/30', 2, 4, 1000, 15, 'Placed', 2, 2, 0, 854],
  ['100/30', 3, 5, 250, 25, 'Won', null, null, 875, 375],
  ['100/30', 3, 5, 250, 25, 'Placed', null, null, 0, 375],
  ['100/30', 3, 5, 250, 25, 'Won', 2, 1, 437, 375],
  ['100/30', 3, 5, 250, 25, 'Won', 3, 1, 291, 375],
  ['100/30', 3, 4, 1337, 0, 'Won', null, null, 5793, 2451],
  ['100/30', 3, 4, 1337, 0, 'Placed', null, null, 0, 2451],
  ['100/30', 3, 4, 1337, 0, 'Placed', 2, 3, 0, 1225],
  ['100/30', 3, 4, 1337, 0, 'Placed', 3, 3, 0, 817],
  ['100/30', 4, 4, 500, 0, 'Won', null, null, 2166, 916],
  ['100/30', 4, 4, 500, 0, 'Placed', null, null, 0, 916],
  ['100/30', 4, 4, 500, 0, 'Placed', 2, 2, 0, 916],
  ['100/30', 4, 4, 500, 0, 'Won', 3, 1, 722, 916],
  ['100/30', 4, 4, 500, 0, 'Placed', 3, 4, 0, 305],
  ['16/1', 2, 4, 1000, 0, 'Won', null, null, 17000, 5000],
  ['16/1', 2, 4, 1000, 0, 'Placed', null, null, 0, 5000],
  ['16/1', 2, 4, 1000, 0, 'Won', 2, 1, 8500, 5000],
  ['16/1', 2, 4, 1000, 0, 'Placed', 3, 2, 0, 1666],
  ['16/1', 3, 5, 250, 15, 'Won', null, null, 3650, 930],
  ['16/1', 3, 5, 250, 15, 'Placed', null, null, 0, 930],
  ['16/1', 3, 5, 250, 15, 'Placed', 2, 3, 0, 465],
  ['16/1', 3, 5, 250, 15, 'Placed', 3, 3, 0, 310],
  ['16/1', 3, 4, 1337, 25, 'Won', null, null, 17381, 5348],
  ['16/1', 3, 4, 1337, 25, 'Placed', null, null, 0, 5348],
  ['16/1', 3, 4, 1337, 25, 'Placed', 2, 2, 0, 5348],
  ['16/1', 3, 4, 1337, 25, 'Placed', 3, 2, 0, 3565],
  ['16/1', 4, 4, 500, 0, 'Won', null, null, 8500, 2500],
  ['16/1', 4, 4, 500, 0, 'Placed', null, null, 0, 2500],
  ['16/1', 4, 4, 500, 0, 'Won', 2, 1, 4250, 2500],
  ['16/1', 4, 4, 500, 0, 'Placed', 2, 4, 0, 1250],
  ['16/1', 4, 4, 500, 0, 'Placed', 3, 3, 0, 1666],
];

describe('settleBet agrees with betlib to the penny', () => {
  it.each(BETLIB_ROWS)(
    '%s, %i places at 1/%i, %ip, Rule 4 %ip, %s, dead heat %s for %s: win %ip, place %ip',
    (odds, places, fractionDen, stakePence, rule4Pence, result, horses, position, win, place) => {
      const [num, den] = odds.split('/').map(Number) as [number, number];
      const terms = { places, fractionNum: 1, fractionDen };
      const outcome = {
        result,
        rule4Pence,
        deadHeat: horses === null || position === null ? null : { horses, position },
      };
      const winBet = settleBet({ type: 'Win', stakePence, odds: { num, den }, terms, outcome });
      const placeBet = settleBet({ type: 'Place', stakePence, odds: { num, den }, terms, outcome });
      const eachWay = settleBet({ type: 'Each Way', stakePence, odds: { num, den }, terms, outcome });
      expect(winBet.returnPence).toBe(win);
      expect(placeBet.returnPence).toBe(place);
      expect(eachWay.returnPence).toBe(win + place);
    },
  );
});
