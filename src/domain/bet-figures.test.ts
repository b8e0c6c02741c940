import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_DIMENSIONS,
  betBreakdowns,
  betTotals,
  betWindow,
  isInWindow,
  priceBeaten,
  profitLossSeries,
  type TFiguresBet,
} from './bet-figures';
import { ZBetWindowQuery } from './bet-figures.contract';

const bet = (overrides: Partial<TFiguresBet> = {}): TFiguresBet => ({
  kind: 'single',
  status: 'Lost',
  totalStakePence: 1000,
  actualReturnPence: 0,
  raceDate: '2026-11-20',
  settledAt: new Date('2026-11-20T16:00:00Z'),
  type: 'Win',
  multipleType: null,
  bookmaker: null,
  course: 'Ascot',
  priceType: 'taken',
  priceTaken: { num: 5, den: 2 },
  sp: null,
  isTipped: false,
  ...overrides,
});

describe('betWindow', () => {
  it('7 days is today and the 6 days before, on the UK day at 23:59 and at 00:00', () => {
    // 23:59 UK on 20 November (GMT) is still the 20th; a minute later the window moves on a day.
    expect(betWindow('7d', new Date('2026-11-20T23:59:00Z'))).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(betWindow('7d', new Date('2026-11-21T00:00:00Z'))).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
  });

  it('follows the UK day across the change to BST', () => {
    // 29 March 2026: clocks go forward at 01:00 GMT. 22:59 UTC on the 29th is 23:59 BST; 23:00 UTC is 00:00 on the 30th.
    expect(betWindow('7d', new Date('2026-03-29T22:59:00Z'))).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(betWindow('7d', new Date('2026-03-29T23:00:00Z'))).toEqual({
      from: '2026-03-24',
      to: '2026-03-30',
    });
    // The night before the change is still GMT: 23:59 UTC on the 28th is 23:59 UK.
    expect(betWindow('30d', new Date('2026-03-28T23:59:00Z'))).toEqual({
      from: '2026-02-27',
      to: '2026-03-28',
    });
  });

  it('3 and 12 months start the day after the same date that many months back', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(betWindow('3m', now)).toEqual({ from: '2026-08-21', to: '2026-11-20' });
    expect(betWindow('12m', now)).toEqual({ from: '2025-11-21', to: '2026-11-20' });
    // 31 May less 3 months is 28 February (no 31st), so the window starts on 1 March.
    expect(betWindow('3m', new Date('2026-05-31T12:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
    });
    expect(betWindow('all', now)).toEqual({ from: null, to: null });
  });

  it('counts a bet on either edge and none beyond', () => {
    const window = betWindow('7d', new Date('2026-11-20T23:59:00Z'));
    expect(isInWindow('2026-11-14', window)).toBe(true);
    expect(isInWindow('2026-11-20', window)).toBe(true);
    expect(isInWindow('2026-11-13', window)).toBe(false);
    expect(isInWindow('2026-11-21', window)).toBe(false);
    expect(isInWindow('1999-01-01', { from: null, to: null })).toBe(true);
  });
});

