import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { TCardRace, TImportProblem, TRaceResultInput } from '~/domain/racing-data.contract';
import { ukDate, ukInstant } from '~/domain/uk-time';
import { ADVISORY_LOCK_KEYS } from '../../db/advisory-lock';
import { RacingApiError, type TRacingApiClient } from './racing-api-client';
import {
  indexCards,
  mapRacecards,
  mapResults,
  type TCardIndex,
  type TFeedProblem,
} from './racing-api-mapping';

/**
 * Where the feed's cards and results go: the racing data service (app.racingData), the one path imports and the admin
 * share. It answers what it could not take (`problems`) and writes nothing of a batch with one.
 */
export type TRacingDataSink = {
  importRacecards(
    cards: TCardRace[],
    actor: { source: 'feed'; adminId: null; label?: string },
    now: Date,
  ): Promise<{ problems: TImportProblem[] }>;
  importResults(
    results: TRaceResultInput[],
    actor: { source: 'feed'; adminId: null; label?: string },
    now: Date,
  ): Promise<{ problems: TImportProblem[] }>;
};

const FEED = { source: 'feed', adminId: null } as const;

/** One advisory lock key for the feed: across instances on one PostgreSQL database, one pass runs at a time. */
export const FEED_LOCK_KEY = ADVISORY_LOCK_KEYS.racingFeedPass;
/** Cards change through the day (non-runners, jockey changes, re-timed races): read them again this often. */
export const CARDS_EVERY_MS = 30 * 60_000;
/** Results are read on every pass between the first race and the last (UK time). */
const RESULTS_FROM = '11:00';
const RESULTS_UNTIL = '23:30';

export type TFeedPass = {
  at: string;
  ran: boolean;
  /** Why nothing ran: another instance held the lock. */
  skipped?: 'locked';
  cards?: { races: number; problems: TFeedProblem[] };
  results?: { races: number; problems: TFeedProblem[] };
  error?: string;
};

/**
 * The Racing API feed (issue 35): a pass reads today's and tomorrow's cards (every 30 minutes) and, during racing
 * hours, today's results, and hands them to the racing data service, which validates them as it would a file, writes
 * only what changed and settles tips and bets. On PostgreSQL a session advisory lock makes one instance's pass the
 * only one at a time (the others skip it); on PGlite the process is the only one (the data folder's lock).
 */
export const createRacingFeed = (deps: {
  client: TRacingApiClient;
  sink: () => TRacingDataSink;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  pool: pg.Pool | null;
}) => {
  let lastCards = 0;
  let running: Promise<TFeedPass> | null = null;
  let last: TFeedPass | null = null;
  /** The latest cards' runners by race, for matching results' non-runners (they come by name). */
  const cardIndex: TCardIndex = new Map();

  const readCards = async (now: Date) => {
    const races: TCardRace[] = [];
    const problems: TFeedProblem[] = [];
    for (const day of ['today', 'tomorrow'] as const) {
      const answer = await deps.client.racecards(day);
      indexCards(answer.items, cardIndex);
      const mapped = mapRacecards(answer.items);
      races.push(...mapped.races);
      problems.push(...mapped.problems);
      if (answer.skipped > 0)
        problems.push({
          raceId: '(unknown)',
          problems: [{ path: day, message: `${answer.skipped} cards unreadable` }],
        });
    }
    // One race at a time: the service writes nothing of a batch with a problem, and one odd race must not hold back
    // the day's others.
    let stored = 0;
    for (const race of races) {
      const answer = await deps.sink().importRacecards([race], FEED, now);
      if (answer.problems.length > 0) problems.push({ raceId: race.raceId, problems: answer.problems });
      else stored += 1;
    }
    lastCards = now.getTime();
    return { races: stored, problems };
  };

  const readResults = async (now: Date) => {
    const answer = await deps.client.resultsToday();
    const mapped = mapResults(answer.items, cardIndex);
    let stored = 0;
    for (const race of mapped.races) {
      const written = await deps.sink().importResults([race], FEED, now);
      if (written.problems.length > 0)
        mapped.problems.push({ raceId: race.raceId, problems: written.problems });
      else stored += 1;
    }
    return { races: stored, problems: mapped.problems };
  };

  const pass = async (now: Date, force: boolean): Promise<TFeedPass> => {
    const result: TFeedPass = { at: now.toISOString(), ran: true };
    try {
      if (force || lastCards === 0 || now.getTime() - lastCards >= CARDS_EVERY_MS)
        result.cards = await readCards(now);
      const today = ukDate(now);
      const racing = now >= ukInstant(today, RESULTS_FROM) && now <= ukInstant(today, RESULTS_UNTIL);
      if (force || racing) {
        // The non-runners in results are matched by name to today's cards: read them first if we have none.
        if (cardIndex.size === 0) result.cards = await readCards(now);
        result.results = await readResults(now);
      }
    } catch (error) {
      // A provider failure waits for the next pass; the message never carries credentials or the answer's body.
      result.error =
        error instanceof RacingApiError
          ? `The Racing API ${error.message}`
          : 'the racing data could not be stored';
      deps.log.warn(
        {
          err:
            error instanceof RacingApiError ? error.message : error instanceof Error ? error.name : 'unknown',
        },
        'racing feed pass failed; it runs again on the next pass',
      );
    }
    for (const problem of [...(result.cards?.problems ?? []), ...(result.results?.problems ?? [])])
      deps.log.warn({ raceId: problem.raceId, problems: problem.problems }, 'racing feed left a race out');
    return result;
  };

  /** The pass under the lock: on PostgreSQL only one instance runs it; the others report `skipped`. */
  const lockedPass = async (now: Date, force: boolean): Promise<TFeedPass> => {
    if (!deps.pool) return pass(now, force);
    const client = await deps.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        FEED_LOCK_KEY,
      ]);
      if (!rows[0]?.locked) return { at: now.toISOString(), ran: false, skipped: 'locked' };
      try {
        return await pass(now, force);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [FEED_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };

  return {
    /** Runs a pass now (one at a time in this process); `force` reads cards and results whatever the time. */
    async run(now: Date, { force = false }: { force?: boolean } = {}): Promise<TFeedPass> {
      if (running) return running;
      running = lockedPass(now, force).finally(() => {
        running = null;
      });
      last = await running;
      return last;
    },
    /** The last pass's outcome (the admin's Racing data tab shows it). */
    lastPass: (): TFeedPass | null => last,
    /** Waits for a pass in flight (before the database closes). */
    async close(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
};

export type TRacingFeed = ReturnType<typeof createRacingFeed>;
