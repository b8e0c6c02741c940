import type { z } from 'zod';
import { hasTierAccess, type TTier } from '~/domain/tiers';
import type { TCreateTip, ZCorrectTipBody, ZSetResultBody } from '~/domain/tip-authoring.contract';
import { computeTrackRecord, profitSeries } from '~/domain/track-record';
import type { TTipStats } from '~/domain/track-record.contract';
import { nextUkMidnight, shiftUkDate, ukDate, ukInstant } from '~/domain/uk-time';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { createReadCache } from '../../read-cache';
import { renderJson, type TRendered } from '../../rendered';
import { placeTermsOf, toAdminTip, toSettledTip, toTipView } from './tip-views';
import { createTipsRepository, type TAdminFilter, type TTipRow } from './tips.repository';

export type TTipListKind = 'all' | 'free' | 'premium';
/** Called inside the result transaction so settlement is atomic with the result (the bets module plugs in here). */
export type TResultHook = (tx: TTx, entryId: number, now: Date) => Promise<unknown>;

const TIPS_TOPIC = 'tips';
/** Cached lists are re-read at least this often, as a backstop. */
const MAX_CACHE_MS = 5 * 60_000;

const snapshot = (row: TTipRow) =>
  JSON.stringify({
    horse: row.horse,
    odds: row.oddsText,
    accessLevel: row.accessLevel,
    result: row.result,
    deadHeat: row.deadHeat,
    deadHeatPosition: row.deadHeatPosition,
    rule4Pence: row.rule4Pence,
    sp: row.spText,
    resultComment: row.resultComment,
    analysis: row.analysis,
  });

/**
 * The dead heat a result records: a winner's tie is for first; a placed horse's tie is for its placing, from 2nd up
 * to the last place paid (a tie beyond the paid places is an unplaced horse: record Lost).
 */
const deadHeatOf = (
  input: Pick<z.output<typeof ZSetResultBody>, 'result' | 'deadHeat' | 'deadHeatPosition'>,
  places: number,
): { deadHeat: number | null; deadHeatPosition: number | null } => {
  const { result, deadHeat, deadHeatPosition } = input;
  if (deadHeat === undefined) {
    if (deadHeatPosition !== undefined)
      throw new AppError('BAD_REQUEST', 'Say how many horses dead-heated', { field: 'deadHeat' });
    return { deadHeat: null, deadHeatPosition: null };
  }
  if (result === 'Won') {
    if (deadHeatPosition !== undefined && deadHeatPosition !== 1)
      throw new AppError('BAD_REQUEST', "A winner's dead heat is for first place", {
        field: 'deadHeatPosition',
      });
    return { deadHeat, deadHeatPosition: 1 };
  }
  if (result !== 'Placed')
    throw new AppError('BAD_REQUEST', 'Only a winner or a placed horse can have a dead heat', {
      field: 'deadHeat',
    });
  if (places < 2)
    throw new AppError(
      'BAD_REQUEST',
      'This race pays the winner only, so a placed horse cannot dead-heat for a place',
      {
        field: 'deadHeat',
      },
    );
  if (deadHeatPosition === undefined || deadHeatPosition < 2 || deadHeatPosition > places)
    throw new AppError(
      'BAD_REQUEST',
      `Say which place the tie was for: 2nd up to ${places === 2 ? '2nd' : places === 3 ? '3rd' : `${places}th`} (the places paid)`,
      { field: 'deadHeatPosition' },
    );
  return { deadHeat, deadHeatPosition };
};

const listKey = (kind: TTipListKind, tier: TTier, date: string) => `${kind}:${tier}:${date}`;

