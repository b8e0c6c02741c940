import { describe, expect, it } from 'vitest';
import { applyStrategy, openSelections } from './strategy-rules';
import type { TTip } from './tip.contract';
import { fullTip } from './tip.fixtures';

const NOW = new Date('2026-11-23T10:00:00Z');
/** A tip for the 14:30 at Ascot on the test day, 5/2, in a 13-runner Grade 1 chase. */
const RACE: TTip['race'] = {
  name: null,
  type: 'Chase',
  raceClass: 'Grade 1',
  distanceYards: 5280,
  going: 'Good',
  runners: 13,
};
const later = '2026-11-23T14:30:00Z';
const tip = (over: Partial<TTip>): TTip =>
  fullTip({ startsAt: later, date: '2026-11-23', ...over, race: { ...RACE, ...over.race } });

describe('open selections', () => {
  it('leaves out resulted tips and races already off', () => {
    const open = tip({ id: 1 });
    const resulted = tip({ id: 2, result: 'Won' });
    const off = tip({ id: 3, startsAt: '2026-11-23T09:59:00Z' });
    expect(openSelections([open, resulted, off], NOW).map((t) => t.id)).toEqual([1]);
  });
});

describe('each way: 5/1 or longer in fields of 8 or more', () => {
  it('matches on both edges and explains the terms', () => {
    const fiveOne = tip({ id: 1, odds: '5/1', oddsNum: 5, oddsDen: 1, race: { runners: 8 } as TTip['race'] });
    const nineTwo = tip({
      id: 2,
      odds: '9/2',
      oddsNum: 9,
      oddsDen: 2,
      race: { runners: 12 } as TTip['race'],
    });
    const seven = tip({ id: 3, odds: '12/1', oddsNum: 12, oddsDen: 1, race: { runners: 7 } as TTip['race'] });
    const run = applyStrategy('eachway', [fiveOne, nineTwo, seven], { now: NOW });
    expect(run.checked).toBe(3);
    expect(run.matches.map((m) => [m.tip.id, m.betType, m.stake])).toEqual([[1, 'Each Way', 5]]);
    expect(run.matches[0]!.reason).toBe(
      '5/1 in a 8-runner field: 3 places at 1/5 the odds, so a place alone pays at least your each-way stake back.',
    );
    expect(run.emptyReason).toBeNull();
  });

  it('says why nothing matched', () => {
    const run = applyStrategy('eachway', [tip({ odds: '2/1', oddsNum: 2, oddsDen: 1 })], { now: NOW });
    expect(run.matches).toEqual([]);
    expect(run.emptyReason).toMatch(/5\/1 or longer in a field of 8 or more/);
  });
});

describe('value odds: tipster strike rate x decimal odds above 1.2', () => {
  const tipsters = [
    { name: 'RacePro Team', settled: 120, strikeRate: 0.25 },
    { name: 'New Tipster', settled: 5, strikeRate: 0.6 },
  ];
  it('matches a price that clears 1.2 and not one that only reaches it', () => {
    // 25% x 5.50 (9/2) = 1.375 > 1.2; 25% x 4.80 (19/5) = 1.2, not above.
    const clears = tip({ id: 1, odds: '9/2', oddsNum: 9, oddsDen: 2 });
    const equal = tip({ id: 2, odds: '19/5', oddsNum: 19, oddsDen: 5 });
    const run = applyStrategy('valueodds', [clears, equal], { now: NOW, tipsters });
    expect(run.matches.map((m) => m.tip.id)).toEqual([1]);
    expect(run.matches[0]!.reason).toBe(
      'RacePro Team has won 25.0% of 120 tips that ran; at 9/2 (5.50) that is a value ratio of 1.38, above 1.2.',
    );
  });

  it('does not judge value on a tipster with too few settled tips', () => {
    const run = applyStrategy('valueodds', [tip({ tipster: 'New Tipster', odds: '10/1', oddsNum: 10 })], {
      now: NOW,
      tipsters,
    });
    expect(run.matches).toEqual([]);
    expect(run.emptyReason).toMatch(/fewer than 20 tips that ran/);
  });
});

