import type { TBetStatus } from '~/domain/bets.contract';
import { outcomeOf, settleBet } from '~/domain/settlement';
import type { TDbOrTx } from '../../db/client';
import { placeTermsOf } from '../tips/tip-views';
import { createBetsRepository } from './bets.repository';

/** Change-feed topic: payload a user id (that user's bets changed) or '*' (a settlement: anyone's may have). */
export const BETS_TOPIC = 'bets';

/** A bet whose settled status just changed (to Won, Placed, Lost or Void). */
export type TSettledBet = {
  id: number;
  userId: number;
  horse: string;
  status: Exclude<TBetStatus, 'Open'>;
  returnPence: number;
};

/**
 * Settles (or re-settles, after a correction) every bet on an entry from its recorded result. Idempotent.
 * `keepSettledAt`: a re-settlement under corrected rules keeps when each bet was first settled.
 * `onSettled`: called in the transaction for each bet whose status became a settled one it did not have (the alerts
 * queue "Your bet settled"); a re-settlement to the same status is not a new settlement.
 */
export const settleEntryBets = async (
  tx: TDbOrTx,
  entryId: number,
  now: Date,
  {
    keepSettledAt = false,
    onSettled,
  }: {
    keepSettledAt?: boolean;
    onSettled?: (tx: TDbOrTx, bet: TSettledBet, now: Date) => Promise<unknown>;
  } = {},
): Promise<number> => {
  const repo = createBetsRepository(tx);
  const outcome = await repo.findEntryOutcome(entryId);
  if (!outcome) return 0;
  let changed = 0;
  const terms = placeTermsOf(outcome);
  for (const bet of await repo.listForEntry(entryId)) {
    const next = outcome.result
      ? settleBet({
          type: bet.type,
          stakePence: bet.stakePence,
          odds: { num: bet.oddsNum, den: bet.oddsDen },
          terms,
          outcome: outcomeOf({ ...outcome, result: outcome.result }, terms),
        })
      : null;
    const status: TBetStatus = next?.status ?? 'Open';
    const actual = next?.returnPence ?? null;
    const detail = next?.detail ?? null;
    if (
      bet.status === status &&
      bet.actualReturnPence === actual &&
      JSON.stringify(bet.settlement) === JSON.stringify(detail)
    )
      continue;
    await repo.updateSettlement(bet.id, {
      status,
      actualReturnPence: actual,
      settlement: detail,
      settledAt: next ? (keepSettledAt ? (bet.settledAt ?? now) : now) : null,
    });
    changed += 1;
    if (onSettled && status !== 'Open' && status !== bet.status)
      await onSettled(
        tx,
        { id: bet.id, userId: bet.userId, horse: bet.horse, status, returnPence: actual ?? 0 },
        now,
      );
  }
  return changed;
};
