/**
 * The AI Strategy Advisor's personal strategy (issue: AI Recommendations beyond spec 2's canned text). For a Lifetime
 * member with enough settled bets, the strategy is worked out from their own tracked bets: strike rate, profit and
 * ROI by bet type, odds band and course, what to do more and less of, and a staking plan inside the bankroll
 * guidance (spec 1 section 9). Pure and deterministic: the same bets, style and request always give the same text,
 * and nothing here calls any service. Nothing here promises a profit.
 *
 * How bets count:
 * - Open bets are ignored (counted in `counts.open` only).
 * - Void bets (non-runners: the stake came back) carry no information about the bettor's judgement, so they are
 *   counted in `counts.void` and left out of every figure, of every group and of the settled-bet threshold.
 * - Every other settled bet (Won, Placed, Lost) counts. Money comes from the bet's own `totalStake` and
 *   `actualReturn` fields, in whole pence; prices are never used to recompute a return.
 * - A winner is a bet that returned more than its total stake (DESIGN.md section 4, as in the bet summary), so an
 *   each-way bet whose place part paid less than the outlay is not a winner.
 *
 * Race type is not grouped: a tracked bet (TBet) does not carry its race's type, only the course (`entry.track`).
 */

import { BANKROLL_WARNING_FRACTION, type TBet } from './bets.contract';
import { formatPercent } from './calculators/amount';
import { EACH_WAY_RULE_TEXT } from './each-way-rule';
import { compare, fraction, type TFraction } from './fraction';
import { formatPence, formatSignedPence, poundsToPence, type TPence } from './money';
import { parseFractionalOdds } from './odds';
import { BET_TYPES, type TBetType } from './settlement';
// NOTE: the threshold and the custom-request keyword matching live in ./strategies, shared with the canned texts
// (src/content/advisor), so the screen's note, the canned answers and this strategy cannot disagree on them.
import {
  advisorKeywords,
  PERSONAL_ADVISOR_MIN_SETTLED_BETS,
  requestGist,
  type TAdvisorKeyword,
  type TAdvisorStyle,
  type TAdvisorText,
  type TStrategyId,
  VALUE_RATIO_THRESHOLD,
} from './strategies';

export { PERSONAL_ADVISOR_MIN_SETTLED_BETS };

/** The most settled bets the strategy reads: the member's newest 1,000. */
export const PERSONAL_ADVISOR_MAX_BETS = 1000;

/** A group needs this many settled bets before the advice uses it; smaller groups are listed but are noise. */
export const ADVISOR_MIN_GROUP_SAMPLE = 5;
/** At most this many groups in each of "do more of" and "do less of". */
export const ADVISOR_MAX_PICKS = 3;

/**
 * The odds bands, shortest first. A price belongs to the first band whose `upTo` it does not exceed (exact fraction
 * comparison), so an in-between price such as 85/40 falls in "9/4 to 5/1" and 21/4 in "11/2 to 10/1".
 */
export const ADVISOR_ODDS_BANDS = [
  { key: 'to-2-1', label: 'Odds-on to 2/1', upTo: { num: 2, den: 1 } },
  { key: '9-4-to-5-1', label: '9/4 to 5/1', upTo: { num: 5, den: 1 } },
  { key: '11-2-to-10-1', label: '11/2 to 10/1', upTo: { num: 10, den: 1 } },
  { key: 'over-10-1', label: 'Over 10/1', upTo: null },
] as const satisfies ReadonlyArray<{ key: string; label: string; upTo: { num: number; den: number } | null }>;
export type TOddsBandKey = (typeof ADVISOR_ODDS_BANDS)[number]['key'];

/** The per-bet and per-day ceiling in whole percent (spec 1 section 9: 10%), and the day's stop-loss (half of it). */
export const ADVISOR_MAX_PERCENT = Math.round(BANKROLL_WARNING_FRACTION * 100);
export const ADVISOR_STOP_LOSS_PERCENT = ADVISOR_MAX_PERCENT / 2;

export type TAdvisorBet = Pick<
  TBet,
  'status' | 'type' | 'odds' | 'totalStake' | 'actualReturn' | 'settlement'
> & {
  /** Null for a multiple (its legs may be at several courses). */
  entry: { track: string } | null;
};

/** One of today's races, as the screen knows it (a tip's racecourse and time; the race type when the card has it). */
export type TAdvisorRace = { racecourse: string; time: string; raceType?: string | null };

