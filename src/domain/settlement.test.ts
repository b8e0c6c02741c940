import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardPlaceTerms, WIN_ONLY } from './place-terms';
import { potentialReturn, settleBet, type TBetType } from './settlement';

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

  it('the same each-way bet that only places returns £30 and is shown as won (placed)', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Placed' },
    });
    expect(s).toMatchObject({ status: 'Won', returnPence: 3000 });
    expect(s.explanation).toContain('win part lost');
    expect(s.explanation).toContain('place part placed (1/5 odds)');
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
      outcome: { result: 'Won', winDeadHeat: 2 },
    });
    expect(s.returnPence).toBe(3500);
  });

  it('an each-way dead heat for first divides only the win part: £10 EW at 6/1 returns £35 + £22', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 6, den: 1 },
      terms: threeAtFifth,
      outcome: { result: 'Won', winDeadHeat: 2 },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([3500, 2200]);
    expect(s.returnPence).toBe(5700);
  });

  it('a dead heat for the last place divides the place part: £10 EW at 8/1 (1/4) placed in a 2-way tie returns £15', () => {
    const s = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 8, den: 1 },
      terms: threeAtQuarter,
      outcome: { result: 'Placed', placeDeadHeat: 2 },
    });
    expect(s.parts.map((p) => p.returnPence)).toEqual([0, 1500]);
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
    expect(s.explanation).toContain('Rule 4 deduction of 25p');
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
    winDeadHeat: fc.integer({ min: 1, max: 4 }),
    placeDeadHeat: fc.integer({ min: 1, max: 4 }),
    rule4Pence: fc.integer({ min: 0, max: 90 }),
  });

  it('returns whole pence, never negative, never more than the undivided, undeducted return', () => {
    fc.assert(
      fc.property(arbitraryBet, (b) => {
        const terms = standardPlaceTerms(b.runners, b.handicap);
        const s = settleBet({ type: b.type, stakePence: b.stakePence, odds: b.odds, terms, outcome: b });
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
        const common = { stakePence: b.stakePence, odds: b.odds, terms, outcome: b };
        const ew = settleBet({ ...common, type: 'Each Way' });
        const win = settleBet({ ...common, type: 'Win' });
        const place = settleBet({ ...common, type: 'Place' });
        if (b.result === 'NonRunner') return;
        if (terms.places === 1) expect(ew.returnPence).toBe(win.returnPence * 2);
        else if (b.result === 'Won')
          expect(ew.returnPence).toBe(
            win.returnPence +
              settleBet({ ...common, type: 'Place', outcome: { ...b, placeDeadHeat: 1 } }).returnPence,
          );
        else expect(ew.returnPence).toBe(win.returnPence + place.returnPence);
      }),
    );
  });
});
