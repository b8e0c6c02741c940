/**
 * "Apply to Today's Races" (issue 14; the spec shows no action): each strategy's rule run over today's tips the
 * caller may see. Pure: the screen passes the tips, the tipsters' track records and the time. Every match says why it
 * matched, and an empty run says why nothing did.
 */
import { amount, formatPercent, toFixedHalfAway } from './calculators/amount';
import { dutch } from './calculators/dutching';
import { decimalOf } from './calculators/odds-formats';
import {
  EACH_WAY_MIN_ODDS,
  EACH_WAY_MIN_ODDS_TEXT,
  EACH_WAY_MIN_RUNNERS,
  EACH_WAY_RULE_TEXT,
} from './each-way-rule';
import { compare, fraction, mul, type TFraction } from './fraction';
import type { TStrategyId } from './strategies';
import { VALUE_RATIO_THRESHOLD } from './strategies';
import type { TTip } from './tip.contract';

/** Dutching: two or three selections in one race, £10 spread between them. */
export const DUTCH_TOTAL_STAKE = 10;
export const DUTCH_MAX_SELECTIONS = 3;
/** A tipster's strike rate is used as their chance only with at least this many settled tips. */
export const VALUE_MIN_SAMPLE = 20;
/** Sprints, where the draw and early pace matter most: up to 7 furlongs (1,540 yards) on the Flat. */
export const SPRINT_MAX_YARDS = 1540;
/** The stake a single match goes on the slip with (pounds), as from the tips screens. */
export const MATCH_STAKE = 5;

export type TStrategyMatch = {
  tip: TTip;
  /** Why this selection matched, in one sentence with its figures. */
  reason: string;
  betType: 'Win' | 'Each Way';
  /** Pounds, as it goes on the betslip. */
  stake: number;
  /** Matches that belong together (a dutch): the same key. */
  group?: string;
};

export type TStrategyRun = {
  strategyId: TStrategyId;
  /** The rule in one sentence. */
  rule: string;
  /** How many of today's visible selections were looked at. */
  checked: number;
  matches: TStrategyMatch[];
  /** Why nothing matched (null when something did). */
  emptyReason: string | null;
  /** A line under the list (for example the dutch's outcome). */
  notes: string[];
};

export type TTipsterRecord = { name: string; settled: number; strikeRate: number | null };

const oddsOf = (tip: TTip): TFraction => fraction(tip.oddsNum, tip.oddsDen);
const raceKey = (tip: TTip) => `${tip.date} ${tip.time} ${tip.racecourse}`;
const raceName = (tip: TTip) => `the ${tip.time} at ${tip.racecourse}`;
const formDigits = (form: string | null) => (form ?? '').replace(/.*[-/]/, '').split('');

/** Selections still to run: not resulted and not off yet. */
export const openSelections = (tips: readonly TTip[], now: Date): TTip[] =>
  tips.filter((tip) => tip.result === null && Date.parse(tip.startsAt) > now.getTime());

type TRule = (
  tips: TTip[],
  context: { tipsters: readonly TTipsterRecord[] },
) => Omit<TStrategyRun, 'strategyId' | 'checked'>;

const win = (tip: TTip, reason: string): TStrategyMatch => ({
  tip,
  reason,
  betType: 'Win',
  stake: MATCH_STAKE,
});

