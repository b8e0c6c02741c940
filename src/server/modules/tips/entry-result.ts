import type { TTx } from '../../db/client';
import {
  createTipsRepository,
  type TFinishUpdate,
  type TResultUpdate,
  type TTipRow,
} from './tips.repository';

/** Called inside the result transaction so settlement is atomic with the result (the bets module plugs in here). */
export type TResultHook = (tx: TTx, entryId: number, now: Date) => Promise<unknown>;

/** A tip as its audit trail records it, before and after a change. */
export const tipSnapshot = (row: TTipRow) =>
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

export type TEntryResultWrite = {
  entryId: number;
  result: TResultUpdate;
  /** Where the runner finished, or when it was withdrawn (a whole race's result from an import or a feed). */
  finish?: TFinishUpdate;
  /** Why (a correction needs one; an import names itself: "Corrected by import (cards.json)"). */
  reason: string | null;
  /** Who: the administrator, or null for a feed or the demo card. */
  adminId: number | null;
  /** The comment the administrator gave the tip being resulted. */
  comment?: { tipId: number; text: string | null };
  /** A tip audited even when nothing of it changed (each result the administrator records is on its trail). */
  alwaysAudit?: number;
};

/**
 * The one path every result takes, from the admin's form, an import or a feed (issue 35 item 7): writes the entry's
 * result (and finish), audits every tip on the entry whose record changed, and runs the result hooks (the bets
 * module settles every bet on the entry), all inside the caller's transaction.
 */
export const recordEntryResult = async (
  tx: TTx,
  hooks: readonly TResultHook[],
  write: TEntryResultWrite,
  now: Date,
): Promise<void> => {
  const repo = createTipsRepository(tx);
  const before = await repo.listTipsOnEntry(write.entryId);
  await repo.updateEntryResult(write.entryId, write.result, now);
  if (write.finish) await repo.updateEntryFinish(write.entryId, write.finish);
  if (write.comment) await repo.updateTip(write.comment.tipId, { resultComment: write.comment.text });
  const after = new Map((await repo.listTipsOnEntry(write.entryId)).map((row) => [row.id, row]));
  for (const row of before) {
    const next = after.get(row.id);
    if (!next) continue;
    const [was, is] = [tipSnapshot(row), tipSnapshot(next)];
    if (was === is && row.id !== write.alwaysAudit) continue;
    await repo.insertAudit({
      tipId: row.id,
      action: 'result',
      before: was,
      after: is,
      reason: write.reason,
      adminId: write.adminId,
    });
  }
  for (const hook of hooks) await hook(tx, write.entryId, now);
};
