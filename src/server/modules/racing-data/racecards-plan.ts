import type { TCardRace, TCardRunner, TImportProblem } from '~/domain/racing-data.contract';
import type { TRacecardsSummary } from '~/domain/racing-data-import.contract';
import { ukInstant } from '~/domain/uk-time';
import type { TEntryRow, TEntryWrite, TRaceRow, TRaceWrite } from './racing-data.repository';

/** What one card race does to the database: the race's changed columns and its runners' (nothing = unchanged). */
export type TRacePlan = {
  /** The race to update, or null to add it. */
  raceId: number | null;
  race: TRaceWrite;
  /** The race moved to another day: its tips' day follows. */
  moveTipsTo: string | null;
  inserts: TEntryWrite[];
  updates: Array<{ id: number; values: TEntryWrite }>;
};

export type TRacecardsPlan = { plans: TRacePlan[]; summary: TRacecardsSummary };

const slotKey = (date: string, time: string, course: string) => `${date}|${time}|${course.toLowerCase()}`;
export const raceLabel = (race: { course: string; date: string; time: string }) =>
  `${race.course} ${race.date} ${race.time}`;

/** The columns a card sets on a race (all of them: the card is the whole truth about the race). */
const raceColumns = (card: TCardRace): TRaceWrite => ({
  externalId: card.raceId,
  raceDate: card.date,
  raceTime: card.offTime,
  startsAt: ukInstant(card.date, card.offTime),
  racecourse: card.course,
  raceName: card.raceName,
  raceType: card.raceType,
  raceClass: card.raceClass,
  distanceYards: card.distanceYards,
  going: card.going,
  isHandicap: card.handicap,
  // NOTE: the declared runners still in the race. Place terms follow it (UK rules count the runners at the off, so a
  // withdrawal can take a race from 8 to 7 runners and from 3 places to 2); a result sets it to the runners that ran.
  runners: card.runners.length,
  fullField: true,
});

const entryColumns = (runner: TCardRunner): TEntryWrite => ({
  externalId: runner.horseId,
  horse: runner.horse,
  number: runner.number,
  draw: runner.draw,
  age: runner.age,
  weightLb: runner.weightLb,
  officialRating: runner.officialRating,
  jockey: runner.jockey,
  trainer: runner.trainer,
  form: runner.form,
  headgear: runner.headgear,
  withdrawnAt: null,
});

/** Entries by race id (Map.groupBy is Node 21+). */
export const groupByRace = <T extends { raceId: number }>(rows: readonly T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.raceId, [...(groups.get(row.raceId) ?? []), row]);
  return groups;
};

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The columns of `next` that differ from `row`. */
const changed = <T extends Record<string, unknown>>(row: Record<string, unknown>, next: T): Partial<T> =>
  Object.fromEntries(Object.entries(next).filter(([key, value]) => !same(row[key], value))) as Partial<T>;

/**
 * Plans a racecards import against what is stored, writing nothing: each race is found by its `race_id`, or adopted
 * when a race at the same course and time has none (typed in with a tip); each runner by its `horse_id`, or adopted by
 * name. A race already off is left as it is. A runner of a stored card missing from the new one is withdrawn. Any
 * problem (a clash with another race or runner) is reported and nothing is planned.
 */
