/**
 * The demo racecards (demo mode's made-up racing): a deterministic card of eight races for any UK date, each race's
 * card facts, and a plausible result for each tip. Pure: the rolling job that stores them is demo-card.ts.
 */
import {
  DEMO_ANALYSIS_CLOSERS,
  DEMO_ANALYSIS_OPENERS,
  DEMO_COURSES_DAY,
  DEMO_COURSES_EVENING,
  DEMO_FLAT_ONLY,
  DEMO_HORSE_FIRST,
  DEMO_HORSE_SECOND,
  DEMO_JOCKEYS,
  DEMO_JUMPS_ONLY,
  DEMO_ODDS,
  DEMO_RACE_TIMES,
  DEMO_SPONSORS,
  DEMO_TIPSTERS,
  DEMO_TRAINERS,
} from '~/content/demo-racing';
import { parseFractionalOdds } from '~/domain/odds';
import { standardPlaceTerms } from '~/domain/place-terms';
import type { TGoing, TRaceClass, TRaceType } from '~/domain/racecard';
import type { TTier } from '~/domain/tiers';
import type { TTipResult } from '~/domain/tips';
import { between, pick, rng } from './demo-random';

const ACCESS_PLAN: TTier[] = [
  'Free',
  'Starter',
  'Monthly',
  'Free',
  'Starter',
  'Lifetime',
  'Monthly',
  'Starter',
];
const CATEGORY_PLAN = [
  'NAP',
  'Daily Selection',
  'Value',
  'NB',
  'Banker',
  'Longshot',
  'Daily Selection',
  'Value',
];

/** The racecard facts of a demo race and its tipped runner. */
export type TDemoRacecard = {
  race: {
    raceName: string;
    raceType: TRaceType;
    raceClass: TRaceClass;
    distanceYards: number;
    going: TGoing;
  };
  runner: {
    jockey: string;
    trainer: string;
    age: number;
    weightLb: number;
    draw: number | null;
    officialRating: number | null;
    form: string;
  };
};

const FURLONG = 220;

/**
 * Realistic card facts for a demo race: jumps from October to April at courses that race over jumps, the Flat
 * otherwise; all-weather in the evening. Seeded by the race (not the card), so adding these facts left every
 * existing demo horse, price and result as it was.
 */
export const demoRacecardFor = (tip: {
  date: string;
  time: string;
  racecourse: string;
  runners: number;
  isHandicap: boolean;
  evening: boolean;
}): TDemoRacecard => {
  const random = rng(`card:${tip.date}:${tip.time}:${tip.racecourse}`);
  const month = Number(tip.date.slice(5, 7));
  const jumpsSeason = month >= 10 || month <= 4;
  const jumps =
    !tip.evening &&
    !DEMO_FLAT_ONLY.includes(tip.racecourse) &&
    (jumpsSeason || DEMO_JUMPS_ONLY.includes(tip.racecourse));
  const raceType: TRaceType = !jumps
    ? 'Flat'
    : tip.isHandicap
      ? pick(random, ['Hurdle', 'Chase'] as const)
      : pick(random, ['Hurdle', 'Chase', 'Hurdle', 'NH Flat'] as const);
  const handicap = tip.isHandicap && raceType !== 'NH Flat';
  const level = handicap ? between(random, 2, 6) : between(random, 1, 5);
  const raceClass: TRaceClass =
    level === 1
      ? jumps
        ? pick(random, ['Grade 2', 'Listed'] as const)
        : pick(random, ['Group 3', 'Listed'] as const)
      : (`Class ${level}` as TRaceClass);
  const [shortest, longest] =
    raceType === 'Flat'
      ? [5, 16]
      : raceType === 'NH Flat'
        ? [14, 17]
        : raceType === 'Hurdle'
          ? [16, 24]
          : [16, 26];
  const distanceYards = between(random, shortest * 2, longest * 2) * (FURLONG / 2);
  const going: TGoing = tip.evening
    ? pick(random, ['Standard', 'Standard', 'Standard to Slow'] as const)
    : jumps
      ? pick(random, ['Good', 'Good to Soft', 'Soft', 'Soft', 'Heavy'] as const)
      : pick(random, ['Good to Firm', 'Good', 'Good', 'Good to Soft'] as const);
  const kind =
    raceType === 'Flat'
      ? handicap
        ? 'Handicap'
        : raceClass === 'Listed' || raceClass.startsWith('Group')
          ? 'Stakes'
          : pick(random, ['Novice Stakes', 'Maiden Stakes', 'Conditions Stakes'] as const)
      : raceType === 'NH Flat'
        ? 'Standard Open NH Flat Race'
        : handicap
          ? `Handicap ${raceType}`
          : `Novices' ${raceType}`;
  const suffix = raceClass.startsWith('Group') || raceClass.startsWith('Grade') ? ` (${raceClass})` : '';
  const age = raceType === 'Flat' ? between(random, 2, 6) : between(random, 4, 10);
  const formChars = raceType === 'Flat' ? '1234567890' : '1234567890PFU';
  const figures = Array.from(
    { length: between(random, 3, 6) },
    () => formChars[between(random, 0, formChars.length - 1)],
  );
  if (figures.length > 3) figures.splice(between(random, 1, figures.length - 1), 0, '-');
  const rated = handicap || random() < 0.6;
  return {
    race: {
      raceName: `${pick(random, DEMO_SPONSORS)} ${kind}${suffix}`,
      raceType,
      raceClass,
      distanceYards,
      going,
    },
    runner: {
      jockey: pick(random, DEMO_JOCKEYS),
      trainer: pick(random, DEMO_TRAINERS),
      age,
      weightLb:
        raceType === 'Flat' ? between(random, 8 * 14, 9 * 14 + 10) : between(random, 10 * 14, 11 * 14 + 12),
      draw: raceType === 'Flat' ? between(random, 1, tip.runners) : null,
      officialRating: rated
        ? raceType === 'Flat'
          ? between(random, 45, 105)
          : between(random, 80, 150)
        : null,
      form: figures.join(''),
    },
  };
};

