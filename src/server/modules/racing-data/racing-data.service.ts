import type { TCardRace, TRaceResultInput } from '~/domain/racing-data.contract';
import {
  MOST_SUMMARY_LINES,
  type TAdminCardRace,
  type TImportRecord,
  type TImportSource,
  type TRacecardsSummary,
  type TResultsSummary,
} from '~/domain/racing-data-import.contract';
import { ADVISORY_LOCK_KEYS, inLockedTransaction } from '../../db/advisory-lock';
import type { TDb } from '../../db/client';
import type { TTipAuthoringService } from '../tips/tip-authoring.service';
import { groupByRace, planRacecards } from './racecards-plan';
import { createRacingDataRepository } from './racing-data.repository';
import { planResults } from './results-plan';

/** Imports run one at a time on every instance, so two of the same file cannot both add a race. */
const RACING_DATA_LOCK_KEY = ADVISORY_LOCK_KEYS.racingDataImport;

/** Who is importing: an administrator's file, the racing data feed or the demo card. */
export type TImportActor = { source: TImportSource; adminId: number | null; label?: string };

const SOURCE_WORDS: Record<TImportSource, string> = { import: 'import', feed: 'feed', demo: 'demo card' };
const sourceOf = (actor: TImportActor) =>
  `${SOURCE_WORDS[actor.source]}${actor.label ? ` (${actor.label})` : ''}`;

/** Keeps a summary's lists within what the audit trail stores. */
const bounded = (lines: string[]) =>
  lines.length <= MOST_SUMMARY_LINES
    ? lines
    : [...lines.slice(0, MOST_SUMMARY_LINES - 1), `... and ${lines.length - MOST_SUMMARY_LINES + 1} more`];

/**
 * Racing data in (issue 35 items 4 and 7): racecards and results from an administrator's file, the feed
 * (src/server/modules/racing-feed) or the demo card. Each import is planned against what is stored and checked whole
 * first, then written in the same transaction, or not at all when anything is wrong; results go through the admin's
 * result path (`tipAuthoring.recordEntryResult`), so they settle tips and bets the same way. Audited.
 */
