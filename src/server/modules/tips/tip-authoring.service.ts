import type { z } from 'zod';
import type { TCreateTip, ZCorrectTipBody, ZSetResultBody } from '~/domain/tip-authoring.contract';
import { ukInstant } from '~/domain/uk-time';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { recordEntryResult, type TEntryResultWrite, type TResultHook, tipSnapshot } from './entry-result';

export type { TResultHook } from './entry-result';

import { TIPS_TOPIC } from './public-tips.service';
import { placeTermsOf, toAdminTip } from './tip-views';
import { createTipsRepository, type TAdminFilter } from './tips.repository';

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

/**
 * The administrator's writes to tips: publishing, results (settling every bet on the entry in the same transaction),
 * audited corrections and withdrawal before the off. Every write is audited and announced to every instance.
 */
export const createTipAuthoringService = (deps: {
  db: TDb;
  changes: TChangeFeed;
  resultHooks?: TResultHook[];
  /** Runs after a result has committed (the bets module drops its cached reads). */
  afterResult?: () => Promise<unknown>;
}) => {
  const { db, changes } = deps;
  const repo = createTipsRepository(db);
  const announce = () => changes.publish(TIPS_TOPIC);
  const hooks = deps.resultHooks ?? [];

  const loadTip = async (id: number, source = repo) => {
    const row = await source.findTip(id);
    if (!row) throw new AppError('NOT_FOUND', `Tip ${id} not found`);
    return row;
  };

  return {
    announce,

    /**
     * A result for one entry inside the caller's transaction, through the same path as the admin's (issue 35: an
     * import or a feed). Call `afterResults` once the transaction has committed.
     */
    recordEntryResult: (tx: TTx, write: TEntryResultWrite, now: Date) =>
      recordEntryResult(tx, hooks, write, now),

    /** Runs the result hooks for an entry whose race changed but not its result (the bets settle at the new terms). */
    async settleEntry(tx: TTx, entryId: number, now: Date) {
      for (const hook of hooks) await hook(tx, entryId, now);
    },

    /** Once results have committed: every instance re-reads the tips, and the bets module drops its cached reads. */
    async afterResults() {
      await announce();
      await deps.afterResult?.();
    },

    async createTip(body: TCreateTip, adminId: number | null, now: Date) {
      const startsAt = ukInstant(body.tipDate, body.raceTime);
      if (startsAt.getTime() <= now.getTime()) {
        throw new AppError(
          'BAD_REQUEST',
          'That race has already started. Tips must be published before the off.',
          {
            field: 'raceTime',
          },
        );
      }
      if (body.draw !== undefined && body.raceType !== undefined && body.raceType !== 'Flat')
        throw new AppError('BAD_REQUEST', 'Only Flat races have a draw', { field: 'draw' });
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
            facts: {
              raceName: body.raceName,
              raceType: body.raceType,
              raceClass: body.raceClass,
              distanceYards: body.distance,
              going: body.going,
            },
          },
          body.horseName,
          {
            jockey: body.jockey,
            trainer: body.trainer,
            age: body.age,
            weightLb: body.weight,
            draw: body.draw,
            officialRating: body.officialRating,
            form: body.form,
          },
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
        // The same test as deleting: before the off a tip is not yet part of the record, and has no result.
        if (row.startsAt.getTime() > now.getTime()) {
          throw new AppError(
            'CONFLICT',
            `This race has not started yet: its result can be recorded after the off at ${row.raceTime}`,
          );
        }
        const { deadHeat, deadHeatPosition } = deadHeatOf(input, placeTermsOf(row).places);
        const isCorrection = row.result !== null && row.result !== input.result;
        if (isCorrection && !input.reason) {
          throw new AppError('BAD_REQUEST', 'Say why the recorded result is being corrected', {
            field: 'reason',
          });
        }
        await recordEntryResult(
          tx,
          hooks,
          {
            entryId: row.entryId,
            result: {
              result: input.result,
              deadHeat,
              deadHeatPosition,
              rule4Pence: input.result === 'NonRunner' ? 0 : (input.rule4Pence ?? 0),
              spText: input.sp?.text ?? row.spText,
              spNum: input.sp?.num ?? row.spNum,
              spDen: input.sp?.den ?? row.spDen,
            },
            reason: input.reason ?? null,
            adminId,
            comment: { tipId: id, text: input.resultComment || null },
            alwaysAudit: id,
          },
          now,
        );
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
          before: tipSnapshot(row),
          after: tipSnapshot(after),
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
          before: tipSnapshot(row),
          after: '{}',
          reason: null,
          adminId,
        });
      });
      await announce();
    },

    listAudit: (id: number) => repo.listAudit(id),
  };
};

export type TTipAuthoringService = ReturnType<typeof createTipAuthoringService>;
