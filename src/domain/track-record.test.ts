import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTrackRecord, profitSeries, type TSettledTip } from './track-record';

const terms = { places: 3, fractionNum: 1, fractionDen: 5 };
const tip = (over: Partial<TSettledTip>): TSettledTip => ({
  date: '2026-11-01',
  time: '14:00',
  betType: 'Win',
  oddsNum: 3,
  oddsDen: 1,
  spNum: null,
  spDen: null,
  result: 'Lost',
  deadHeat: null,
  rule4Pence: 0,
  terms,
  tipster: 'RacePro Team',
  category: 'NAP',
  ...over,
});

describe('computeTrackRecord', () => {
  it('computes level-stakes profit at advised odds and hides rates under 20 runs', () => {
    const record = computeTrackRecord('all', [
      tip({ result: 'Won' }),
      tip({ result: 'Lost' }),
      tip({ result: 'Lost' }),
    ]);
    expect(record).toMatchObject({ winners: 1, losers: 2, settled: 3, profitPoints: 1, stakedPoints: 3 });
    expect(record.strikeRate).toBeNull();
    expect(record.roi).toBeNull();
    expect(record.hasEnoughResults).toBe(false);
  });

  it('gives strike rate and ROI once 20 tips have run', () => {
    const tips = Array.from({ length: 20 }, (_, i) =>
      tip({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, result: i % 4 === 0 ? 'Won' : 'Lost' }),
    );
    const record = computeTrackRecord('all', tips);
    expect(record.strikeRate).toBe(25);
    // 5 winners at 3/1 = +15, 15 losers = -15.
    expect(record.profitPoints).toBe(0);
    expect(record.roi).toBe(0);
  });

  it('counts a non-runner as void, not as a run, and leaves forecasts out', () => {
    const record = computeTrackRecord('all', [
      tip({ result: 'NonRunner' }),
      tip({ betType: 'Forecast', result: 'Won' }),
      tip({ result: 'Won' }),
    ]);
    expect(record).toMatchObject({ settled: 2, void: 1, winners: 1, stakedPoints: 1, profitPoints: 3 });
  });

  it('settles each-way tips at the place terms: 1pt EW at 10/1 that places returns 3 points from 2', () => {
    const record = computeTrackRecord('all', [
      tip({ betType: 'Each Way', oddsNum: 10, oddsDen: 1, result: 'Placed' }),
    ]);
    // place part returns 1 + 10/5 = 3 points from 2 staked.
    expect(record.profitPoints).toBe(1);
    expect(record.stakedPoints).toBe(2);
  });

  it('counts a place tip that placed as a winner, and an each-way tip by what it returned', () => {
    const record = computeTrackRecord('all', [
      // Place at 5/1, 1/5 odds: returns 2 points from 1.
      tip({ betType: 'Place', oddsNum: 5, oddsDen: 1, result: 'Placed' }),
      // Each way at 10/1 placed: 3 points back from 2 staked: a winner, and placed.
      tip({ betType: 'Each Way', oddsNum: 10, oddsDen: 1, result: 'Placed' }),
      // Each way at 5/2 placed: 1.5 points back from 2: placed, but a loser.
      tip({ betType: 'Each Way', oddsNum: 5, oddsDen: 2, result: 'Placed' }),
      // Each way at 5/1 placed at 1/5: exactly 2 points back from 2: neither.
      tip({ betType: 'Each Way', oddsNum: 5, oddsDen: 1, result: 'Placed' }),
      tip({ result: 'Lost' }),
    ]);
    expect(record).toMatchObject({ ran: 5, winners: 2, level: 1, losers: 2, placed: 3, void: 0 });
  });

  it('names both rates: won the race (the horse won) and returned a profit (more back than staked), over tips that ran', () => {
    const withSp = { spNum: 2, spDen: 1 };
    const record = computeTrackRecord('all', [
      // Won the race and returned a profit: 5 wins at 3/1 (+15; at SP 2/1, +10).
      ...Array.from({ length: 5 }, () => tip({ result: 'Won', ...withSp })),
      // Each way at 4/1 that won: 5 + 1.8 back from 2 (+4.8). Won the race, returned a profit.
      tip({ betType: 'Each Way', oddsNum: 4, oddsDen: 1, result: 'Won' }),
      // Each way at 10/1 that placed: 3 back from 2 (+1 each). A profit, but the horse did not win the race.
      tip({ betType: 'Each Way', oddsNum: 10, oddsDen: 1, result: 'Placed' }),
      tip({ betType: 'Each Way', oddsNum: 10, oddsDen: 1, result: 'Placed' }),
      // Each way at 5/2 that placed: 1.5 back from 2 (-0.5). Neither.
      tip({ betType: 'Each Way', oddsNum: 5, oddsDen: 2, result: 'Placed' }),
      // Each way at 5/1 that placed: exactly 2 back from 2. Neither.
      tip({ betType: 'Each Way', oddsNum: 5, oddsDen: 1, result: 'Placed' }),
      // Place at 5/1 that placed: 2 back from 1 (+1). A profit, not a win.
      tip({ betType: 'Place', oddsNum: 5, oddsDen: 1, result: 'Placed' }),
      // Place at 4/1 whose horse won: 1.8 back from 1 (+0.8). Both.
      tip({ betType: 'Place', oddsNum: 4, oddsDen: 1, result: 'Won' }),
      // A dead heat for first at evens: 1 back from 1. Won the race (jointly), but no profit.
      tip({ oddsNum: 1, oddsDen: 1, result: 'Won', deadHeat: 2, deadHeatPosition: 1 }),
      // 13 losers at 3/1 (-13; their SP known).
      ...Array.from({ length: 13 }, () => tip({ result: 'Lost', ...withSp })),
      // Non-runners count in neither denominator.
      tip({ result: 'NonRunner', ...withSp }),
      tip({ betType: 'Each Way', result: 'NonRunner' }),
    ]);
    expect(record).toMatchObject({
      settled: 28,
      void: 2,
      ran: 26,
      // 5 wins + each-way winner + place tip whose horse won + the dead heat.
      wonRace: 8,
      // 5 wins + each-way winner + 2 each-way at 10/1 + 2 place tips.
      winners: 10,
      level: 2,
      losers: 14,
      placed: 4,
      hasEnoughResults: true,
    });
    expect(record.wonStrikeRate).toBe(30.8); // 8 of 26 is 30.77%
    expect(record.strikeRate).toBe(38.5); // 10 of 26 is 38.46%
    // 15 + 4.8 + 2 - 0.5 + 0 + 1 + 0.8 + 0 - 13
    expect(record.profitPoints).toBe(10.1);
    expect(record.stakedPoints).toBe(31);
    // SP known on the 5 winners (+10) and the 13 losers (-13), not on the non-runner.
    expect(record.profitPointsSp).toBe(-3);
    expect(record.spSample).toBe(18);
  });

  it('gives rates and ROI to one decimal place, the precision every screen shows, so none is rounded twice', () => {
    // 1 winner at 33/1 and 21 losers: +33 - 21 = +12 points from 22 staked.
    const record = computeTrackRecord('all', [
      tip({ oddsNum: 33, oddsDen: 1, result: 'Won' }),
      ...Array.from({ length: 21 }, () => tip({ result: 'Lost' })),
    ]);
    // 1 of 22 is 4.545...%: 4.5%, never 4.55% (which a screen would show as 4.6%).
    expect(record.wonStrikeRate).toBe(4.5);
    expect(record.strikeRate).toBe(4.5);
    // 12 / 22 is 54.545...%: 54.5%, never 54.55%.
    expect(record.roi).toBe(54.5);
  });

  it('rounds a rate or ROI that falls exactly on a half away from zero', () => {
    // 1 winner at 1/4 of 20: +0.25 - 19 = -18.75 from 20 staked, an ROI of exactly -93.75%: -93.8%, not -93.7%.
    const record = computeTrackRecord('all', [
      tip({ oddsNum: 1, oddsDen: 4, result: 'Won' }),
      ...Array.from({ length: 19 }, () => tip({ result: 'Lost' })),
    ]);
    expect(record.roi).toBe(-93.8);
    // 3 of 80 is exactly 3.75%: 3.8%.
    const rates = computeTrackRecord('all', [
      ...Array.from({ length: 3 }, () => tip({ result: 'Won' })),
      ...Array.from({ length: 77 }, () => tip({ result: 'Lost' })),
    ]);
    expect(rates.strikeRate).toBe(3.8);
    expect(rates.wonStrikeRate).toBe(3.8);
  });

  it('withholds both rates while fewer than 20 tips have run', () => {
    const record = computeTrackRecord(
      'all',
      Array.from({ length: 19 }, (_, i) => tip({ result: i < 5 ? 'Won' : 'Lost' })),
    );
    expect(record).toMatchObject({ ran: 19, wonRace: 5, winners: 5, wonStrikeRate: null, strikeRate: null });
  });

  it('a placed place tip ends a losing run (it won money); a placed each-way tip that lost money extends it', () => {
    const results: Array<Partial<TSettledTip>> = [
      { result: 'Lost' },
      { result: 'Lost' },
      { betType: 'Place', result: 'Placed' },
      { result: 'Lost' },
      { betType: 'Each Way', oddsNum: 5, oddsDen: 2, result: 'Placed' },
      { result: 'Lost' },
    ];
    const record = computeTrackRecord(
      'all',
      results.map((over, i) => tip({ ...over, date: `2026-11-0${i + 1}` })),
    );
    expect(record.longestLosingRun).toBe(3);
  });

  it('finds the longest losing run and the maximum drawdown in date order', () => {
    const results: Array<TSettledTip['result']> = ['Won', 'Lost', 'Lost', 'Placed', 'Won', 'Lost'];
    const tips = results.map((result, i) => tip({ date: `2026-11-0${i + 1}`, result }));
    const record = computeTrackRecord('all', tips.slice().reverse());
    expect(record.longestLosingRun).toBe(3);
    // +3, 2, 1, 0 (peak 3 -> trough 0) then +4 and 3.
    expect(record.maxDrawdownPoints).toBe(3);
  });

  it('reports profit at SP over the tips whose SP is known', () => {
    const record = computeTrackRecord('all', [
      tip({ result: 'Won', spNum: 5, spDen: 2 }),
      tip({ result: 'Lost' }),
    ]);
    expect(record.profitPointsSp).toBe(2.5);
    expect(record.spSample).toBe(1);
  });

  it('profit equals the last point of the cumulative series (property)', () => {
    const arbitraryTip = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      result: fc.constantFrom('Won', 'Placed', 'Lost', 'NonRunner' as const),
      betType: fc.constantFrom('Win', 'Place', 'Each Way' as const),
      oddsNum: fc.integer({ min: 1, max: 50 }),
      oddsDen: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTip, { minLength: 1, maxLength: 60 }), (raw) => {
        const tips = raw.map((r) => tip({ ...r, date: `2026-10-${String(r.day).padStart(2, '0')}` }));
        const record = computeTrackRecord('all', tips);
        const series = profitSeries(tips);
        expect(series.at(-1)?.profitPoints).toBeCloseTo(record.profitPoints, 1);
        expect(record.maxDrawdownPoints).toBeGreaterThanOrEqual(0);
        expect(record.winners + record.level + record.losers + record.void).toBe(record.settled);
        expect(record.ran).toBe(record.settled - record.void);
        expect(record.wonRace).toBeLessThanOrEqual(record.ran);
      }),
    );
  });
});