export const ADVISOR_DIMENSIONS = ['betType', 'oddsBand', 'course'] as const;
export type TAdvisorDimension = (typeof ADVISOR_DIMENSIONS)[number];
export const ADVISOR_DIMENSION_LABELS: Record<TAdvisorDimension, string> = {
  betType: 'Bet type',
  oddsBand: 'Odds band',
  course: 'Course',
};

/** A row of the groups table: every figure exact, with its display text. */
export type TAdvisorGroup = {
  dimension: TAdvisorDimension;
  key: string;
  label: string;
  /** Settled bets in the group (void left out): the sample size. */
  bets: number;
  winners: number;
  stakedPence: TPence;
  returnedPence: TPence;
  profitPence: TPence;
  /** "37.5%" */
  strikeRate: string;
  /** "+12.5%" or "-20.0%" */
  roi: string;
  /** True when the group has at least ADVISOR_MIN_GROUP_SAMPLE bets and the advice may use it. */
  isReliable: boolean;
};

export type TAdvisorTotals = Omit<TAdvisorGroup, 'dimension' | 'key' | 'label' | 'isReliable'>;

export type TAdvisorCounts = { settled: number; void: number; open: number };

export type TStakingPlan = {
  minPercent: number;
  maxPercent: number;
  /** Whole pence when the bankroll is known, else null. */
  minStakePence: TPence | null;
  maxStakePence: TPence | null;
  maxBetPence: TPence | null;
  dailyLimitPence: TPence | null;
  stopLossPence: TPence | null;
  /** Bets a day at the top stake before the daily limit is reached. */
  betsAtMaxStake: number;
};

export type TAdvisorSection = { heading: string; points: readonly string[] };

export type TPersonalStrategy = TAdvisorText & {
  kind: 'personal';
  style: TAdvisorStyle;
  counts: TAdvisorCounts;
  totals: TAdvisorTotals;
  /** The table: bet types, then odds bands, then courses (A-Z); small groups included, marked not reliable. */
  groups: readonly TAdvisorGroup[];
  doMore: readonly TAdvisorGroup[];
  doLess: readonly TAdvisorGroup[];
  staking: TStakingPlan;
  /** Today's races at a course in "do more of" (time order); empty when none, or when no races were given. */
  todaysMatches: readonly TAdvisorRace[];
  /** The points under headings (`points` is the same points in order, for a plain rendering). */
  sections: readonly TAdvisorSection[];
};

export type TPersonalStrategyInput = {
  bets: readonly TAdvisorBet[];
  style: TAdvisorStyle;
  customRequest?: string;
  todaysRaces?: readonly TAdvisorRace[];
  bankrollPounds?: number | null;
};

const isVoid = (bet: TAdvisorBet): boolean => bet.status === 'Void' || bet.settlement?.isVoid === true;

/** The return of a settled bet in pence, from its own fields; null when the bet does not say (left out). */
const returnPenceOf = (bet: TAdvisorBet): TPence | null => {
  if (bet.actualReturn !== null) return poundsToPence(bet.actualReturn);
  if (bet.settlement) return bet.settlement.returnPence;
  return bet.status === 'Lost' ? 0 : null;
};

type TCounted = { bet: TAdvisorBet; stakedPence: TPence; returnedPence: TPence };

const classify = (bets: readonly TAdvisorBet[]): { counts: TAdvisorCounts; counted: TCounted[] } => {
  const counts: TAdvisorCounts = { settled: 0, void: 0, open: 0 };
  const counted: TCounted[] = [];
  for (const bet of bets) {
    if (bet.status === 'Open') counts.open += 1;
    else if (isVoid(bet)) counts.void += 1;
    else {
      const returnedPence = returnPenceOf(bet);
      if (returnedPence === null) continue;
      counts.settled += 1;
      counted.push({ bet, stakedPence: poundsToPence(bet.totalStake), returnedPence });
    }
  }
  return { counts, counted };
};

/** How many bets count towards the personal strategy (settled, not void), how many are void and how many open. */
export const advisorBetCounts = (bets: readonly TAdvisorBet[]): TAdvisorCounts => classify(bets).counts;

/** Settled bets still needed before the strategy becomes personal (0 once there are enough). */
export const settledBetsNeeded = (bets: readonly TAdvisorBet[]): number =>
  Math.max(0, PERSONAL_ADVISOR_MIN_SETTLED_BETS - advisorBetCounts(bets).settled);