export const createTipsService = (deps: {
  db: TDb;
  changes: TChangeFeed;
  resultHooks?: TResultHook[];
  /** Runs after a result has committed (the bets module drops its cached reads). */
  afterResult?: () => Promise<unknown>;
}) => {
  const { db, changes } = deps;
  const repo = createTipsRepository(db);
  const listCache = createReadCache<TRendered>({ isEnabled: changes.isReliable });
  const statsCache = createReadCache<TTipStats>({ isEnabled: changes.isReliable });
  changes.subscribe(TIPS_TOPIC, () => {
    listCache.invalidate();
    statsCache.invalidate();
  });
  const announce = () => changes.publish(TIPS_TOPIC);

  const loadTip = async (id: number, source = repo) => {
    const row = await source.findTip(id);
    if (!row) throw new AppError('NOT_FOUND', `Tip ${id} not found`);
    return row;
  };

  return {
    announce,

    /** Today's published tips for a caller of `tier`, rendered once per tier and cached. */
    listToday(kind: TTipListKind, tier: TTier, now: Date): Promise<TRendered> {
      const date = ukDate(now);
      return listCache.get(listKey(kind, tier, date), now, async () => {
        const rows = await repo.listPublishedForDate(date, now);
        const picked = rows.filter((r) => kind === 'all' || (kind === 'free') === (r.accessLevel === 'Free'));
        const nextRelease = await repo.nextPublishAfter(date, now);
        const expiresAt = Math.min(
          nextRelease?.getTime() ?? Infinity,
          nextUkMidnight(now).getTime(),
          now.getTime() + MAX_CACHE_MS,
        );
        return {
          value: renderJson(JSON.stringify(picked.map((r) => toTipView(r, tier)))),
          expiresAt: new Date(expiresAt),
        };
      });
    },

    /** The cached rendering of today's list, if it is live (the hot path answers without a promise). */
    peekToday(kind: TTipListKind, tier: TTier, now: Date): TRendered | undefined {
      return listCache.peek(listKey(kind, tier, ukDate(now)), now);
    },

    async createTip(body: TCreateTip, adminId: number | null, now: Date) {
      const startsAt = ukInstant(body.tipDate, body.raceTime);
      if (startsAt.getTime() <= now.getTime()) {
        throw new AppError(
          'BAD_REQUEST',
          'raceTime: That race has already started. Tips must be published before the off.',
        );
      }
      const publishAt = body.publishAt ? new Date(body.publishAt) : now;
      if (publishAt.getTime() >= startsAt.getTime())
        throw new AppError('BAD_REQUEST', 'A tip must be released before its race starts', {
          field: 'publishAt',
        });
      const id = await db.transaction(async (tx) => {
        const txRepo = createTipsRepository(tx);
        const { entryId } = await txRepo.upsertRaceEntry(
          {
            date: body.tipDate,
            time: body.raceTime,
            startsAt,
            racecourse: body.racecourse,
            runners: body.runners,
            isHandicap: body.isHandicap,
          },
          body.horseName,
        );
        return txRepo.insertTip({
          entryId,
          raceDate: body.tipDate,
          accessLevel: body.accessLevel,
          confidence: body.confidence,
          oddsText: body.odds.text,
          oddsNum: body.odds.num,
          oddsDen: body.odds.den,
          betType: body.betType,
          stakePoints: body.stake,
          analysis: body.analysis,
          tipster: body.tipster,
          category: body.category,
          publishAt,
          createdBy: adminId,
        });
      });
      await announce();
      return toAdminTip(await loadTip(id), now);
    },

    async listAdmin(filter: TAdminFilter, page: number, pageSize: number, now: Date) {
      const { rows, total } = await repo.listAdmin(filter, page, pageSize);
      return { tips: rows.map((r) => toAdminTip(r, now)), page, pageSize, total };
    },

    /** Records (or corrects) a result, audited, settling every open bet on the entry in the same transaction. */
    async setResult(
      id: number,
      input: z.output<typeof ZSetResultBody>,
      adminId: number | null,
      now: Date,
      options: { announce?: boolean } = {},
    ) {
      await db.transaction(async (tx) => {
        const txRepo = createTipsRepository(tx);
        const row = await loadTip(id, txRepo);
        const { deadHeat, deadHeatPosition } = deadHeatOf(input, placeTermsOf(row).places);
        const isCorrection = row.result !== null && row.result !== input.result;
        if (isCorrection && !input.reason) {
          throw new AppError('BAD_REQUEST', 'Say why the recorded result is being corrected', {
            field: 'reason',
          });
        }
        await txRepo.updateEntryResult(
          row.entryId,
          {
            result: input.result,
            deadHeat,
            deadHeatPosition,
            rule4Pence: input.result === 'NonRunner' ? 0 : (input.rule4Pence ?? 0),
            spText: input.sp?.text ?? row.spText,
            spNum: input.sp?.num ?? row.spNum,
            spDen: input.sp?.den ?? row.spDen,
          },
          now,
        );
        await txRepo.updateTip(id, { resultComment: input.resultComment || null });
        const after = await loadTip(id, txRepo);
        await txRepo.insertAudit({
          tipId: id,
          action: 'result',
          before: snapshot(row),
          after: snapshot(after),
          reason: input.reason ?? null,
          adminId,
        });
        for (const hook of deps.resultHooks ?? []) await hook(tx, row.entryId, now);
      });
      if (options.announce !== false) await announce();
      await deps.afterResult?.();
      return toAdminTip(await loadTip(id), now);
    },

    /** An audited correction of a published tip's selection, odds, access level or analysis. */
    async correctTip(id: number, input: z.output<typeof ZCorrectTipBody>, adminId: number | null, now: Date) {
      await db.transaction(async (tx) => {
        const txRepo = createTipsRepository(tx);
        const row = await loadTip(id, txRepo);
        let entryId = row.entryId;
        const changesHorse = Boolean(
          input.horseName && input.horseName.toLowerCase() !== row.horse.toLowerCase(),
        );
        // The result belongs to the horse: moving a resulted tip to another horse would drop its result from the record.
        if (changesHorse && row.result !== null) {
          throw new AppError(
            'CONFLICT',
            'This tip has a result, so its selection cannot change. Correct the result instead.',
          );
        }
        if (changesHorse && input.horseName) {
          ({ entryId } = await txRepo.upsertRaceEntry(
            { date: row.raceDate, time: row.raceTime, startsAt: row.startsAt, racecourse: row.racecourse },
            input.horseName,
          ));
        }
        await txRepo.updateTip(id, {
          entryId,
          ...(input.odds
            ? { oddsText: input.odds.text, oddsNum: input.odds.num, oddsDen: input.odds.den }
            : {}),
          ...(input.accessLevel ? { accessLevel: input.accessLevel } : {}),
          ...(input.analysis ? { analysis: input.analysis } : {}),
        });
        const after = await loadTip(id, txRepo);
        await txRepo.insertAudit({
          tipId: id,
          action: 'correction',
          before: snapshot(row),
          after: snapshot(after),
          reason: input.reason,
          adminId,
        });
      });
      await announce();
      return toAdminTip(await loadTip(id), now);
    },

    /**
     * A tip may be withdrawn until its race starts. After the off, or once resulted, it is part of the track record
     * and stays (record a correction instead), so losing tips cannot be quietly removed.
     */
    async deleteTip(id: number, adminId: number | null, now: Date) {
      await db.transaction(async (tx) => {
        const txRepo = createTipsRepository(tx);
        const row = await loadTip(id, txRepo);
        if (row.result !== null)
          throw new AppError(
            'CONFLICT',
            'This tip has a result and is part of the track record, so it cannot be deleted',
          );
        const published = row.publishAt.getTime() <= now.getTime();
        if (published && row.startsAt.getTime() <= now.getTime()) {
          throw new AppError(
            'CONFLICT',
            'This race has started, so the tip is part of the track record and cannot be deleted',
          );
        }
        await txRepo.softDelete(id, now);
        await txRepo.insertAudit({
          tipId: id,
          action: 'delete',
          before: snapshot(row),
          after: '{}',
          reason: null,
          adminId,
        });
      });
      await announce();
    },

    listAudit: (id: number) => repo.listAudit(id),

    /** The computed track record (cached until the next result or UK midnight). */
    stats(now: Date): Promise<TTipStats> {
      return statsCache.get('stats', now, async () => {
        const settled = (await repo.listResulted(now)).map(toSettledTip);
        const since = shiftUkDate(ukDate(now), -29);
        const group = (key: 'tipster' | 'category') => {
          const names = [...new Set(settled.map((t) => t[key]))].sort();
          return names.map((name) => ({
            name,
            ...computeTrackRecord(
              'all time',
              settled.filter((t) => t[key] === name),
            ),
          }));
        };
        const value: TTipStats = {
          generatedAt: now.toISOString(),
          last30Days: computeTrackRecord(
            'last 30 days',
            settled.filter((t) => t.date >= since),
          ),
          allTime: computeTrackRecord('all time', settled),
          byTipster: group('tipster'),
          byCategory: group('category'),
          series: profitSeries(settled),
        };
        return {
          value,
          expiresAt: new Date(Math.min(nextUkMidnight(now).getTime(), now.getTime() + MAX_CACHE_MS)),
        };
      });
    },

    /**
     * Today's races with a released tip, with the entries the caller may see. NOTE: races and entries exist because
     * tips named them, so a race whose tips are not yet released is left out, and so is an entry whose every tip is
     * locked for this tier: listing either would reveal the tip before its time.
     */
    async racesToday(now: Date, tier: TTier) {
      const date = ukDate(now);
      const [rows, published] = await Promise.all([
        repo.listRacesForDate(date),
        repo.listPublishedForDate(date, now),
      ]);
      const visibleEntries = new Set(
        published.filter((t) => hasTierAccess(tier, t.accessLevel)).map((t) => t.entryId),
      );
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
  };
};

export type TTipsService = ReturnType<typeof createTipsService>;
