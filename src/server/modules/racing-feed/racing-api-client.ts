/**
 * The Racing API (https://api.theracingapi.com/documentation), read with HTTP Basic authentication:
 * - `GET /v1/racecards/standard?day=today|tomorrow&region_codes=gb&limit=&skip=` (Standard plan): the day's racecards,
 *   `{ racecards: RacecardOdds[], total, limit, skip }`, at most 500 a page;
 * - `GET /v1/results/today?region=gb&limit=&skip=` (Basic plan): today's results, `{ results: ResultStandard[], total,
 *   limit, skip }`.
 * Only the fields we map are read (everything arrives as strings: `"age": "6"`, `"draw": ""`), each bounded; the rest
 * of a large answer is ignored. Every request has its own time limit and no retries: the job runs again shortly.
 */
import { z } from 'zod';

const PAGE_SIZE = 500;
/** A day's cards in Great Britain are at most about 60 races: a few pages at the very most. */
const MAX_PAGES = 4;
export const RACING_API_TIMEOUT_MS = 15_000;
/** A full day of racecards with odds is a few MB; refuse anything far beyond that. */
const MAX_ANSWER_BYTES = 20_000_000;

const text = (max: number) => z.string().max(max).nullish();

export const ZApiRunner = z.object({
  horse_id: z.string().max(64),
  horse: z.string().max(80),
  age: text(4),
  number: text(4),
  draw: text(4),
  lbs: text(4),
  ofr: text(6),
  jockey: text(80),
  trainer: text(80),
  form: text(40),
  headgear: text(16),
  /** Each bookmaker's price (Standard plan): used for a late non-runner's Rule 4. */
  odds: z
    .array(z.object({ bookmaker: text(60), fractional: text(12) }))
    .max(60)
    .nullish(),
});
export type TApiRunner = z.infer<typeof ZApiRunner>;

export const ZApiRacecard = z.object({
  race_id: z.string().max(64),
  course: z.string().max(80),
  date: z.string().max(10),
  off_time: text(8),
  /** The off as an instant with its UK offset ("2023-05-02T13:50:00+01:00"): off_time is a 12-hour clock. */
  off_dt: text(40),
  race_name: text(200),
  distance_f: text(8),
  race_class: text(20),
  pattern: text(20),
  type: text(20),
  going: text(40),
  region: text(8),
  is_abandoned: z.boolean().nullish(),
  runners: z.array(ZApiRunner).max(60),
});
export type TApiRacecard = z.infer<typeof ZApiRacecard>;

export const ZApiResultRunner = z.object({
  horse_id: z.string().max(64),
  horse: text(80),
  position: text(8),
  sp: text(16),
  btn: text(16),
});
export const ZApiResult = z.object({
  race_id: z.string().max(64),
  course: text(80),
  date: text(10),
  off_dt: text(40),
  region: text(8),
  /** Withdrawn horses by name, comma separated ("Diamonds Diva (reserve), Great Rainbow"). */
  non_runners: text(2000),
  runners: z.array(ZApiResultRunner).max(60),
});
export type TApiResult = z.infer<typeof ZApiResult>;

/** A page of a list: the items are parsed one by one afterwards. */
const ZListPage = z.object({
  racecards: z.array(z.unknown()).max(PAGE_SIZE).optional(),
  results: z.array(z.unknown()).max(PAGE_SIZE).optional(),
  total: z.number().int().min(0).max(100_000).optional(),
});

/** Why a request to the provider failed, without its credentials or the answer's body. */
export class RacingApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'RacingApiError';
  }
}

export type TRacingApiClient = ReturnType<typeof createRacingApiClient>;

export const createRacingApiClient = ({
  baseUrl,
  username,
  password,
  timeoutMs = RACING_API_TIMEOUT_MS,
}: {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs?: number;
}) => {
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

  const getJson = async (path: string, query: Record<string, string>): Promise<unknown> => {
    const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new RacingApiError(timedOut ? `no answer within ${timeoutMs} ms` : 'could not connect', null);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RacingApiError(`answered ${response.status}`, response.status);
    }
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new RacingApiError('answer too large', response.status);
    }
    const body = await response.text();
    if (body.length > MAX_ANSWER_BYTES) throw new RacingApiError('answer too large', response.status);
    try {
      return JSON.parse(body);
    } catch {
      throw new RacingApiError('answer is not JSON', response.status);
    }
  };

  /**
   * Every page of a list, each item parsed on its own: an item the provider sends in an unexpected shape is skipped
   * and counted (`skipped`), not a reason to drop the whole day.
   */
  const readAll = async <T>(
    path: string,
    key: 'racecards' | 'results',
    item: z.ZodType<T>,
    query: Record<string, string>,
  ): Promise<{ items: T[]; skipped: number }> => {
    const items: T[] = [];
    let skipped = 0;
    for (let index = 0; index < MAX_PAGES; index++) {
      const answer = ZListPage.safeParse(
        await getJson(path, { ...query, limit: String(PAGE_SIZE), skip: String(index * PAGE_SIZE) }),
      );
      const rows = answer.success ? answer.data[key] : undefined;
      if (!answer.success || !rows) throw new RacingApiError(`answer without a ${key} list`, 200);
      for (const row of rows) {
        const parsed = item.safeParse(row);
        if (parsed.success) items.push(parsed.data);
        else skipped += 1;
      }
      if (rows.length < PAGE_SIZE || (index + 1) * PAGE_SIZE >= (answer.data.total ?? 0)) break;
    }
    return { items, skipped };
  };

  return {
    /** Great Britain's racecards for today or tomorrow. */
    racecards: (day: 'today' | 'tomorrow') =>
      readAll('v1/racecards/standard', 'racecards', ZApiRacecard, { day, region_codes: 'gb' }),
    /** Today's results in Great Britain so far. */
    resultsToday: () => readAll('v1/results/today', 'results', ZApiResult, { region: 'gb' }),
  };
};
