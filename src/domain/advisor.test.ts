import { describe, expect, it } from 'vitest';
import { PERSONAL_ADVISOR_MIN_SETTLED_BETS as CONTENT_MIN } from '~/content/advisor';
import {
  ADVISOR_MIN_GROUP_SAMPLE,
  ADVISOR_ODDS_BANDS,
  advisorApplyStrategy,
  advisorBetCounts,
  oddsBandOf,
  PERSONAL_ADVISOR_MIN_SETTLED_BETS,
  personalStrategy,
  settledBetsNeeded,
  type TPersonalStrategy,
} from './advisor';
import { trackedBet as bet } from './bet.fixtures';
import type { TBet } from './bets.contract';
import { ADVISOR_STYLES } from './strategies';

/**
 * 20 settled bets, worked by hand:
 * - Ascot 6 bets, £60.00 staked, £100.50 back, +£40.50, 4 winners, ROI +67.5%.
 * - Kempton 6 bets, £60.00 staked, £17.50 back, -£42.50, 1 winner, ROI -70.8%.
 * - Newbury 5 bets, £51.00 staked, £39.00 back, -£12.00, 2 winners, ROI -23.5%.
 * - York 3 bets, £30.00 staked, £58.00 back, +£28.00 (too few to use).
 * Totals: £201.00 staked, £215.00 back, +£14.00, 9 winners (45.0%), ROI +7.0%.
 * Plus one void bet and two open bets, which count in no figure.
 */
const york3 = bet('Win', '100/30', 10, 0, 'York');
const history = (): TBet[] => [
  bet('Win', '2/1', 10, 30, 'Ascot'),
  bet('Win', '9/4', 10, 32.5, 'Ascot'),
  bet('Win', '5/1', 10, 0, 'Ascot'),
  bet('Each Way', '8/1', 10, 13, 'Ascot'),
  bet('Win', '11/4', 10, 0, 'Ascot'),
  bet('Win', '6/4', 10, 25, 'Ascot'),
  bet('Win', '12/1', 10, 0, 'Kempton'),
  bet('Win', '16/1', 10, 0, 'Kempton'),
  bet('Each Way', '14/1', 10, 0, 'Kempton'),
  bet('Win', '20/1', 10, 0, 'Kempton'),
  bet('Each Way', '10/1', 10, 17.5, 'Kempton'),
  bet('Win', '7/1', 10, 0, 'Kempton'),
  bet('Win', '3/1', 10, 40, 'York'),
  bet('Place', '4/1', 10, 18, 'York'),
  york3,
  bet('Win', '5/2', 10, 0, 'Newbury'),
  bet('Win', '3/1', 10, 0, 'Newbury'),
  bet('Win', '10/11', 11, 21, 'Newbury'),
  bet('Win', '4/5', 10, 18, 'Newbury'),
  bet('Each Way', '6/1', 10, 0, 'Newbury'),
  bet('Win', '9/1', 10, 10, 'Kempton', 'Void'),
  bet('Win', '3/1', 10, null, 'Ascot'),
  bet('Each Way', '12/1', 4, null, 'York'),
];

const strategyOf = (input: Partial<Parameters<typeof personalStrategy>[0]> = {}): TPersonalStrategy => {
  const result = personalStrategy({ bets: history(), style: 'standard', ...input });
  if (!result) throw new Error('expected a personal strategy');
  return result;
};

const allText = (s: TPersonalStrategy) =>
  [s.title, ...s.paragraphs, ...s.points, ...s.sections.map((section) => section.heading)].join('\n');

describe('the counting rules', () => {
  it('uses the same threshold as the canned texts', () => {
    expect(PERSONAL_ADVISOR_MIN_SETTLED_BETS).toBe(CONTENT_MIN);
    expect(PERSONAL_ADVISOR_MIN_SETTLED_BETS).toBe(20);
  });

  it('counts settled bets, leaving void and open ones out', () => {
    expect(advisorBetCounts(history())).toEqual({ settled: 20, void: 1, open: 2 });
    expect(settledBetsNeeded(history())).toBe(0);
    expect(settledBetsNeeded(history().slice(0, 12))).toBe(8);
  });

  it('treats a bet whose settlement says void as void whatever its status', () => {
    const odd: TBet = {
      ...bet('Win', '2/1', 10, 10, 'Ascot', 'Won'),
      settlement: {
        betType: 'Win',
        odds: [2, 1],
        totalStakePence: 1000,
        returnPence: 1000,
        isVoid: true,
        placeTerms: null,
        deadHeat: null,
        rule4Pence: 0,
        parts: [],
      },
    };
    expect(advisorBetCounts([odd])).toEqual({ settled: 0, void: 1, open: 0 });
  });
});