type TDemoTip = {
  date: string;
  time: string;
  racecourse: string;
  runners: number;
  isHandicap: boolean;
  horse: string;
  odds: string;
  betType: 'Win' | 'Each Way';
  accessLevel: TTier;
  category: string;
  confidence: number;
  tipster: string;
  analysis: string;
} & TDemoRacecard;

/** How many runners a demo race has, realistic for its type: a big-field Flat handicap down to a small chase. */
export const demoFieldSize = (
  raceType: TRaceType,
  isHandicap: boolean,
  evening: boolean,
  draw: number,
): number => {
  const [low, high] = evening
    ? [6, 14]
    : raceType === 'Flat'
      ? isHandicap
        ? [8, 20]
        : [6, 14]
      : raceType === 'Chase'
        ? [6, 12]
        : raceType === 'NH Flat'
          ? [8, 16]
          : [6, 16];
  return low + Math.floor(draw * (high - low + 1));
};

/** The demo card for one UK date: eight races over two day meetings and an evening all-weather meeting. */
export const demoCardFor = (date: string): TDemoTip[] => {
  const random = rng(date);
  const dayCourses = [pick(random, DEMO_COURSES_DAY), pick(random, DEMO_COURSES_DAY)];
  const evening = pick(random, DEMO_COURSES_EVENING);
  const used = new Set<string>();
  return DEMO_RACE_TIMES.map((time, i) => {
    let horse = '';
    do horse = `${pick(random, DEMO_HORSE_FIRST)} ${pick(random, DEMO_HORSE_SECOND)}`;
    while (used.has(horse));
    used.add(horse);
    const category = CATEGORY_PLAN[i]!;
    const odds =
      category === 'Longshot' ? pick(random, ['10/1', '12/1', '14/1']) : pick(random, DEMO_ODDS.slice(0, 13));
    const fieldDraw = random();
    const racecourse = i >= 6 ? evening : dayCourses[i % 2]!;
    const isHandicap = random() < 0.5;
    const card = demoRacecardFor({ date, time, racecourse, runners: 20, isHandicap, evening: i >= 6 });
    const runners = demoFieldSize(card.race.raceType, isHandicap, i >= 6, fieldDraw);
    const draw = card.runner.draw === null ? null : 1 + ((card.runner.draw - 1) % runners);
    return {
      date,
      time,
      racecourse,
      runners,
      isHandicap,
      race: card.race,
      runner: { ...card.runner, draw },
      horse,
      odds,
      betType: parseFractionalOdds(odds)!.num / parseFractionalOdds(odds)!.den >= 6 ? 'Each Way' : 'Win',
      accessLevel: ACCESS_PLAN[i]!,
      category,
      confidence: category === 'NAP' || category === 'Banker' ? 5 : 2 + Math.floor(random() * 3),
      tipster: pick(random, DEMO_TIPSTERS),
      analysis: `${pick(random, DEMO_ANALYSIS_OPENERS)} ${pick(random, DEMO_ANALYSIS_CLOSERS)}`,
    };
  });
};

/** A plausible result for a demo tip: winners roughly in line with the odds (no rigged record). */
export const demoResultFor = (tipKey: string, oddsNum: number, oddsDen: number, runners: number) => {
  const random = rng(`result:${tipKey}`);
  const roll = random();
  const winChance = 0.92 / (1 + oddsNum / oddsDen);
  const places = standardPlaceTerms(runners, false).places;
  const placeChance = Math.min(0.9, winChance * places * 0.9);
  const result: TTipResult =
    roll < 0.02
      ? 'NonRunner'
      : roll < 0.02 + winChance
        ? 'Won'
        : roll < 0.02 + placeChance && places > 1
          ? 'Placed'
          : 'Lost';
  const drift = pick(random, [-1, 0, 0, 1]);
  const index = Math.max(
    0,
    Math.min(DEMO_ODDS.length - 1, DEMO_ODDS.indexOf(`${oddsNum}/${oddsDen}`) + drift),
  );
  return {
    result,
    sp: DEMO_ODDS[index] ?? `${oddsNum}/${oddsDen}`,
    rule4Pence: result !== 'NonRunner' && random() < 0.04 ? 10 : 0,
  };
};
