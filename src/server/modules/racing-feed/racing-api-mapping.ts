/**
 * The Racing API's racecards and results mapped onto our import format (src/domain/racing-data.contract.ts), then
 * read by the same schemas as an admin's file: one race that does not read is reported and left out, never the day.
 * Field meanings follow https://api.theracingapi.com/documentation (Racecards "Standard", Results "Today").
 */
import { parseFractionalOdds, type TOdds } from '~/domain/odds';
import {
  importProblems,
  type TCardRace,
  type TImportProblem,
  type TRaceResultInput,
  ZCardRace,
  ZRaceResultInput,
} from '~/domain/racing-data.contract';
import { rule4Deduction } from '~/domain/rule4';
import { formatUkClock } from '~/domain/uk-date-format';
import { ukDate } from '~/domain/uk-time';
import type { TApiRacecard, TApiResult } from './racing-api-client';

/** A race the provider sent that we could not use, and why. */
export type TFeedProblem = { raceId: string; problems: TImportProblem[] };

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-' ? null : trimmed;
};
const whole = (value: string | null | undefined): number | null => {
  const trimmed = blank(value);
  return trimmed !== null && /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
};

/** "Kempton (AW)" is Kempton on our cards (the all-weather shows in the going: Standard). */
export const courseName = (course: string): string => course.replace(/\s*\((AW|GB)\)\s*$/i, '').trim();

/**
 * The off as a 24-hour UK time. `off_dt` carries the instant; without it, `off_time` is a 12-hour clock ("1:50"),
 * and British racing runs from late morning to late evening, so 1:00 to 10:59 are afternoon and evening times.
 */