describe('the odds bands', () => {
  it.each([
    [1, 2, 'to-2-1'],
    [1, 1, 'to-2-1'],
    [2, 1, 'to-2-1'],
    [85, 40, '9-4-to-5-1'],
    [9, 4, '9-4-to-5-1'],
    [5, 1, '9-4-to-5-1'],
    [21, 4, '11-2-to-10-1'],
    [11, 2, '11-2-to-10-1'],
    [10, 1, '11-2-to-10-1'],
    [21, 2, 'over-10-1'],
    [1000, 1, 'over-10-1'],
  ])('puts %i/%i in %s', (num, den, key) => {
    expect(oddsBandOf({ num, den }).key).toBe(key);
  });

  it('are defined once, shortest first', () => {
    expect(ADVISOR_ODDS_BANDS.map((band) => band.label)).toEqual([
      'Odds-on to 2/1',
      '9/4 to 5/1',
      '11/2 to 10/1',
      'Over 10/1',
    ]);
  });
});

describe('personalStrategy', () => {
  it('is null with 19 settled bets, and personal with 20 (void bets do not make up the number)', () => {
    const nineteen = history().filter((b) => b !== york3);
    expect(advisorBetCounts(nineteen).settled).toBe(19);
    expect(personalStrategy({ bets: nineteen, style: 'standard' })).toBeNull();
    expect(
      personalStrategy({ bets: [...nineteen, bet('Win', '2/1', 5, 5, 'Ascot', 'Void')], style: 'standard' }),
    ).toBeNull();
    expect(personalStrategy({ bets: [...nineteen, york3], style: 'standard' })?.kind).toBe('personal');
    expect(personalStrategy({ bets: [], style: 'custom', customRequest: 'value' })).toBeNull();
  });

  it('works out the totals in exact pence from the bets’ own stakes and returns', () => {
    const s = strategyOf();
    expect(s.counts).toEqual({ settled: 20, void: 1, open: 2 });
    expect(s.totals).toEqual({
      bets: 20,
      winners: 9,
      stakedPence: 20_100,
      returnedPence: 21_500,
      profitPence: 1_400,
      strikeRate: '45.0%',
      roi: '+7.0%',
    });
    expect(s.paragraphs[0]).toBe(
      'Built from your 20 settled bets: 9 were winners, a strike rate of 45.0% (a winner returned more than it staked). You staked £201.00 and got back £215.00: +£14.00, an ROI of +7.0%. One void bet (a non-runner, whose stake came back) is left out of every figure. 2 open bets will count once settled.',
    );
  });

  it('groups by bet type, odds band and course, with sample sizes, in a fixed order', () => {
    const rows = strategyOf().groups.map((g) => [
      g.dimension,
      g.label,
      g.bets,
      g.winners,
      g.stakedPence,
      g.profitPence,
      g.strikeRate,
      g.roi,
      g.isReliable,
    ]);
    expect(rows).toEqual([
      ['betType', 'Win', 15, 6, 15_100, 1_550, '40.0%', '+10.3%', true],
      ['betType', 'Place', 1, 1, 1_000, 800, '100.0%', '+80.0%', false],
      ['betType', 'Each Way', 4, 2, 4_000, -950, '50.0%', '-23.8%', false],
      ['oddsBand', 'Odds-on to 2/1', 4, 4, 4_100, 5_300, '100.0%', '+129.3%', false],
      ['oddsBand', '9/4 to 5/1', 8, 3, 8_000, 1_050, '37.5%', '+13.1%', true],
      ['oddsBand', '11/2 to 10/1', 4, 2, 4_000, -950, '50.0%', '-23.8%', false],
      ['oddsBand', 'Over 10/1', 4, 0, 4_000, -4_000, '0.0%', '-100.0%', false],
      ['course', 'Ascot', 6, 4, 6_000, 4_050, '66.7%', '+67.5%', true],
      ['course', 'Kempton', 6, 1, 6_000, -4_250, '16.7%', '-70.8%', true],
      ['course', 'Newbury', 5, 2, 5_100, -1_200, '40.0%', '-23.5%', true],
      ['course', 'York', 3, 2, 3_000, 2_800, '66.7%', '+93.3%', false],
    ]);
  });

  it('picks "do more of" and "do less of" only from groups of at least 5 bets', () => {
    const s = strategyOf();
    expect(ADVISOR_MIN_GROUP_SAMPLE).toBe(5);
    expect(s.doMore.map((g) => g.label)).toEqual(['Ascot', '9/4 to 5/1', 'Win']);
    expect(s.doLess.map((g) => g.label)).toEqual(['Kempton', 'Newbury']);
    // York (+93.3%) and the odds-on band (+129.3%) are the best figures, but on 3 and 4 bets.
    expect(s.doMore.some((g) => g.label === 'York' || g.label === 'Odds-on to 2/1')).toBe(false);
    expect(s.sections[0]).toEqual({
      heading: 'Do more of',
      points: [
        'Bets at Ascot: 6 bets, 4 winners (66.7%), +£40.50 on £60.00 staked, ROI +67.5%.',
        'Bets at 9/4 to 5/1: 8 bets, 3 winners (37.5%), +£10.50 on £80.00 staked, ROI +13.1%.',
        'Win bets: 15 bets, 6 winners (40.0%), +£15.50 on £151.00 staked, ROI +10.3%.',
      ],
    });
    expect(s.sections[1]).toEqual({
      heading: 'Do less of',
      points: [
        'Bets at Kempton: 6 bets, 1 winner (16.7%), -£42.50 on £60.00 staked, ROI -70.8%.',
        'Bets at Newbury: 5 bets, 2 winners (40.0%), -£12.00 on £51.00 staked, ROI -23.5%.',
      ],
    });
    expect(s.paragraphs[1]).toContain(
      'at least 5 settled bets; the 6 smaller groups in the table are mostly noise',
    );
    expect(s.paragraphs[1]).toContain('race type is not recorded on tracked bets');
  });

  it('says so when no big enough group is in profit', () => {
    // 20 bets at 20 courses (none big enough to use), none returning more than its stake.
    const spread = Array.from({ length: 20 }, (_, i) =>
      bet(
        i % 3 === 0 ? 'Win' : i % 3 === 1 ? 'Place' : 'Each Way',
        `${i + 1}/1`,
        10,
        i % 2 ? 0 : 10,
        `Course ${i}`,
      ),
    );
    const s = personalStrategy({ bets: spread, style: 'standard' })!;
    expect(s.groups.filter((g) => g.dimension === 'course').every((g) => !g.isReliable)).toBe(true);
    expect(s.doMore).toEqual([]);
    expect(s.sections[0]?.points).toEqual([
      'None of your groups with 5 or more bets is in profit yet: keep stakes at the bottom of the range and bet only where you have a clear reason.',
    ]);
  });

  describe('the staking plan', () => {
    it.each([
      ['standard', 2, 3, 1_000, 1_500, 3],
      ['conservative', 1, 2, 500, 1_000, 5],
      ['aggressive', 2, 5, 1_000, 2_500, 2],
      ['trends', 1, 2, 500, 1_000, 5],
    ] as const)(
      '%s: %i-%i%% a bet, in pounds on a £500 bankroll',
      (style, min, max, minPence, maxPence, perDay) => {
        const s = strategyOf({ style, bankrollPounds: 500 });
        expect(s.staking).toEqual({
          minPercent: min,
          maxPercent: max,
          minStakePence: minPence,
          maxStakePence: maxPence,
          maxBetPence: 5_000,
          dailyLimitPence: 5_000,
          stopLossPence: 2_500,
          betsAtMaxStake: perDay,
        });
        const plan = s.sections.find((section) => section.heading === 'Staking plan')!.points;
        expect(plan[0]).toContain(`Stake ${min}-${max}% of your bankroll a bet (£`);
        expect(plan.join(' ')).toContain('never more than 10% of your bankroll in one day (£50.00)');
        expect(plan.join(' ')).toContain('Never more than 10% of your bankroll on one bet (£50.00)');
        expect(plan.join(' ')).toContain('5% down (£25.00), half the daily limit');
      },
    );

    it('says how many top stakes the daily limit allows when that is the tighter rule', () => {
      const plan = (style: 'aggressive' | 'standard' | 'conservative') =>
        strategyOf({ style, bankrollPounds: 500 }).sections[2]?.points[2];
      expect(plan('aggressive')).toBe(
        'Up to four or five selections a day at the lower stake, and never more than 10% of your bankroll in one day (£50.00): at 5% a bet, that is 2 bets at most.',
      );
      expect(plan('standard')).toContain('at 3% a bet, that is 3 bets at most');
      expect(plan('conservative')).toBe(
        'One or two selections a day, and never more than 10% of your bankroll in one day (£50.00).',
      );
    });

    it('never goes over 10% a bet or a day in any style', () => {
      for (const style of ADVISOR_STYLES) {
        const { staking } = strategyOf({ style, customRequest: 'value', bankrollPounds: 1000 });
        expect(staking.maxPercent).toBeLessThanOrEqual(10);
        expect(staking.maxPercent * staking.betsAtMaxStake).toBeLessThanOrEqual(10);
        expect(staking.maxStakePence!).toBeLessThanOrEqual(staking.maxBetPence!);
      }
    });

    it('rounds stakes down to the penny', () => {
      const s = strategyOf({ bankrollPounds: 1234.56 });
      expect(s.staking.minStakePence).toBe(2_469);
      expect(s.staking.maxStakePence).toBe(3_703);
      expect(s.sections[2]?.points[0]).toBe(
        'Stake 2-3% of your bankroll a bet (£24.69 to £37.03): the top of the range only on bets that fit your "do more of" list, the bottom on the rest.',
      );
    });

    it('gives percentages only when the bankroll is not known', () => {
      const s = strategyOf();
      expect(s.staking.minStakePence).toBeNull();
      expect(s.sections[2]?.points[0]).toBe(
        'Stake 2-3% of your bankroll a bet: the top of the range only on bets that fit your "do more of" list, the bottom on the rest.',
      );
      expect(s.sections[2]?.points.at(-1)).toContain('No bankroll was available here');
      expect(strategyOf({ bankrollPounds: 0 }).staking.maxBetPence).toBeNull();
    });

    it('uses 1-2% for a custom request for low risk, 2-3% otherwise', () => {
      expect(strategyOf({ style: 'custom', customRequest: 'Low-risk please' }).staking.maxPercent).toBe(2);
      expect(strategyOf({ style: 'custom', customRequest: 'value bets' }).staking.maxPercent).toBe(3);
    });
  });

  describe('the styles', () => {
    it('gives each style its own title and wording over the same figures', () => {
      const titles = ADVISOR_STYLES.map((style) => strategyOf({ style, customRequest: 'x' }).title);
      expect(new Set(titles).size).toBe(ADVISOR_STYLES.length);
      expect(strategyOf({ style: 'conservative' }).sections.map((s) => s.heading)).toEqual([
        'Keep to',
        'Stop or cut back on',
        'Staking plan',
      ]);
      expect(strategyOf({ style: 'trends' }).sections[0]?.heading).toBe('Your positive trends');
      expect(strategyOf({ style: 'aggressive' }).paragraphs[2]).toContain('never stakes above the limits');
      expect(strategyOf({ style: 'aggressive' }).doMore).toEqual(
        strategyOf({ style: 'conservative' }).doMore,
      );
    });

    it('answers a custom request on its words, from the record', () => {
      const s = strategyOf({
        style: 'custom',
        customRequest: 'Each-way value for the long term, and profit',
      });
      expect(s.title).toBe(
        'Your custom strategy, from your own betting record: value, long term, each-way and profit',
      );
      expect(s.paragraphs).toContain('You asked for: "Each-way value for the long term, and profit".');
      expect(s.paragraphs.join('\n')).toContain(
        'Each way: your each-way bets so far: 4 bets, 2 winners (50.0%), -£9.50 on £40.00 staked, ROI -23.8%. That is fewer than 5 bets, too few to judge.',
      );
      expect(s.paragraphs.join('\n')).toContain('Your ROI of +7.0% across 20 bets is the measure to watch');
      expect(s.paragraphs.join('\n')).toContain('probability x the decimal odds is above 1.2');
      expect(s.paragraphs.join('\n')).toContain('20 settled bets is a start, not a verdict');
      const plain = strategyOf({ style: 'custom', customRequest: 'something' });
      expect(plain.title).toBe('Your custom strategy, from your own betting record');
    });
  });

  describe("today's races", () => {
    const races = [
      { racecourse: 'Ascot', time: '15:05', raceType: 'Flat' },
      { racecourse: 'ascot ', time: '14:30' },
      { racecourse: 'Kempton', time: '19:00', raceType: null },
      { racecourse: 'York', time: '13:50' },
      { racecourse: 'Ascot', time: '15:05', raceType: 'Flat' },
    ];

    it('names the races at a "do more of" course, and warns of a "do less of" one', () => {
      const s = strategyOf({ todaysRaces: races });
      expect(s.todaysMatches.map((r) => `${r.time} ${r.racecourse.trim()}`)).toEqual([
        '14:30 ascot',
        '15:05 Ascot',
      ]);
      expect(s.sections.at(-1)).toEqual({
        heading: "Today's races",
        points: [
          '14:30 at ascot: Ascot is in your "do more of" list (6 bets, ROI +67.5%). Check the form and the price before you bet.',
          '15:05 at Ascot (Flat): Ascot is in your "do more of" list (6 bets, ROI +67.5%). Check the form and the price before you bet.',
          '19:00 at Kempton: your record at Kempton is weaker (6 bets, ROI -70.8%); pass, or stake the minimum.',
        ],
      });
    });

    it('says when none fits, and leaves the section out when no races were given', () => {
      const none = strategyOf({ todaysRaces: [{ racecourse: 'York', time: '13:50' }] });
      expect(none.todaysMatches).toEqual([]);
      expect(none.sections.at(-1)?.points[0]).toContain('there is no need to force a bet');
      expect(strategyOf({ todaysRaces: [] }).sections.at(-1)?.points).toEqual([
        "There are no races on today's tips list yet.",
      ]);
      expect(strategyOf().sections.some((s) => s.heading === "Today's races")).toBe(false);
    });
  });

  it('is deterministic: the same bets in any order give the same strategy', () => {
    const a = strategyOf({ style: 'custom', customRequest: 'value', bankrollPounds: 750 });
    const b = personalStrategy({
      bets: [...history()].reverse(),
      style: 'custom',
      customRequest: 'value',
      bankrollPounds: 750,
    });
    expect(b).toEqual(a);
    expect(strategyOf({ style: 'aggressive' })).toEqual(strategyOf({ style: 'aggressive' }));
  });

  it('never promises a profit, in any style', () => {
    for (const style of ADVISOR_STYLES) {
      for (const request of ['', 'value low risk long term each-way profit']) {
        const text = allText(
          strategyOf({ style, customRequest: request, bankrollPounds: 500, todaysRaces: [] }),
        );
        expect(text).not.toMatch(/guarantee|will win|profit is certain|sure thing|risk-free|can't lose/i);
        expect(text).toContain('Results vary');
      }
    }
  });

  it('lists every point under its heading, in order', () => {
    const s = strategyOf({ todaysRaces: [] });
    expect(s.points).toEqual(s.sections.flatMap((section) => section.points));
  });
});

describe('advisorApplyStrategy', () => {
  it.each([
    ['standard', '', 'valueodds'],
    ['conservative', '', 'eachway'],
    ['aggressive', '', 'valueodds'],
    ['trends', '', 'formcycle'],
    ['custom', 'each way please', 'eachway'],
    ['custom', 'LOW RISK', 'eachway'],
    ['custom', 'value and low-risk', 'eachway'],
    ['custom', 'value', 'valueodds'],
    ['custom', 'profit', 'valueodds'],
    ['custom', 'long term', 'valueodds'],
    ['custom', 'anything else', 'valueodds'],
  ] as const)('%s "%s" -> %s', (style, request, id) => {
    expect(advisorApplyStrategy(style, request)).toBe(id);
  });
});