describe('ZBetWindowQuery', () => {
  it('takes real dates in order, at most 10 years apart', () => {
    expect(ZBetWindowQuery.parse({ from: '2016-11-20', to: '2026-11-20' })).toEqual({
      from: '2016-11-20',
      to: '2026-11-20',
    });
    expect(ZBetWindowQuery.parse({})).toEqual({});
    for (const bad of [
      { from: '2026-02-30' },
      { to: '20/11/2026' },
      { from: '2026-11-21', to: '2026-11-20' },
      { from: '2016-11-19', to: '2026-11-20' },
      { from: '2026-1-1' },
    ]) {
      expect(ZBetWindowQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('betTotals', () => {
  it('counts settled bets, leaves out open and void ones, and calls a winner one that returned more than it staked', () => {
    const totals = betTotals([
      bet({ status: 'Won', actualReturnPence: 3500 }),
      // An each-way bet that only placed and returned less than its £20: a settled bet, not a winner.
      bet({ status: 'Placed', type: 'Each Way', totalStakePence: 2000, actualReturnPence: 1500 }),
      bet({ status: 'Lost' }),
      bet({ status: 'Void', actualReturnPence: 1000 }),
      bet({ status: 'Open', actualReturnPence: null }),
    ]);
    expect(totals).toEqual({
      bets: 3,
      winners: 1,
      stakedPence: 4000,
      returnsPence: 5000,
      profitLossPence: 1000,
      roi: 25,
      strikeRate: 33.33,
    });
    expect(betTotals([bet({ status: 'Open' })])).toMatchObject({ bets: 0, roi: null, strikeRate: null });
  });
});

describe('priceBeaten', () => {
  it('compares the taken price with the SP by hand', () => {
    const figure = priceBeaten([
      // 5/2 (3.5) against an SP of 2/1 (3.0): 3.5 / 3 - 1 = +16.667%.
      bet({ priceTaken: { num: 5, den: 2 }, sp: { num: 2, den: 1 } }),
      // 4/1 (5.0) against 9/2 (5.5): 5 / 5.5 - 1 = -9.091%.
      bet({ status: 'Won', actualReturnPence: 5000, priceTaken: { num: 4, den: 1 }, sp: { num: 9, den: 2 } }),
      // Left out: an SP bet, a bet with no SP, a multiple, a void bet and an open one.
      bet({ priceType: 'sp', priceTaken: null, sp: { num: 3, den: 1 } }),
      bet({ sp: null }),
      bet({
        kind: 'multiple',
        multipleType: 'double',
        course: null,
        priceTaken: null,
        sp: { num: 1, den: 1 },
      }),
      bet({ status: 'Void', sp: { num: 1, den: 1 } }),
      bet({ status: 'Open', actualReturnPence: null, sp: { num: 1, den: 1 } }),
    ]);
    // Average (16.667 - 9.091) / 2 = 3.788.
    expect(figure).toEqual({ bets: 2, beaten: 1, share: 50, averageEdge: 3.79 });
  });

  it('says nothing until a bet qualifies', () => {
    expect(priceBeaten([bet({ sp: null })])).toBeNull();
  });

  it('counts a best-odds-guaranteed bet by its taken price', () => {
    expect(
      priceBeaten([bet({ priceType: 'bog', priceTaken: { num: 3, den: 1 }, sp: { num: 3, den: 1 } })]),
    ).toEqual({ bets: 1, beaten: 0, share: 0, averageEdge: 0 });
  });
});

describe('profitLossSeries', () => {
  it('draws a single settled bet: 0, then its P/L', () => {
    expect(profitLossSeries([bet({ status: 'Won', actualReturnPence: 3500 })])).toEqual([
      { date: '2026-11-20', profitLossPence: 0 },
      { date: '2026-11-20', profitLossPence: 2500 },
    ]);
    expect(profitLossSeries([bet({ status: 'Open', actualReturnPence: null })])).toEqual([]);
  });

  it('runs in race-date order, void bets left out', () => {
    const series = profitLossSeries([
      bet({ raceDate: '2026-11-19', status: 'Won', actualReturnPence: 3500 }),
      bet({ raceDate: '2026-11-18' }),
      bet({ raceDate: '2026-11-19', status: 'Void', actualReturnPence: 1000 }),
    ]);
    expect(series.map((point) => [point.date, point.profitLossPence])).toEqual([
      ['2026-11-18', 0],
      ['2026-11-18', -1000],
      ['2026-11-19', 1500],
    ]);
  });
});

describe('betBreakdowns', () => {
  const bets = [
    bet({ status: 'Won', actualReturnPence: 3500, bookmaker: 'Bet365', isTipped: true }),
    bet({ course: 'York', bookmaker: ' bet365 ', priceTaken: { num: 11, den: 2 } }),
    bet({
      type: 'Each Way',
      totalStakePence: 2000,
      status: 'Placed',
      actualReturnPence: 1500,
      priceTaken: { num: 12, den: 1 },
    }),
    bet({
      type: 'Place',
      priceType: 'sp',
      priceTaken: null,
      sp: { num: 1, den: 2 },
      status: 'Won',
      actualReturnPence: 1500,
    }),
    bet({ priceType: 'sp', priceTaken: null, sp: null }),
    bet({
      kind: 'multiple',
      multipleType: 'lucky-15',
      type: 'Each Way',
      course: null,
      priceTaken: null,
      totalStakePence: 3000,
      status: 'Won',
      actualReturnPence: 9000,
      bookmaker: 'William Hill',
    }),
    bet({ kind: 'manual', course: 'Ballinrobe', status: 'Lost' }),
    bet({ status: 'Void', actualReturnPence: 1000, bookmaker: 'Void Books' }),
    bet({ status: 'Open', actualReturnPence: null, bookmaker: 'Open Books' }),
  ];
  const breakdowns = betBreakdowns(bets);

  it('adds up to the totals in every dimension', () => {
    const totals = betTotals(bets);
    for (const dimension of BREAKDOWN_DIMENSIONS) {
      const rows = breakdowns[dimension];
      expect(
        rows.reduce((n, row) => n + row.bets, 0),
        dimension,
      ).toBe(totals.bets);
      expect(
        rows.reduce((n, row) => n + row.stakedPence, 0),
        dimension,
      ).toBe(totals.stakedPence);
      expect(
        rows.reduce((n, row) => n + row.profitLossPence, 0),
        dimension,
      ).toBe(totals.profitLossPence);
      expect(
        rows.reduce((n, row) => n + row.winners, 0),
        dimension,
      ).toBe(totals.winners);
    }
  });

  it('groups by bet type with multiples by their label', () => {
    expect(breakdowns.betType.map((row) => [row.label, row.bets])).toEqual([
      ['Win', 4],
      ['Place', 1],
      ['Each Way', 1],
      ['Lucky 15', 1],
    ]);
  });

  it('groups bookmakers whatever their case and spacing, with none as "Not recorded" last', () => {
    expect(breakdowns.bookmaker.map((row) => [row.label, row.bets, row.profitLossPence])).toEqual([
      ['Bet365', 2, 1500],
      ['William Hill', 1, 6000],
      ['Not recorded', 4, -2000],
    ]);
  });

  it('groups courses, odds bands and tipped or own', () => {
    expect(breakdowns.course.map((row) => row.label)).toEqual(['Ascot', 'Ballinrobe', 'York', 'Multiples']);
    expect(breakdowns.oddsBand.map((row) => [row.label, row.bets])).toEqual([
      ['Odds-on to 2/1', 1],
      ['9/4 to 5/1', 2],
      ['11/2 to 10/1', 1],
      ['Over 10/1', 1],
      ['Multiples', 1],
      ['No price recorded', 1],
    ]);
    expect(breakdowns.selection.map((row) => [row.label, row.bets])).toEqual([
      ['Tipped', 1],
      ['Your own selections', 6],
    ]);
  });
});
