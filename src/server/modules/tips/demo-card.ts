import type { FastifyBaseLogger } from 'fastify';
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
import { shiftUkDate, ukDate, ukInstant } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import type { TTipAuthoringService } from './tip-authoring.service';
import { createTipsRepository } from './tips.repository';

export const DEMO_HISTORY_DAYS = 60;
/** Demo races get their result this long after the off. */
const RESULT_AFTER_MS = 15 * 60_000;
const CHECK_EVERY_MS = 60_000;

/** A small deterministic PRNG (mulberry32) so a given day's demo card is always the same. */
const rng = (seedText: string) => {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

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
const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

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
    const runners = 5 + Math.floor(random() * 12);
    const racecourse = i >= 6 ? evening : dayCourses[i % 2]!;
    const isHandicap = random() < 0.5;
    return {
      date,
      time,
      racecourse,
      runners,
      isHandicap,
      ...demoRacecardFor({ date, time, racecourse, runners, isHandicap, evening: i >= 6 }),
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

/**
 * Keeps the demo product alive: on start-up and on the first read of each minute it makes sure today's card exists
 * (and, on a new database, 60 days of resulted history), and results demo races 15 minutes after the off, through
 * the same path as the admin (so bets on them settle).
 */
export const createDemoCard = (deps: { db: TDb; tips: TTipAuthoringService; log: FastifyBaseLogger }) => {
  const repo = createTipsRepository(deps.db);
  let lastCheck = 0;
  let running: Promise<void> | null = null;

  // One transaction per card: eight races, entries and tips. A history card (a new database: no bets can exist on
  // it yet) gets its results in the same transaction; today's races are resulted through the admin path.
  const insertCard = (date: string, publishAt: Date, withResults = false) =>
    deps.db.transaction(async (tx) => {
      const txRepo = createTipsRepository(tx);
      for (const tip of demoCardFor(date)) {
        const odds = parseFractionalOdds(tip.odds)!;
        const startsAt = ukInstant(date, tip.time);
        const { entryId } = await txRepo.upsertRaceEntry(
          {
            date,
            time: tip.time,
            startsAt,
            racecourse: tip.racecourse,
            runners: tip.runners,
            isHandicap: tip.isHandicap,
            isDemo: true,
            facts: tip.race,
          },
          tip.horse,
          tip.runner,
        );
        const tipId = await txRepo.insertTip({
          entryId,
          raceDate: date,
          accessLevel: tip.accessLevel,
          confidence: tip.confidence,
          oddsText: odds.text,
          oddsNum: odds.num,
          oddsDen: odds.den,
          betType: tip.betType,
          stakePoints: tip.category === 'NAP' ? 5 : 1,
          analysis: tip.analysis,
          tipster: tip.tipster,
          category: tip.category,
          publishAt: publishAt < startsAt ? publishAt : new Date(startsAt.getTime() - 60 * 60_000),
        });
        if (withResults) {
          const outcome = demoResultFor(`${date}:${tip.time}:${tipId}`, odds.num, odds.den, tip.runners);
          const sp = parseFractionalOdds(outcome.sp)!;
          await txRepo.updateEntryResult(
            entryId,
            {
              result: outcome.result,
              deadHeat: null,
              deadHeatPosition: null,
              rule4Pence: outcome.rule4Pence,
              spText: sp.text,
              spNum: sp.num,
              spDen: sp.den,
            },
            new Date(startsAt.getTime() + RESULT_AFTER_MS),
          );
        }
      }
    });

  const run = async (now: Date) => {
    let changed = false;
    const today = ukDate(now);
    if (!(await repo.hasDemoRacesOn(today))) {
      const hasHistory = await repo.hasDemoRacesOn(shiftUkDate(today, -1));
      if (!hasHistory) {
        for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
          const date = shiftUkDate(today, -back);
          if (!(await repo.hasDemoRacesOn(date))) await insertCard(date, ukInstant(date, '07:30'), true);
        }
      }
      const morning = ukInstant(today, '07:30');
      await insertCard(today, morning < now ? morning : now);
      changed = true;
    }
    const due = await repo.listUnresultedDemoTips(new Date(now.getTime() - RESULT_AFTER_MS));
    for (const tip of due) {
      const outcome = demoResultFor(
        `${tip.raceDate}:${tip.raceTime}:${tip.tipId}`,
        tip.oddsNum,
        tip.oddsDen,
        tip.runners,
      );
      const sp = parseFractionalOdds(outcome.sp) ?? undefined;
      await deps.tips.setResult(
        tip.tipId,
        { result: outcome.result, resultComment: '', rule4Pence: outcome.rule4Pence, sp },
        null,
        now,
        { announce: false },
      );
      changed = true;
    }
    if (changed) await deps.tips.announce();
  };

  const checkedRecently = (now: Date) => now.getTime() - lastCheck < CHECK_EVERY_MS;

  return {
    /** True when ensureFresh would do nothing now (so a cached read can answer at once). */
    isFresh(now: Date): boolean {
      return !running && checkedRecently(now);
    },

    /** Cheap to call on every read: does real work at most once a minute, and only one run at a time. */
    async ensureFresh(now: Date): Promise<void> {
      if (running) return running;
      if (checkedRecently(now)) return;
      lastCheck = now.getTime();
      running = run(now)
        .catch((error: unknown) => deps.log.error({ err: error }, 'demo card refresh failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
};

export type TDemoCard = ReturnType<typeof createDemoCard>;
