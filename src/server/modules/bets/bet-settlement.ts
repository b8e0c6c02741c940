import { settleSingleAtItsPrice } from '~/domain/bet-price';
import type { TDbOrTx } from '../../db/client';
import { placeTermsOf } from '../tips/tip-views';
import { createBetsRepository } from './bets.repository';
import { settleEntryMultiples } from './multiple-settlement';
import { applySettlement, type TOnSettled } from './settled-bet';

/** Change-feed topic: payload a user id (that user's bets changed) or '*' (a settlement: anyone's may have). */
export const BETS_TOPIC = 'bets';

export type { TSettledBet } from './settled-bet';

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
    onSettled?: TOnSettled;
  } = {},
): Promise<number> => {
  const repo = createBetsRepository(tx);
  const outcome = await repo.findEntryOutcome(entryId);
  if (!outcome) return 0;
  let changed = 0;
  const terms = placeTermsOf(outcome);
  const sp =
    outcome.spNum !== null && outcome.spDen !== null ? { num: outcome.spNum, den: outcome.spDen } : null;
  for (const bet of await repo.listForEntry(entryId)) {
    // Best odds guaranteed and SP bets settle at the price `priceToSettle` picks (decision 0031); an SP bet that
    // paid waits, open, for its SP.
    const next = settleSingleAtItsPrice({
      priceType: bet.priceType,
      taken: { num: bet.oddsNum, den: bet.oddsDen },
      sp,
      type: bet.type,
      stakePence: bet.stakePence,
      terms,
      recorded: outcome,
    });
    const wrote = await applySettlement(
      tx,
      { ...bet, detail: bet.settlement },
      next,
      ({ detail, ...values }) => repo.updateSettlement(bet.id, { ...values, settlement: detail }),
      { name: { horse: bet.horse ?? '' }, now, keepSettledAt, onSettled },
    );
    if (wrote) changed += 1;
  }
  // The multiples with a leg on this entry settle once their last leg's result is in.
  return changed + (await settleEntryMultiples(tx, entryId, now, { keepSettledAt, onSettled }));
};