/** The odds band of a price (the last band has no upper edge, so every price has one). */
export const oddsBandOf = (odds: { num: number; den: number }): (typeof ADVISOR_ODDS_BANDS)[number] => {
  const price = fraction(odds.num, odds.den);
  return ADVISOR_ODDS_BANDS.find(
    (band) => band.upTo === null || compare(price, fraction(band.upTo.num, band.upTo.den)) <= 0,
  )!;
};

const priceOf = (bet: TAdvisorBet): { num: number; den: number } | null => {
  if (bet.settlement) return { num: bet.settlement.odds[0], den: bet.settlement.odds[1] };
  return parseFractionalOdds(bet.odds);
};

const signedPercent = (ratio: TFraction): string => {
  const text = formatPercent(ratio.num < 0n ? fraction(-ratio.num, ratio.den) : ratio, 1);
  // A loss that rounds to 0.0% still reads as a loss.
  return ratio.num < 0n ? `-${text}` : ratio.num > 0n ? `+${text}` : text;
};

type TAcc = { bets: number; winners: number; stakedPence: number; returnedPence: number };

const figures = (acc: TAcc): TAdvisorTotals => {
  const profitPence = acc.returnedPence - acc.stakedPence;
  return {
    bets: acc.bets,
    winners: acc.winners,
    stakedPence: acc.stakedPence,
    returnedPence: acc.returnedPence,
    profitPence,
    strikeRate: acc.bets > 0 ? formatPercent(fraction(acc.winners, acc.bets), 1) : '-',
    roi: acc.stakedPence > 0 ? signedPercent(fraction(profitPence, acc.stakedPence)) : '-',
  };
};

const roiOf = (group: Pick<TAdvisorGroup, 'profitPence' | 'stakedPence'>): TFraction =>
  group.stakedPence > 0 ? fraction(group.profitPence, group.stakedPence) : fraction(0);

const textCompare = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

const buildGroups = (counted: readonly TCounted[]): TAdvisorGroup[] => {
  const maps: Record<TAdvisorDimension, Map<string, { label: string; acc: TAcc }>> = {
    betType: new Map(),
    oddsBand: new Map(),
    course: new Map(),
  };
  const add = (dimension: TAdvisorDimension, key: string, label: string, item: TCounted) => {
    const map = maps[dimension];
    const entry = map.get(key) ?? { label, acc: { bets: 0, winners: 0, stakedPence: 0, returnedPence: 0 } };
    entry.acc.bets += 1;
    entry.acc.winners += item.returnedPence > item.stakedPence ? 1 : 0;
    entry.acc.stakedPence += item.stakedPence;
    entry.acc.returnedPence += item.returnedPence;
    map.set(key, entry);
  };
  for (const item of counted) {
    add('betType', item.bet.type, item.bet.type, item);
    const price = priceOf(item.bet);
    if (price) {
      const band = oddsBandOf(price);
      add('oddsBand', band.key, band.label, item);
    }
    const course = item.bet.entry?.track.trim() ?? '';
    if (course) add('course', course.toLowerCase(), course, item);
  }
  const order: Record<TAdvisorDimension, (a: string, b: string) => number> = {
    betType: (a, b) => BET_TYPES.indexOf(a as TBetType) - BET_TYPES.indexOf(b as TBetType),
    oddsBand: (a, b) =>
      ADVISOR_ODDS_BANDS.findIndex((band) => band.key === a) -
      ADVISOR_ODDS_BANDS.findIndex((band) => band.key === b),
    course: textCompare,
  };
  return ADVISOR_DIMENSIONS.flatMap((dimension) =>
    [...maps[dimension].entries()]
      .sort(([a], [b]) => order[dimension](a, b))
      .map(([key, { label, acc }]) => ({
        dimension,
        key,
        label,
        ...figures(acc),
        isReliable: acc.bets >= ADVISOR_MIN_GROUP_SAMPLE,
      })),
  );
};

/** Best ROI first (exact), then the bigger sample, then table order: the same bets always give the same picks. */
const rank = (groups: readonly TAdvisorGroup[], direction: 1 | -1): TAdvisorGroup[] =>
  groups
    .map((group, index) => ({ group, index }))
    .sort(
      (a, b) =>
        direction * compare(roiOf(b.group), roiOf(a.group)) ||
        b.group.bets - a.group.bets ||
        a.index - b.index,
    )
    .map(({ group }) => group)
    .slice(0, ADVISOR_MAX_PICKS);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Each Way bets", "bets at 9/4 to 5/1", "bets at Ascot". */
