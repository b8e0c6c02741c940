import { canSeeTip, type TTier } from '~/domain/tiers';
import { ukDate } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import { placeTermsOf } from '../tips/tip-views';
import { createTipsRepository, type TTipRow } from '../tips/tips.repository';
import { createRacesRepository } from './races.repository';

/** The day's races and runners' outcomes, as much of them as the caller's tier may see. */
export const createRacesService = ({ db }: { db: TDb }) => {
  const repo = createRacesRepository(db);
  const tipsRepo = createTipsRepository(db);
  return {
    /**
     * Today's races with a released tip, with the entries the caller may see. NOTE: races and entries exist because
     * tips named them, so a race whose tips are not yet released is left out, and so is an entry whose every tip is
     * locked for this tier: listing either would reveal the tip before its time.
     */
    async racesToday(now: Date, tier: TTier) {
      const date = ukDate(now);
      const [rows, published] = await Promise.all([
        repo.listRacesForDate(date),
        tipsRepo.listPublishedForDate(date, now),
      ]);
      const visibleEntries = new Set(published.filter((t) => canSeeTip(tier, t)).map((t) => t.entryId));
      const releasedRaces = new Set(published.map((t) => t.raceId));
      const byRace = new Map<
        number,
        {
          race: (typeof rows)[number];
          entries: Array<{ id: number; horse: string; result: TTipRow['result'] }>;
        }
      >();
      for (const row of rows) {
        if (!releasedRaces.has(row.id)) continue;
        const item = byRace.get(row.id) ?? { race: row, entries: [] };
        if (row.entryId !== null && row.horse !== null && visibleEntries.has(row.entryId)) {
          item.entries.push({ id: row.entryId, horse: row.horse, result: row.result });
        }
        byRace.set(row.id, item);
      }
      return [...byRace.values()];
    },

    /**
     * Outcomes of the entries whose tip the caller may see now (a released tip of their tier or below). Any other id
     * is left out exactly like an unknown one: ids are guessable, and a locked tip's result would reveal it.
     */
    async outcomes(ids: readonly number[], tier: TTier, now: Date) {
      const rows = ids.length ? await repo.listOutcomes(ids, now) : [];
      const visible = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (canSeeTip(tier, row)) visible.set(row.id, row);
      return [...visible.values()].map((r) => ({
        id: r.id,
        result: r.result,
        deadHeat: r.deadHeat,
        deadHeatPosition: r.deadHeatPosition,
        rule4Pence: r.rule4Pence,
        terms: placeTermsOf(r),
      }));
    },
  };
};

export type TRacesService = ReturnType<typeof createRacesService>;
