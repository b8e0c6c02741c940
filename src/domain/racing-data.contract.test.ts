import { describe, expect, it } from 'vitest';
import { importProblems, ZRacecardsFile, ZResultsFile } from './racing-data.contract';

const runner = (over: Record<string, unknown> = {}) => ({
  horse_id: 'h1',
  horse: 'Brave Baron',
  number: 1,
  draw: 3,
  age: 5,
  lbs: 150,
  ofr: 120,
  jockey: 'Megan Doyle',
  trainer: 'Paul Whitaker',
  form: '1-23',
  headgear: 't',
  ...over,
});
const race = (over: Record<string, unknown> = {}) => ({
  race_id: 'r1',
  course: 'Ascot',
  date: '2026-12-05',
  off_time: '14:05',
  race_name: 'Harbour Homes Handicap Chase',
  type: 'Chase',
  race_class: 'Class 2',
  distance_f: 16.5,
  going: 'Good to Soft',
  handicap: true,
  runners: [runner(), runner({ horse_id: 'h2', horse: 'Quiet Tide', number: 2, draw: null, headgear: null })],
  ...over,
});

describe('the racecards import format', () => {
  it('reads a card into our units: yards, pounds, the grade as the class', () => {
    const file = ZRacecardsFile.parse({ racecards: [race({ pattern: 'Grade 1', distance_f: '16.5' })] });
    expect(file.racecards[0]).toMatchObject({
      raceId: 'r1',
      course: 'Ascot',
      offTime: '14:05',
      raceType: 'Chase',
      raceClass: 'Grade 1',
      distanceYards: 3630,
      going: 'Good to Soft',
      handicap: true,
    });
    expect(file.racecards[0]!.runners[0]).toEqual({
      horseId: 'h1',
      horse: 'Brave Baron',
      number: 1,
      draw: 3,
      age: 5,
      weightLb: 150,
      officialRating: 120,
      jockey: 'Megan Doyle',
      trainer: 'Paul Whitaker',
      form: '1-23',
      headgear: 't',
    });
  });

  it('names every bad row by where it is and what is wrong, and refuses unknown fields', () => {
    const result = ZRacecardsFile.safeParse({
      racecards: [
        race(),
        race({
          race_id: 'r1',
          off_time: '2:05pm',
          going: 'Sloppy',
          runners: [runner({ lbs: 300 }), runner({ number: 1, horse: 'brave baron' }), runner({ extra: 1 })],
        }),
      ],
    });
    expect(result.success).toBe(false);
    const problems = importProblems(result.error!);
    const paths = problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'racecards[1].off_time',
        'racecards[1].going',
        'racecards[1].runners[0].lbs',
        'racecards[1].runners[2]',
      ]),
    );
    expect(problems.find((p) => p.path === 'racecards[1].off_time')!.message).toMatch(/HH:MM/);
  });

  it('bounds the day and the off time, naming each problem once', () => {
    const result = ZRacecardsFile.safeParse({
      racecards: [race({ date: '2026-12-05'.repeat(1000), off_time: '14:05'.repeat(1000) })],
    });
    expect(importProblems(result.error!)).toEqual([
      { path: 'racecards[0].date', message: 'must be a day written YYYY-MM-DD' },
      { path: 'racecards[0].off_time', message: 'must be a 24-hour time written HH:MM, such as 14:05' },
    ]);
  });

  it.each([
    ['a date that does not exist', { date: '2026-02-30' }],
    ['no runners', { runners: [] }],
    [
      '41 runners',
      {
        runners: Array.from({ length: 41 }, (_, i) =>
          runner({ horse_id: `h${i}`, horse: `H${i}`, number: (i % 40) + 1 }),
        ),
      },
    ],
    ['a distance under 5f', { distance_f: 4 }],
    ['a long course name', { course: 'x'.repeat(61) }],
  ])('refuses %s', (_case, over) => {
    expect(ZRacecardsFile.safeParse({ racecards: [race(over)] }).success).toBe(false);
  });
});

describe('course names', () => {
  it.each([
    ['ascot', 'Ascot'],
    ['  Kempton (AW) ', 'Kempton'],
    ['Newmarket (July)', 'Newmarket'],
    ['Chelmsford (AW)', 'Chelmsford City'],
    ['Bangor', 'Bangor-on-Dee'],
    ['Laytown', 'Laytown'],
  ])('reads %j as %j, so a card and a tip name one race', (given, course) => {
    expect(ZRacecardsFile.parse({ racecards: [race({ course: given })] }).racecards[0]!.course).toBe(course);
  });
});

describe('the results import format', () => {
  it('reads positions, SPs, distances beaten and non-runners with Rule 4', () => {
    const file = ZResultsFile.parse({
      results: [
        {
          race_id: 'r1',
          runners: [
            { horse_id: 'h1', position: '1', sp: '5/2' },
            { horse_id: 'h2', position: '2', sp: 'Evens', btn: '1½' },
            { horse_id: 'h3', position: 'PU', sp: '20/1' },
          ],
          non_runners: [{ horse_id: 'h9', rule4_pence: 15 }],
        },
      ],
    });
    expect(file.results[0]).toEqual({
      raceId: 'r1',
      runners: [
        { horseId: 'h1', position: '1', sp: { text: '5/2', num: 5, den: 2 }, beaten: null },
        { horseId: 'h2', position: '2', sp: { text: 'Evens', num: 1, den: 1 }, beaten: '1½' },
        { horseId: 'h3', position: 'PU', sp: { text: '20/1', num: 20, den: 1 }, beaten: null },
      ],
      nonRunners: [{ horseId: 'h9', rule4Pence: 15 }],
    });
  });

  it.each([
    ['a position beyond 40', { horse_id: 'h1', position: '41' }],
    ['an unknown code', { horse_id: 'h1', position: 'XX' }],
    ['odds that are not odds', { horse_id: 'h1', position: '1', sp: '2.5' }],
  ])('refuses %s', (_case, row) => {
    expect(ZResultsFile.safeParse({ results: [{ race_id: 'r1', runners: [row] }] }).success).toBe(false);
  });

  it('refuses a horse listed as both a runner and a non-runner, and Rule 4 beyond 90p', () => {
    expect(
      ZResultsFile.safeParse({
        results: [
          { race_id: 'r1', runners: [{ horse_id: 'h1', position: '1' }], non_runners: [{ horse_id: 'h1' }] },
        ],
      }).success,
    ).toBe(false);
    expect(
      ZResultsFile.safeParse({
        results: [
          {
            race_id: 'r1',
            runners: [{ horse_id: 'h1', position: '1' }],
            non_runners: [{ horse_id: 'h2', rule4_pence: 95 }],
          },
        ],
      }).success,
    ).toBe(false);
  });
});