export const describeGroup = (group: Pick<TAdvisorGroup, 'dimension' | 'label'>): string =>
  group.dimension === 'betType'
    ? `${group.label} bets`
    : group.dimension === 'oddsBand'
      ? `bets at ${group.label.charAt(0).toLowerCase()}${group.label.slice(1)}`
      : `bets at ${group.label}`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "8 bets, 3 winners (37.5%), +£12.40 on £80.00 staked, ROI +15.5%" */
export const groupFigures = (group: TAdvisorTotals): string =>
  `${plural(group.bets, 'bet')}, ${plural(group.winners, 'winner')} (${group.strikeRate}), ${formatSignedPence(group.profitPence)} on ${formatPence(group.stakedPence)} staked, ROI ${group.roi}`;

/** The staking range each style works in (whole percent of the bankroll, total outlay per bet). */
const STAKING_RANGES: Record<
  Exclude<TAdvisorStyle, 'custom'>,
  { min: number; max: number; maxBets: number; perDay: string }
> = {
  conservative: { min: 1, max: 2, maxBets: 2, perDay: 'One or two selections a day' },
  standard: { min: 2, max: 3, maxBets: 3, perDay: 'Two or three selections a day at most' },
  aggressive: {
    min: 2,
    max: 5,
    maxBets: 5,
    perDay: 'Up to four or five selections a day at the lower stake',
  },
  trends: {
    min: 1,
    max: 2,
    maxBets: 3,
    perDay: 'One to three selections a day, only where your record and the trends agree',
  },
};

const stakingRange = (style: TAdvisorStyle, keywords: readonly TAdvisorKeyword[]) =>
  style === 'custom'
    ? keywords.includes('low risk')
      ? STAKING_RANGES.conservative
      : STAKING_RANGES.standard
    : STAKING_RANGES[style];

const percentOf = (bankrollPence: TPence | null, percent: number): TPence | null =>
  bankrollPence === null ? null : Math.floor((bankrollPence * percent) / 100);

export const stakingPlan = (
  style: TAdvisorStyle,
  keywords: readonly TAdvisorKeyword[],
  bankrollPounds?: number | null,
): TStakingPlan => {
  const range = stakingRange(style, keywords);
  const bankrollPence =
    bankrollPounds !== undefined &&
    bankrollPounds !== null &&
    Number.isFinite(bankrollPounds) &&
    bankrollPounds > 0
      ? poundsToPence(bankrollPounds)
      : null;
  return {
    minPercent: range.min,
    maxPercent: Math.min(range.max, ADVISOR_MAX_PERCENT),
    minStakePence: percentOf(bankrollPence, range.min),
    maxStakePence: percentOf(bankrollPence, range.max),
    maxBetPence: percentOf(bankrollPence, ADVISOR_MAX_PERCENT),
    dailyLimitPence: percentOf(bankrollPence, ADVISOR_MAX_PERCENT),
    stopLossPence: percentOf(bankrollPence, ADVISOR_STOP_LOSS_PERCENT),
    betsAtMaxStake: Math.floor(ADVISOR_MAX_PERCENT / range.max),
  };
};

const money = (pence: TPence | null) => (pence === null ? '' : ` (${formatPence(pence)})`);

const stakingPoints = (
  style: TAdvisorStyle,
  keywords: readonly TAdvisorKeyword[],
  plan: TStakingPlan,
  hasDoLess: boolean,
  hasBankroll: boolean,
): string[] => {
  const range = stakingRange(style, keywords);
  const stakes =
    plan.minStakePence === null || plan.maxStakePence === null
      ? ''
      : ` (${formatPence(plan.minStakePence)} to ${formatPence(plan.maxStakePence)})`;
  const points = [
    `Stake ${plan.minPercent}-${plan.maxPercent}% of your bankroll a bet${stakes}: the top of the range only on bets that fit your "do more of" list, the bottom on the rest.`,
    `An each-way stake counts both parts: the ${plan.minPercent}-${plan.maxPercent}% is the whole outlay, so each part is half of it.`,
    // The count the daily limit allows at the top stake, when it is the tighter rule (aggressive: 2 bets at 5%).
    `${range.perDay}, and never more than ${ADVISOR_MAX_PERCENT}% of your bankroll in one day${money(plan.dailyLimitPence)}${plan.betsAtMaxStake <= range.maxBets ? `: at ${plan.maxPercent}% a bet, that is ${plural(plan.betsAtMaxStake, 'bet')} at most` : ''}.`,
    `Never more than ${ADVISOR_MAX_PERCENT}% of your bankroll on one bet${money(plan.maxBetPence)}, and stop for the day once you are ${ADVISOR_STOP_LOSS_PERCENT}% down${money(plan.stopLossPence)}, half the daily limit. Never chase losses.`,
  ];
  if (hasDoLess)
    points.push(
      style === 'conservative' || keywords.includes('low risk')
        ? 'Skip bets that fall in your "do less of" list until a review shows them improving.'
        : `Bets in your "do less of" list: skip them, or stake the lowest ${plan.minPercent}% while you check whether the record turns.`,
    );
  if (!hasBankroll)
    points.push(
      'No bankroll was available here, so the plan is in percentages of your bankroll (you can set one in your account settings).',
    );
  return points;
};