export const planRacecards = (
  cards: readonly TCardRace[],
  stored: { races: readonly TRaceRow[]; entries: readonly TEntryRow[] },
  now: Date,
): TRacecardsPlan => {
  const summary: TRacecardsSummary = {
    kind: 'racecards',
    races: { added: 0, updated: 0, unchanged: 0 },
    runners: { added: 0, updated: 0, withdrawn: 0 },
    changes: [],
    notes: [],
    problems: [],
  };
  const problems: TImportProblem[] = [];
  const byExternal = new Map(stored.races.filter((r) => r.externalId).map((r) => [r.externalId!, r]));
  const bySlot = new Map(stored.races.map((r) => [slotKey(r.raceDate, r.raceTime, r.racecourse), r]));
  const entriesOf = groupByRace(stored.entries);
  const slotsInFile = new Map<string, number>();
  const plans: TRacePlan[] = [];

  cards.forEach((card, index) => {
    const at = `racecards[${index}]`;
    const label = raceLabel({ course: card.course, date: card.date, time: card.offTime });
    const slot = slotKey(card.date, card.offTime, card.course);
    const twin = slotsInFile.get(slot);
    if (twin !== undefined) {
      problems.push({ path: `${at}.off_time`, message: `is the same course and time as racecards[${twin}]` });
      return;
    }
    slotsInFile.set(slot, index);
    const known = byExternal.get(card.raceId);
    const atSlot = bySlot.get(slot);
    if (atSlot && atSlot.id !== known?.id && atSlot.externalId !== null) {
      problems.push({
        path: `${at}.off_time`,
        message: `${label} already holds another race (race_id ${atSlot.externalId})`,
      });
      return;
    }
    const race = known ?? atSlot ?? null;
    if (race && race.startsAt.getTime() <= now.getTime()) {
      summary.races.unchanged += 1;
      summary.notes.push(`${label}: already off, left as it is`);
      return;
    }
    if (known && atSlot && atSlot.id !== known.id) {
      problems.push({
        path: `${at}.off_time`,
        message: `${label} already holds a race typed in with a tip: correct that race's time first`,
      });
      return;
    }
    const entries = race ? (entriesOf.get(race.id) ?? []) : [];
    const plan = planRunners(card, at, label, entries, now, problems, summary);
    if (!plan) return;
    if (!race) {
      plans.push({ raceId: null, race: raceColumns(card), moveTipsTo: null, ...plan });
      summary.races.added += 1;
      summary.changes.push(`${label}: added with ${card.runners.length} runners`);
      return;
    }
    const raceChanges = changed(race, raceColumns(card));
    const hasChanges =
      Object.keys(raceChanges).length > 0 || plan.inserts.length > 0 || plan.updates.length > 0;
    if (!hasChanges) {
      summary.races.unchanged += 1;
      return;
    }
    summary.races.updated += 1;
    if (race.externalId === null)
      summary.changes.push(`${label}: the race typed in with a tip is now on the card`);
    if (raceChanges.raceDate !== undefined || raceChanges.raceTime !== undefined)
      summary.changes.push(`${label}: moved from ${race.raceDate} ${race.raceTime}`);
    const facts = Object.keys(raceChanges).filter(
      (key) => !['externalId', 'raceDate', 'raceTime', 'startsAt', 'fullField'].includes(key),
    );
    if (facts.length > 0 && race.externalId !== null)
      summary.changes.push(`${label}: ${facts.join(', ')} changed`);
    plans.push({
      raceId: race.id,
      race: raceChanges,
      moveTipsTo: raceChanges.raceDate ?? null,
      ...plan,
    });
  });

  if (problems.length > 0)
    return {
      plans: [],
      summary: {
        ...summary,
        races: { added: 0, updated: 0, unchanged: 0 },
        runners: { added: 0, updated: 0, withdrawn: 0 },
        changes: [],
        notes: [],
        problems: problems.slice(0, 50),
      },
    };
  return { plans, summary };
};

/** The runners of one card race against its stored entries; null (with problems) when a runner clashes. */
const planRunners = (
  card: TCardRace,
  at: string,
  label: string,
  entries: readonly TEntryRow[],
  now: Date,
  problems: TImportProblem[],
  summary: TRacecardsSummary,
): Pick<TRacePlan, 'inserts' | 'updates'> | null => {
  const byExternal = new Map(entries.filter((e) => e.externalId).map((e) => [e.externalId!, e]));
  const byName = new Map(entries.map((e) => [e.horse.toLowerCase(), e]));
  const inserts: TEntryWrite[] = [];
  const updates: Array<{ id: number; values: TEntryWrite }> = [];
  const matched = new Set<number>();
  let clash = false;
  card.runners.forEach((runner, index) => {
    const named = byName.get(runner.horse.toLowerCase());
    const known = byExternal.get(runner.horseId);
    if (named && named.id !== known?.id && (named.externalId !== null || known)) {
      problems.push({
        path: `${at}.runners[${index}].horse`,
        message: `${runner.horse} is already in this race${named.externalId ? ` as horse_id ${named.externalId}` : ''}`,
      });
      clash = true;
      return;
    }
    const entry = known ?? named;
    if (!entry) {
      inserts.push(entryColumns(runner));
      return;
    }
    matched.add(entry.id);
    const values = changed(entry, entryColumns(runner));
    if (Object.keys(values).length === 0) return;
    updates.push({ id: entry.id, values });
    if (entry.withdrawnAt !== null) summary.changes.push(`${label}: ${runner.horse} back in the race`);
  });
  if (clash) return null;
  const withdrawn = entries.filter(
    (e) => !matched.has(e.id) && e.externalId !== null && e.withdrawnAt === null && e.result === null,
  );
  for (const entry of withdrawn) {
    updates.push({ id: entry.id, values: { withdrawnAt: now } });
    summary.changes.push(`${label}: ${entry.horse} withdrawn`);
  }
  for (const entry of entries.filter((e) => !matched.has(e.id) && e.externalId === null))
    summary.notes.push(`${label}: ${entry.horse} (typed in with a tip) is not on the card`);
  summary.runners.added += inserts.length;
  summary.runners.withdrawn += withdrawn.length;
  summary.runners.updated += updates.length - withdrawn.length;
  return { inserts, updates };
};
