import { settleMultiple } from '~/domain/multiple-settlement';
import type { TDbOrTx } from '../../db/client';
import { placeTermsOf } from '../tips/tip-views';
import { createMultipleBetsRepository } from './multiple-bets.repository';
import { applySettlement, type TOnSettled } from './settled-bet';

/**
 * Settles (or re-settles, after a correction) the multiples with a leg on this entry: once every leg has a result,
 * through the Bet Settler's engine (`settleMultiple`); back to Open if a leg's result is taken away. A bet the member
 * voided is never touched. Idempotent. Called by `settleEntryBets`, in the result's transaction.
 */
export const settleEntryMultiples = async (
  tx: TDbOrTx,
  entryId: number,
  now: Date,
  {
    keepSettledAt = false,
    onSettled,
  }: {
    keepSettledAt?: boolean;
    /** As settleEntryBets' (the alerts queue "Your bet settled"). */
    onSettled?: TOnSettled;
  } = {},
): Promise<number> => {
  const repo = createMultipleBetsRepository(tx);
  const multiples = (await repo.lockMultiplesOnEntry(entryId)).filter((bet) => bet.voidedAt === null);
  if (multiples.length === 0) return 0;
  const legs = await repo.listLegOutcomes(multiples.map((bet) => bet.id));
  let changed = 0;
  for (const bet of multiples) {
    if (!bet.multipleType) continue;
    const next = settleMultiple({
      type: bet.multipleType,
      eachWay: bet.type === 'Each Way',
      stakePerLinePence: bet.stakePence,
      legs: legs
        .filter((leg) => leg.betId === bet.id)
        .map((leg) => ({
          odds: { num: leg.oddsNum, den: leg.oddsDen },
          result: leg.result,
          deadHeat: leg.deadHeat,
          deadHeatPosition: leg.deadHeatPosition,
          rule4Pence: leg.rule4Pence,
          terms: placeTermsOf(leg),
        })),
    });
    const wrote = await applySettlement(
      tx,
      { ...bet, detail: bet.multipleSettlement },
      next && { status: next.status, returnPence: next.returnPence, detail: next.lines },
      ({ detail, ...values }) => repo.updateSettlement(bet.id, { ...values, multipleSettlement: detail }),
      { name: { multipleType: bet.multipleType }, now, keepSettledAt, onSettled },
    );
    if (wrote) changed += 1;
  }
  return changed;
};