const STYLE_TITLES: Record<TAdvisorStyle, string> = {
  standard: 'Your standard strategy, from your own betting record',
  conservative: 'Your conservative strategy: protect the bankroll, keep what has held up',
  aggressive: 'Your aggressive strategy: more of what has worked, same limits',
  trends: 'Your trends strategy: your own record as the trend',
  custom: 'Your custom strategy, from your own betting record',
};

const STYLE_PARAGRAPHS: Record<TAdvisorStyle, string> = {
  standard:
    'Standard style: keep a small number of well-researched bets each day, lean towards the groups where your record is strongest, and keep level stakes you can hold through losing runs.',
  conservative:
    'Conservative style: narrow your betting to the groups that have held up best, drop the ones that have not, and accept fewer, smaller bets in exchange for a steadier ride.',
  aggressive:
    'Aggressive style means more selections or longer prices, never stakes above the limits: lean into your best groups, longer-priced ones included, and expect long losing runs between winners.',
  trends:
    'Trends style: treat your own record as the trend. The groups below are your trends, but at these sample sizes they are a filter for shortlisting, not a verdict.',
  custom:
    'A plan built from your own record and your request, within the same bankroll limits as every RacePro strategy.',
};

const DO_MORE_HEADINGS: Record<TAdvisorStyle, string> = {
  standard: 'Do more of',
  conservative: 'Keep to',
  aggressive: 'Do more of',
  trends: 'Your positive trends',
  custom: 'Do more of',
};
const DO_LESS_HEADINGS: Record<TAdvisorStyle, string> = {
  standard: 'Do less of',
  conservative: 'Stop or cut back on',
  aggressive: 'Do less of',
  trends: 'Your negative trends',
  custom: 'Do less of',
};

const RESULTS_VARY =
  'Results vary: these figures describe bets already settled, not what happens next, and losing runs come with every approach. Only bet what you can afford to lose.';

type TRecordView = { totals: TAdvisorTotals; groups: readonly TAdvisorGroup[] };

const EACH_WAY_GUIDE = `Each way suits horses at ${EACH_WAY_RULE_TEXT}, and costs twice the unit stake.`;

/** What a custom request's words add to the personal strategy, one paragraph each, in keyword order. */
const KEYWORD_PARAGRAPHS: Record<TAdvisorKeyword, (view: TRecordView) => string> = {
  value: () =>
    `Value: your figures by odds band show which prices have paid for you so far. Keep estimating each horse's chance before you look at the odds, and bet only when your probability x the decimal odds is above ${VALUE_RATIO_THRESHOLD}.`,
  'low risk': () =>
    'Lower risk: no bet is free of risk, but smaller stakes (1-2% of your bankroll), fewer bets and keeping to your "do more of" list reduce it.',
  'long term': ({ totals }) =>
    `The long term: ${plural(totals.bets, 'settled bet')} is a start, not a verdict. Judge any change over hundreds of bets, and generate this again each month to see how the figures move.`,
  'each-way': ({ groups }) => {
    const eachWay = groups.find((group) => group.dimension === 'betType' && group.key === 'Each Way');
    if (!eachWay) return `Each way: you have no settled each-way bets yet. ${EACH_WAY_GUIDE}`;
    const small = eachWay.isReliable
      ? ''
      : ` That is fewer than ${ADVISOR_MIN_GROUP_SAMPLE} bets, too few to judge.`;
    return `Each way: your each-way bets so far: ${groupFigures(eachWay)}.${small} ${EACH_WAY_GUIDE}`;
  },
  profit: ({ totals }) =>
    `Profit: no plan can promise one, and most bettors lose over time. Your ROI of ${totals.roi} across ${plural(totals.bets, 'bet')} is the measure to watch: cut what loses before raising any stake.`,
};