export const offTime = (card: { off_dt?: string | null; off_time?: string | null }): string | null => {
  const instant = blank(card.off_dt) ? new Date(card.off_dt as string) : null;
  if (instant && !Number.isNaN(instant.getTime())) return formatUkClock(instant.toISOString(), '') || null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(blank(card.off_time) ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const afternoon = hour <= 10 ? hour + 12 : hour;
  return `${String(afternoon).padStart(2, '0')}:${match[2]}`;
};

/** The race day from `off_dt` when given (it is the UK day of the off), else `date`. */
const raceDay = (card: { off_dt?: string | null; date?: string | null }): string | null => {
  const instant = blank(card.off_dt) ? new Date(card.off_dt as string) : null;
  if (instant && !Number.isNaN(instant.getTime())) return ukDate(instant);
  return blank(card.date);
};

/** A bookmaker's price for a runner, to work out the Rule 4 if it is withdrawn late (the first one quoted). */
const quotedPrice = (runner: TApiRacecard['runners'][number]): TOdds | null => {
  for (const quote of runner.odds ?? []) {
    const price = parseFractionalOdds(blank(quote.fractional) ?? '');
    if (price) return price;
  }
  return null;
};

/** What a day's racecards from the provider give us: the races that read, and those that did not. */
export const mapRacecards = (cards: readonly TApiRacecard[]) => {
  const races: TCardRace[] = [];
  const problems: TFeedProblem[] = [];
  for (const card of cards) {
    if (card.is_abandoned) {
      problems.push({
        raceId: card.race_id,
        problems: [{ path: 'is_abandoned', message: 'the race is abandoned' }],
      });
      continue;
    }
    const raceName = blank(card.race_name);
    const input = {
      race_id: card.race_id,
      course: courseName(card.course),
      date: raceDay(card),
      off_time: offTime(card),
      race_name: raceName?.slice(0, 160) ?? null,
      type: blank(card.type),
      race_class: blank(card.race_class),
      pattern: blank(card.pattern),
      distance_f: blank(card.distance_f),
      // A description we do not know ("Good To Soft (Soft in places)") is left out rather than losing the race.
      going: blank(card.going),
      handicap: /handicap/i.test(raceName ?? ''),
      runners: card.runners
        .filter((runner) => whole(runner.number) !== null)
        .map((runner) => ({
          horse_id: runner.horse_id,
          horse: runner.horse.trim().slice(0, 40),
          number: whole(runner.number),
          draw: whole(runner.draw),
          age: whole(runner.age),
          lbs: whole(runner.lbs),
          ofr: whole(runner.ofr),
          jockey: blank(runner.jockey)?.slice(0, 60) ?? null,
          trainer: blank(runner.trainer)?.slice(0, 60) ?? null,
          form: blank(runner.form)?.slice(-12) ?? null,
          // "b1" marks first-time blinkers: the letters are the headgear.
          headgear:
            blank(runner.headgear)
              ?.replace(/[^a-z/]/gi, '')
              .slice(0, 8) || null,
        })),
    };
    let parsed = ZCardRace.safeParse(input);
    if (!parsed.success) {
      // Facts we can live without (going, form) are dropped before giving up on the race.
      const lenient = {
        ...input,
        going: parsed.error.issues.some((i) => i.path[0] === 'going') ? null : input.going,
        runners: input.runners.map((runner, index) =>
          parsed.success || !parsed.error.issues.some((i) => i.path[1] === index && i.path[2] === 'form')
            ? runner
            : { ...runner, form: null },
        ),
      };
      parsed = ZCardRace.safeParse(lenient);
    }
    if (parsed.success) races.push(parsed.data);
    else problems.push({ raceId: card.race_id, problems: importProblems(parsed.error, 10) });
  }
  return { races, problems };
};

/** The prices quoted on the cards, by race and horse name, for a late non-runner's Rule 4. */
export type TCardIndex = Map<string, Map<string, { horseId: string; price: TOdds | null }>>;

const nameKey = (name: string) =>
  name
    .replace(/\((reserve|[A-Z]{2,3})\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const indexCards = (cards: readonly TApiRacecard[], into: TCardIndex = new Map()): TCardIndex => {
  for (const card of cards) {
    const runners = new Map<string, { horseId: string; price: TOdds | null }>();
    for (const runner of card.runners)
      runners.set(nameKey(runner.horse), { horseId: runner.horse_id, price: quotedPrice(runner) });
    into.set(card.race_id, runners);
  }
  return into;
};

/** "5/2F", "Evs", "11/10JF": the price without the favourite's mark. */
const startingPrice = (sp: string | null | undefined): string | null => {
  const trimmed = blank(sp);
  return trimmed ? trimmed.replace(/(C|J)?F$/i, '').trim() : null;
};

/**
 * Today's results from the provider: each race's finishing order and its non-runners. The non-runners come by name,
 * matched to the card we read (`cards`); one named "(reserve)" never ran, so no deduction; another's Rule 4 is the
 * deduction for its last quoted price on the card (Tattersalls Rule 4(c)), or left for the admin when none was quoted.
 */
export const mapResults = (results: readonly TApiResult[], cards: TCardIndex) => {
  const races: TRaceResultInput[] = [];
  const problems: TFeedProblem[] = [];
  for (const result of results) {
    const card = cards.get(result.race_id);
    const named = (blank(result.non_runners) ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const nonRunners: { horse_id: string; rule4_pence: number | null }[] = [];
    const unmatched: string[] = [];
    for (const name of named) {
      const runner = card?.get(nameKey(name));
      if (!runner) {
        unmatched.push(name);
        continue;
      }
      if (result.runners.some((r) => r.horse_id === runner.horseId)) continue;
      const reserve = /\(reserve\)/i.test(name);
      nonRunners.push({
        horse_id: runner.horseId,
        rule4_pence: reserve ? 0 : runner.price ? rule4Deduction(runner.price) : null,
      });
    }
    const input = {
      race_id: result.race_id,
      runners: result.runners.map((runner) => {
        const position = (blank(runner.position) ?? '').toUpperCase();
        return {
          horse_id: runner.horse_id,
          position,
          sp: startingPrice(runner.sp),
          btn:
            position === '1' || blank(runner.btn) === '0' ? null : (blank(runner.btn)?.slice(0, 12) ?? null),
        };
      }),
      non_runners: nonRunners,
    };
    const parsed = ZRaceResultInput.safeParse(input);
    if (parsed.success) races.push(parsed.data);
    else problems.push({ raceId: result.race_id, problems: importProblems(parsed.error, 10) });
    if (unmatched.length > 0)
      problems.push({
        raceId: result.race_id,
        problems: [
          { path: 'non_runners', message: `not on the card we hold: ${unmatched.join(', ').slice(0, 200)}` },
        ],
      });
  }
  return { races, problems };
};