const RULES: Record<TStrategyId, TRule> = {
  eachway: (tips) => {
    const matches = tips
      .filter((t) => compare(oddsOf(t), EACH_WAY_MIN_ODDS) >= 0 && t.race.runners >= EACH_WAY_MIN_RUNNERS)
      .map<TStrategyMatch>((tip) => ({
        tip,
        betType: 'Each Way',
        stake: MATCH_STAKE,
        reason: `${tip.odds} in a ${tip.race.runners}-runner field: ${tip.terms.places} places at 1/${tip.terms.fractionDen} the odds, so a place alone pays at least your each-way stake back.`,
      }));
    return {
      rule: `Each way at ${EACH_WAY_RULE_TEXT} runners.`,
      matches,
      emptyReason: matches.length
        ? null
        : `None of today’s selections is ${EACH_WAY_MIN_ODDS_TEXT} or longer in a field of ${EACH_WAY_MIN_RUNNERS} or more.`,
      notes: [],
    };
  },

  valueodds: (tips, { tipsters }) => {
    const threshold = fraction(Math.round(VALUE_RATIO_THRESHOLD * 100), 100);
    const matches: TStrategyMatch[] = [];
    let unrated = 0;
    for (const tip of tips) {
      const record = tipsters.find((r) => r.name === tip.tipster);
      if (!record || record.strikeRate === null || record.settled < VALUE_MIN_SAMPLE) {
        unrated += 1;
        continue;
      }
      const chance = fraction(Math.round(record.strikeRate * 10_000), 10_000);
      const ratio = mul(chance, decimalOf(oddsOf(tip)));
      if (compare(ratio, threshold) > 0)
        matches.push(
          win(
            tip,
            `${tip.tipster} has won ${formatPercent(chance, 1)} of ${record.settled} tips that ran; at ${tip.odds} (${toFixedHalfAway(decimalOf(oddsOf(tip)), 2)}) that is a value ratio of ${toFixedHalfAway(ratio, 2)}, above ${VALUE_RATIO_THRESHOLD}.`,
          ),
        );
    }
    return {
      rule: `Win bets where the tipster's strike rate x the decimal odds is above ${VALUE_RATIO_THRESHOLD}.`,
      matches,
      emptyReason: matches.length
        ? null
        : unrated === tips.length && tips.length > 0
          ? `The tipsters of today’s selections have fewer than ${VALUE_MIN_SAMPLE} tips that ran, too few to judge value.`
          : `No selection’s price is long enough: at its tipster’s strike rate the value ratio stays at ${VALUE_RATIO_THRESHOLD} or below.`,
      notes:
        unrated && matches.length
          ? [`${unrated} selection(s) skipped: their tipster has too few settled tips.`]
          : [],
    };
  },

  dutching: (tips) => {
    const byRace = new Map<string, TTip[]>();
    for (const tip of tips) byRace.set(raceKey(tip), [...(byRace.get(raceKey(tip)) ?? []), tip]);
    const matches: TStrategyMatch[] = [];
    const notes: string[] = [];
    for (const [key, raceTips] of byRace) {
      if (raceTips.length < 2 || raceTips.length > DUTCH_MAX_SELECTIONS) continue;
      const result = dutch({ totalStake: DUTCH_TOTAL_STAKE, odds: raceTips.map(oddsOf) });
      if (!result) continue;
      raceTips.forEach((tip, i) => {
        const stake = result.selections[i]!.stake;
        matches.push({
          tip,
          group: key,
          betType: 'Win',
          stake: stake.pence / 100,
          reason: `One of ${raceTips.length} selections in ${raceName(tip)}: ${stake.text} at ${tip.odds} returns ${result.selections[i]!.return.text}.`,
        });
      });
      const profit = result.guaranteedProfit;
      notes.push(
        `${raceName(raceTips[0]!)}: £${DUTCH_TOTAL_STAKE} dutched returns about the same whichever wins; ${
          compare(profit.exact, fraction(0)) >= 0
            ? `a profit of at least ${profit.text}`
            : `a loss of ${amount(mul(profit.exact, fraction(-1))).text}`
        } if one of them wins, and the £${DUTCH_TOTAL_STAKE} is lost if none does.`,
      );
    }
    return {
      rule: `Two or three selections in the same race, £${DUTCH_TOTAL_STAKE} split so each returns about the same.`,
      matches,
      emptyReason: matches.length ? null : 'No race today has two or three of the selections you can see.',
      notes,
    };
  },

  formcycle: (tips) => {
    const matches = tips.flatMap((tip) => {
      const digits = formDigits(tip.runner.form).filter((d) => /[0-9]/.test(d));
      const last = digits.at(-1);
      const before = digits.at(-2);
      if (!last || !before || last === '0' || Number(last) > 3) return [];
      const improving = before === '0' || Number(last) < Number(before);
      if (!improving) return [];
      return [
        win(
          tip,
          `Form ${tip.runner.form}: finished ${last} last time, better than the run before (${before === '0' ? 'outside the first nine' : before}).`,
        ),
      ];
    });
    return {
      rule: 'Selections whose last run was a top-three finish and better than the run before.',
      matches,
      emptyReason: matches.length
        ? null
        : 'No selection’s form shows a top-three finish improving on the run before (or its form is not recorded).',
      notes: [],
    };
  },

  rating: (tips) => {
    const rated = tips.filter((t) => t.runner.officialRating !== null && t.race.raceClass !== null);
    const matches = rated.map((tip) =>
      win(
        tip,
        `Official Rating ${tip.runner.officialRating} in a ${tip.race.raceClass} race${tip.runner.weightLb ? `, carrying ${Math.floor(tip.runner.weightLb / 14)}st ${tip.runner.weightLb % 14}lb` : ''}: compare the rating with the class band before betting.`,
      ),
    );
    return {
      rule: 'Selections with an Official Rating and a known race class, to weigh the rating against the class.',
      matches,
      emptyReason: matches.length
        ? null
        : 'None of today’s selections has both an Official Rating and a race class on the card.',
      notes: [],
    };
  },

  trendanalysis: (tips) => {
    const matches = tips.flatMap((tip) => {
      const digits = formDigits(tip.runner.form);
      const lastThree = digits.slice(-3);
      if (lastThree.length < 3 || !lastThree.every((d) => /[1-4]/.test(d))) return [];
      return [
        win(
          tip,
          `Form ${tip.runner.form}: in the first four in each of its last three runs, a consistent trend.`,
        ),
      ];
    });
    return {
      rule: 'Selections placed in the first four in each of their last three runs.',
      matches,
      emptyReason: matches.length
        ? null
        : 'No selection has three first-four finishes in a row this season (or its form is not recorded).',
      notes: [],
    };
  },

  paceanalysis: (tips) => {
    const matches = tips.flatMap((tip) => {
      const { distanceYards, type } = tip.race;
      if (
        type !== 'Flat' ||
        distanceYards === null ||
        distanceYards > SPRINT_MAX_YARDS ||
        tip.runner.draw === null
      )
        return [];
      const furlongs = Math.round(distanceYards / 220);
      return [
        win(
          tip,
          `A ${furlongs}f Flat sprint drawn ${tip.runner.draw} of ${tip.race.runners}: check the course's draw bias and where the early pace is before betting.`,
        ),
      ];
    });
    return {
      rule: 'Flat sprints up to 7 furlongs with a known draw, where pace and draw decide most races.',
      matches,
      emptyReason: matches.length
        ? null
        : 'No selection runs in a Flat sprint of 7 furlongs or less with its draw on the card.',
      notes: [],
    };
  },

  class: (tips) => {
    const order = [
      'Group 1',
      'Grade 1',
      'Group 2',
      'Grade 2',
      'Group 3',
      'Grade 3',
      'Listed',
      'Class 1',
      'Class 2',
      'Class 3',
    ];
    const matches = tips.flatMap((tip) =>
      tip.race.raceClass && order.includes(tip.race.raceClass)
        ? [win(tip, `A ${tip.race.raceClass} race: better-class form is usually the most reliable to read.`)]
        : [],
    );
    return {
      rule: 'Selections in Class 1 to 3 and pattern races, where the form is strongest and most reliable.',
      matches,
      emptyReason: matches.length ? null : 'None of today’s selections runs in a Class 1-3 or pattern race.',
      notes: [],
    };
  },
};

/** Runs a strategy's rule over the selections still to run today. */
export const applyStrategy = (
  strategyId: TStrategyId,
  tips: readonly TTip[],
  { now, tipsters = [] }: { now: Date; tipsters?: readonly TTipsterRecord[] },
): TStrategyRun => {
  const open = openSelections(tips, now);
  const run = RULES[strategyId](open, { tipsters });
  if (open.length === 0)
    return {
      ...run,
      strategyId,
      checked: 0,
      matches: [],
      notes: [],
      emptyReason:
        tips.length === 0
          ? 'There are no selections you can see today yet. Tips are published between 6:00 AM and 10:00 AM.'
          : 'Every selection you can see today has run or is off.',
    };
  return { ...run, strategyId, checked: open.length };
};