const normaliseCourse = (course: string) => course.trim().toLowerCase();

const raceOrder = (a: TAdvisorRace, b: TAdvisorRace) =>
  textCompare(a.time, b.time) || textCompare(a.racecourse.trim(), b.racecourse.trim());

const uniqueRaces = (races: readonly TAdvisorRace[]): TAdvisorRace[] => {
  const seen = new Map<string, TAdvisorRace>();
  for (const race of races) {
    const key = `${race.time.trim()} ${normaliseCourse(race.racecourse)}`;
    if (!seen.has(key)) seen.set(key, race);
  }
  return [...seen.values()].sort(raceOrder);
};

const raceText = (race: TAdvisorRace) =>
  `${race.time.trim()} at ${race.racecourse.trim()}${race.raceType ? ` (${race.raceType})` : ''}`;

const todaysPoints = (
  races: readonly TAdvisorRace[],
  doMore: readonly TAdvisorGroup[],
  doLess: readonly TAdvisorGroup[],
): { matches: TAdvisorRace[]; points: string[] } => {
  const strong = new Map(doMore.filter((g) => g.dimension === 'course').map((g) => [g.key, g]));
  const weak = new Map(doLess.filter((g) => g.dimension === 'course').map((g) => [g.key, g]));
  const unique = uniqueRaces(races);
  if (unique.length === 0) return { matches: [], points: ["There are no races on today's tips list yet."] };
  const matches = unique.filter((race) => strong.has(normaliseCourse(race.racecourse)));
  const points = matches.map((race) => {
    const group = strong.get(normaliseCourse(race.racecourse))!;
    return `${raceText(race)}: ${group.label} is in your "do more of" list (${plural(group.bets, 'bet')}, ROI ${group.roi}). Check the form and the price before you bet.`;
  });
  for (const race of unique) {
    const group = weak.get(normaliseCourse(race.racecourse));
    if (group)
      points.push(
        `${raceText(race)}: your record at ${group.label} is weaker (${plural(group.bets, 'bet')}, ROI ${group.roi}); pass, or stake the minimum.`,
      );
  }
  if (matches.length === 0)
    points.unshift(
      'None of today\'s tipped races is at a course in your "do more of" list: there is no need to force a bet.',
    );
  return { matches, points };
};

/**
 * The personal strategy, or null when the bets hold fewer than PERSONAL_ADVISOR_MIN_SETTLED_BETS settled (non-void)
 * bets: then the screen shows the canned text instead. The caller decides who is entitled (Lifetime members).
 */