describe('dutching: two or three selections in one race', () => {
  it('splits £10 so each returns about the same (against a hand calculation)', () => {
    // 2/1 and 3/1: implied 1/3 and 1/4, total 7/12; stakes £10 x 4/7 = £5.71 and £10 x 3/7 = £4.29.
    const a = tip({ id: 1, odds: '2/1', oddsNum: 2, oddsDen: 1 });
    const b = tip({ id: 2, odds: '3/1', oddsNum: 3, oddsDen: 1, horse: 'Second' });
    const other = tip({ id: 3, time: '15:05' });
    const run = applyStrategy('dutching', [a, b, other], { now: NOW });
    expect(run.matches.map((m) => [m.tip.id, m.stake])).toEqual([
      [1, 5.71],
      [2, 4.29],
    ]);
    expect(run.matches[0]!.reason).toBe(
      'One of 2 selections in the 14:30 at Ascot: £5.71 at 2/1 returns £17.13.',
    );
    expect(run.notes[0]).toMatch(/a profit of at least £7.13/);
    expect(new Set(run.matches.map((m) => m.group)).size).toBe(1);
  });

  it('says so when no race has two selections', () => {
    const run = applyStrategy('dutching', [tip({ id: 1 }), tip({ id: 2, time: '15:05' })], { now: NOW });
    expect(run.emptyReason).toBe('No race today has two or three of the selections you can see.');
  });
});

describe('form, trend, rating, pace and class rules', () => {
  const runner = fullTip().runner;
  it('form cycle: a top-three last run better than the one before', () => {
    const improving = tip({ id: 1, runner: { ...runner, form: '5-632' } });
    const flat = tip({ id: 2, runner: { ...runner, form: '223' } });
    const none = tip({ id: 3, runner: { ...runner, form: null } });
    expect(
      applyStrategy('formcycle', [improving, flat, none], { now: NOW }).matches.map((m) => m.tip.id),
    ).toEqual([1]);
  });

  it('trend: first four in each of the last three runs', () => {
    const steady = tip({ id: 1, runner: { ...runner, form: '0-342' } });
    const broken = tip({ id: 2, runner: { ...runner, form: '34F2' } });
    expect(
      applyStrategy('trendanalysis', [steady, broken], { now: NOW }).matches.map((m) => m.tip.id),
    ).toEqual([1]);
  });

  it('pace: Flat sprints with a draw only', () => {
    const sprint = tip({
      id: 1,
      race: { type: 'Flat', distanceYards: 1320, runners: 14 } as TTip['race'],
      runner: { ...runner, draw: 3 },
    });
    const chase = tip({
      id: 2,
      race: { type: 'Chase', distanceYards: 4400 } as TTip['race'],
      runner: { ...runner, draw: 3 },
    });
    const run = applyStrategy('paceanalysis', [sprint, chase], { now: NOW });
    expect(run.matches.map((m) => m.tip.id)).toEqual([1]);
    expect(run.matches[0]!.reason).toMatch(/^A 6f Flat sprint drawn 3 of 14/);
  });

  it('class: Class 1-3 and pattern races', () => {
    const good = tip({ id: 1, race: { raceClass: 'Class 2' } as TTip['race'] });
    const low = tip({ id: 2, race: { raceClass: 'Class 5' } as TTip['race'] });
    expect(applyStrategy('class', [good, low], { now: NOW }).matches.map((m) => m.tip.id)).toEqual([1]);
  });

  it('rating: an Official Rating and a class on the card', () => {
    const rated = tip({
      id: 1,
      race: { raceClass: 'Class 4' } as TTip['race'],
      runner: { ...runner, weightLb: 130 },
    });
    const unrated = tip({ id: 2, runner: { ...runner, officialRating: null } });
    const run = applyStrategy('rating', [rated, unrated], { now: NOW });
    expect(run.matches.map((m) => m.tip.id)).toEqual([1]);
    expect(run.matches[0]!.reason).toMatch(/carrying 9st 4lb/);
  });
});

describe('an empty day', () => {
  it('explains that no tips are published yet, or that every race is off', () => {
    expect(applyStrategy('eachway', [], { now: NOW }).emptyReason).toMatch(
      /no selections you can see today yet/,
    );
    expect(
      applyStrategy('eachway', [tip({ startsAt: '2026-11-23T09:00:00Z' })], { now: NOW }).emptyReason,
    ).toBe('Every selection you can see today has run or is off.');
  });
});