export const createRacingDataService = (deps: { db: TDb; tipAuthoring: TTipAuthoringService }) => {
  const { db, tipAuthoring } = deps;

  const audit = async (
    repo: ReturnType<typeof createRacingDataRepository>,
    actor: TImportActor,
    summary: TRacecardsSummary | TResultsSummary,
    hasChanges: boolean,
  ) => {
    // A file the administrator chose is always on the trail; the feed's polls only when they changed something.
    if (!hasChanges && actor.source !== 'import') return;
    await repo.insertImport({
      kind: summary.kind,
      source: actor.source,
      adminId: actor.adminId,
      label: actor.label ?? null,
      summary,
    });
  };

  return {
    async importRacecards(cards: TCardRace[], actor: TImportActor, now: Date): Promise<TRacecardsSummary> {
      const summary = await inLockedTransaction(db, RACING_DATA_LOCK_KEY, async (tx) => {
        const repo = createRacingDataRepository(tx);
        const races = await repo.racesFor(
          cards.map((card) => card.raceId),
          [...new Set(cards.map((card) => card.date))],
        );
        const entries = await repo.entriesOf(races.map((race) => race.id));
        const plan = planRacecards(cards, { races, entries }, now);
        if (plan.summary.problems.length > 0) return plan.summary;
        for (const race of plan.plans) {
          let raceId = race.raceId;
          if (raceId === null)
            raceId = await repo.insertRace(race.race as Parameters<typeof repo.insertRace>[0]);
          else if (Object.keys(race.race).length > 0) await repo.updateRace(raceId, race.race);
          if (race.moveTipsTo) await repo.moveTipsOfRace(raceId, race.moveTipsTo);
          for (const update of race.updates) await repo.updateEntry(update.id, update.values);
          await repo.insertEntries(race.inserts.map((entry) => ({ ...entry, raceId, horse: entry.horse! })));
        }
        const result = {
          ...plan.summary,
          changes: bounded(plan.summary.changes),
          notes: bounded(plan.summary.notes),
        };
        await audit(repo, actor, result, plan.plans.length > 0);
        return result;
      });
      if (summary.races.added + summary.races.updated > 0) await tipAuthoring.announce();
      return summary;
    },

    async importResults(
      results: TRaceResultInput[],
      actor: TImportActor,
      now: Date,
    ): Promise<TResultsSummary> {
      const { summary, changed } = await inLockedTransaction(db, RACING_DATA_LOCK_KEY, async (tx) => {
        const repo = createRacingDataRepository(tx);
        const races = await repo.racesFor(
          results.map((result) => result.raceId),
          [],
        );
        const entries = await repo.entriesOf(races.map((race) => race.id));
        const plan = planResults(
          results,
          { races, entries },
          { adminId: actor.adminId, source: sourceOf(actor) },
          now,
        );
        if (plan.summary.problems.length > 0) return { summary: plan.summary, changed: false };
        for (const race of plan.plans) {
          // The runners that ran decide the each-way terms the bets settle at: set them before any result.
          if (race.runners !== null) await repo.updateRace(race.raceId, { runners: race.runners });
          for (const write of race.writes) await tipAuthoring.recordEntryResult(tx, write, now);
          if (race.runners !== null) {
            const written = new Set(race.writes.map((write) => write.entryId));
            for (const entryId of race.entryIds.filter((id) => !written.has(id)))
              await tipAuthoring.settleEntry(tx, entryId, now);
          }
        }
        const result = {
          ...plan.summary,
          unknownRaceIds: bounded(plan.summary.unknownRaceIds),
          changes: bounded(plan.summary.changes),
          notes: bounded(plan.summary.notes),
        };
        await audit(repo, actor, result, plan.plans.length > 0);
        return { summary: result, changed: plan.plans.length > 0 };
      });
      if (changed) await tipAuthoring.afterResults();
      return summary;
    },

    /** A day's whole-field races and their runners in card order (the tip form picks course, race and runner). */
    async cardsOn(date: string): Promise<TAdminCardRace[]> {
      const repo = createRacingDataRepository(db);
      const races = (await repo.racesFor([], [date]))
        .filter((race) => race.fullField)
        .sort((a, b) => a.raceTime.localeCompare(b.raceTime) || a.racecourse.localeCompare(b.racecourse));
      const entries = groupByRace(await repo.entriesOf(races.map((race) => race.id)));
      return races.map((race) => ({
        id: race.id,
        externalId: race.externalId,
        date: race.raceDate,
        time: race.raceTime,
        racecourse: race.racecourse,
        startsAt: race.startsAt.toISOString(),
        raceName: race.raceName,
        raceType: race.raceType,
        raceClass: race.raceClass,
        distanceYards: race.distanceYards,
        going: race.going,
        runners: race.runners,
        isHandicap: race.isHandicap,
        runnersOnCard: (entries.get(race.id) ?? [])
          .sort((a, b) => (a.number ?? 99) - (b.number ?? 99) || a.horse.localeCompare(b.horse))
          .map((entry) => ({
            id: entry.id,
            horse: entry.horse,
            number: entry.number,
            draw: entry.draw,
            age: entry.age,
            weightLb: entry.weightLb,
            officialRating: entry.officialRating,
            jockey: entry.jockey,
            trainer: entry.trainer,
            form: entry.form,
            headgear: entry.headgear,
            withdrawn: entry.withdrawnAt !== null,
          })),
      }));
    },

    /** The latest imports, newest first (the admin's Racing data tab). */
    async recentImports(limit = 20): Promise<TImportRecord[]> {
      const rows = await createRacingDataRepository(db).listImports(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
};

export type TRacingDataService = ReturnType<typeof createRacingDataService>;