export const personalStrategy = ({
  bets,
  style,
  customRequest = '',
  todaysRaces,
  bankrollPounds,
}: TPersonalStrategyInput): TPersonalStrategy | null => {
  const { counts, counted } = classify(bets);
  if (counts.settled < PERSONAL_ADVISOR_MIN_SETTLED_BETS) return null;

  const totals = figures(
    counted.reduce<TAcc>(
      (acc, item) => ({
        bets: acc.bets + 1,
        winners: acc.winners + (item.returnedPence > item.stakedPence ? 1 : 0),
        stakedPence: acc.stakedPence + item.stakedPence,
        returnedPence: acc.returnedPence + item.returnedPence,
      }),
      { bets: 0, winners: 0, stakedPence: 0, returnedPence: 0 },
    ),
  );
  const groups = buildGroups(counted);
  const reliable = groups.filter((group) => group.isReliable);
  const doMore = rank(
    reliable.filter((group) => group.profitPence > 0),
    1,
  );
  const doLess = rank(
    reliable.filter((group) => group.profitPence < 0),
    -1,
  );
  const keywords = style === 'custom' ? advisorKeywords(customRequest) : [];
  const plan = stakingPlan(style, keywords, bankrollPounds);
  const smallGroups = groups.length - reliable.length;

  const voidText =
    counts.void === 0
      ? ''
      : counts.void === 1
        ? ' One void bet (a non-runner, whose stake came back) is left out of every figure.'
        : ` ${counts.void} void bets (non-runners, whose stakes came back) are left out of every figure.`;
  const openText = counts.open > 0 ? ` ${plural(counts.open, 'open bet')} will count once settled.` : '';
  const paragraphs: string[] = [
    `Built from your ${plural(counts.settled, 'settled bet')}: ${totals.winners} ${totals.winners === 1 ? 'was a winner' : 'were winners'}, a strike rate of ${totals.strikeRate} (a winner returned more than it staked). You staked ${formatPence(totals.stakedPence)} and got back ${formatPence(totals.returnedPence)}: ${formatSignedPence(totals.profitPence)}, an ROI of ${totals.roi}.${voidText}${openText}`,
    `Every figure comes from the stakes and returns recorded on your bets, grouped by bet type, odds band and course (race type is not recorded on tracked bets, so it is not used). The advice only uses groups with at least ${ADVISOR_MIN_GROUP_SAMPLE} settled bets${smallGroups > 0 ? `; the ${plural(smallGroups, 'smaller group')} in the table ${smallGroups === 1 ? 'is' : 'are'} mostly noise` : ''}, and even a group of ${ADVISOR_MIN_GROUP_SAMPLE} to 30 bets can turn on one long-priced winner.`,
    STYLE_PARAGRAPHS[style],
  ];
  if (style === 'custom') {
    const gist = requestGist(customRequest);
    if (gist) paragraphs.push(`You asked for: "${gist}".`);
    paragraphs.push(...keywords.map((keyword) => KEYWORD_PARAGRAPHS[keyword]({ totals, groups })));
  }
  paragraphs.push(RESULTS_VARY);

  const sections: TAdvisorSection[] = [
    {
      heading: DO_MORE_HEADINGS[style],
      points:
        doMore.length > 0
          ? doMore.map((group) => `${capitalise(describeGroup(group))}: ${groupFigures(group)}.`)
          : [
              reliable.length > 0
                ? `None of your groups with ${ADVISOR_MIN_GROUP_SAMPLE} or more bets is in profit yet: keep stakes at the bottom of the range and bet only where you have a clear reason.`
                : `None of your groups has ${ADVISOR_MIN_GROUP_SAMPLE} settled bets yet, too few to pick out a strength.`,
            ],
    },
    {
      heading: DO_LESS_HEADINGS[style],
      points:
        doLess.length > 0
          ? doLess.map((group) => `${capitalise(describeGroup(group))}: ${groupFigures(group)}.`)
          : [
              reliable.length > 0
                ? `None of your groups with ${ADVISOR_MIN_GROUP_SAMPLE} or more bets has lost money so far.`
                : `None of your groups has ${ADVISOR_MIN_GROUP_SAMPLE} settled bets yet, too few to pick out a weakness.`,
            ],
    },
    {
      heading: 'Staking plan',
      points: stakingPoints(style, keywords, plan, doLess.length > 0, plan.maxBetPence !== null),
    },
  ];
  let todaysMatches: TAdvisorRace[] = [];
  if (todaysRaces !== undefined) {
    const today = todaysPoints(todaysRaces, doMore, doLess);
    todaysMatches = today.matches;
    sections.push({ heading: "Today's races", points: today.points });
  }

  const labels =
    keywords.length > 1
      ? `: ${keywords.slice(0, -1).join(', ')} and ${keywords[keywords.length - 1]}`
      : keywords.length === 1
        ? `: ${keywords[0]}`
        : '';
  return {
    kind: 'personal',
    style,
    title: style === 'custom' ? `${STYLE_TITLES.custom}${labels}` : STYLE_TITLES[style],
    paragraphs,
    points: sections.flatMap((section) => section.points),
    sections,
    counts,
    totals,
    groups,
    doMore,
    doLess,
    staking: plan,
    todaysMatches,
  };
};

/**
 * The strategy whose "Apply to Today's Races" rule fits the advice: value for the standard and aggressive plans,
 * each way for the conservative one, form cycles for trends; a custom request by its words (each-way or low risk
 * first, then value, profit or long term; none: value).
 */
export const advisorApplyStrategy = (style: TAdvisorStyle, customRequest = ''): TStrategyId => {
  switch (style) {
    case 'conservative':
      return 'eachway';
    case 'trends':
      return 'formcycle';
    case 'custom': {
      const keywords = advisorKeywords(customRequest);
      return keywords.includes('each-way') || keywords.includes('low risk') ? 'eachway' : 'valueodds';
    }
    default:
      return 'valueodds';
  }
};
