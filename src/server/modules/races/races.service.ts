import { describePlaceTerms } from '~/domain/place-terms';
import { favouritesOf, positionLabel } from '~/domain/race-result';
import type { TRaceDetail, TRaceRunner } from '~/domain/races.contract';
import { outcomeOf } from '~/domain/settlement';
import { canSeeTip, type TTier } from '~/domain/tiers';
import type { TTipBetType } from '~/domain/tips';
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
     * One race as the caller may see it (GET /api/races/:id), or null when there is no such race, or when it is only
     * known from tips not yet released (its existence would give them away). A whole field is public racecard
     * information; which runner is tipped is shown only as the tip is (its plan, released, resulted or not, and not
     * during the caller's break while the race is unrun). A race typed in with its tips shows only the runners whose
     * tip the caller may see, or that have a result.
     */
    async raceDetail(
      id: number,
      caller: { tier: TTier; onBreak: boolean },
      now: Date,
    ): Promise<TRaceDetail | null> {
      const race = await repo.findRace(id);
      if (!race) return null;
      const [entries, published] = await Promise.all([repo.listEntries(id), repo.listPublishedTips(id, now)]);
      const maySee = (tip: (typeof published)[number]) =>
        canSeeTip(caller.tier, tip) && !(caller.onBreak && tip.result === null);
      const tipsOf = new Map<number, TRaceRunner['tips']>();
      for (const tip of published.filter(maySee)) {
        const list = tipsOf.get(tip.entryId) ?? [];
        list.push({
          id: tip.id,
          category: tip.category,
          tipster: tip.tipster,
          betType: tip.betType as TTipBetType,
          odds: tip.oddsText,
          accessLevel: tip.accessLevel,
        });
        tipsOf.set(tip.entryId, list);
      }
      const shown = race.fullField
        ? entries
        : entries.filter((entry) => entry.result !== null || tipsOf.has(entry.id));
      if (!race.fullField && shown.length === 0 && published.length === 0) return null;
      const terms = placeTermsOf(race);
      const resulted = entries.length > 0 && entries.every((entry) => entry.result !== null);
      const favourites =
        race.fullField && resulted
          ? favouritesOf(
              entries.map((entry) => ({
                id: entry.id,
                sp:
                  entry.spNum !== null && entry.spDen !== null
                    ? { num: entry.spNum, den: entry.spDen }
                    : null,
                ran: entry.result !== 'NonRunner',
              })),
            )
          : [];
      const runners = shown.map((entry): TRaceRunner => {
        const position =
          entry.position ??
          (entry.result === 'Won'
            ? '1'
            : entry.deadHeatPosition !== null
              ? String(entry.deadHeatPosition)
              : null);
        return {
          id: entry.id,
          number: entry.number,
          horse: entry.horse,
          age: entry.age,
          weightLb: entry.weightLb,
          draw: entry.draw,
          officialRating: entry.officialRating,
          jockey: entry.jockey,
          trainer: entry.trainer,
          form: entry.form,
          headgear: entry.headgear,
          nonRunner:
            entry.result === 'NonRunner' || entry.withdrawnAt !== null
              ? { withdrawnAt: entry.withdrawnAt?.toISOString() ?? null }
              : null,
          result:
            entry.result === null
              ? null
              : {
                  outcome: entry.result,
                  position: entry.result === 'NonRunner' ? null : position,
                  positionLabel:
                    entry.result === 'NonRunner' || position === null ? null : positionLabel(position),
                  beaten: entry.beaten,
                  sp: entry.spText,
                  favourite: favourites.includes(entry.id) ? (favourites.length > 1 ? 'JF' : 'F') : null,
                  rule4Pence: entry.rule4Pence,
                  deadHeat: outcomeOf({ ...entry, result: entry.result }, terms).deadHeat ?? null,
                },
          tips: tipsOf.get(entry.id) ?? [],
        };
      });
      return {
        id: race.id,
        date: race.raceDate,
        time: race.raceTime,
        startsAt: race.startsAt.toISOString(),
        racecourse: race.racecourse,
        race: {
          name: race.raceName,
          type: race.raceType,
          raceClass: race.raceClass,
          distanceYards: race.distanceYards,
          going: race.going,
          runners: race.runners,
        },
        isHandicap: race.isHandicap,
        placeTerms: describePlaceTerms(terms),
        fullField: race.fullField,
        resulted,
        runners,
        lockedTips: published.filter((tip) => !maySee(tip)).length,
      };
    },

    /**
     * Outcomes of the entries the caller may see as the race page shows them: any runner of a race holding its whole
     * field (its card is public, tipped or not), any resulted runner, and elsewhere a runner whose tip the caller may
     * see now (a released tip of their tier or below). Any other id is left out exactly like an unknown one: ids are
     * guessable, and in a race entered with its tips alone an entry is a tip. The SP (public with the result) lets
     * best-odds-guaranteed and SP bets kept on a device settle as the server's do.
     */
    async outcomes(ids: readonly number[], tier: TTier, now: Date) {
      const rows = ids.length ? await repo.listOutcomes(ids, now) : [];
      const visible = new Map<number, (typeof rows)[number]>();
      for (const row of rows) {
        const maySee =
          row.fullField ||
          row.result !== null ||
          (row.accessLevel !== null && canSeeTip(tier, { accessLevel: row.accessLevel, result: row.result }));
        if (maySee) visible.set(row.id, row);
      }
      return [...visible.values()].map((r) => ({
        id: r.id,
        result: r.result,
        deadHeat: r.deadHeat,
        deadHeatPosition: r.deadHeatPosition,
        rule4Pence: r.rule4Pence,
        terms: placeTermsOf(r),
        sp: r.result !== null && r.spNum !== null && r.spDen !== null ? `${r.spNum}/${r.spDen}` : null,
      }));
    },
  };
};

export type TRacesService = ReturnType<typeof createRacesService>;
