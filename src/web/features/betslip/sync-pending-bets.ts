import type { TLocalBet } from '~/domain/bets.contract';
import { getDeviceBets, removeDeviceBets, updateDeviceBet } from '~/web/lib/device-bets';
import { placeBet } from './api/place-bet';
import { placeBodyFromDeviceBet } from './bet-records';
import { classifySaveFailure } from './save-failure';

export type TSyncResult = {
  /** Now in the account (and gone from the device). */
  synced: TLocalBet[];
  /** The account refused them: they stay on the device as ordinary device bets. */
  refused: Array<{ bet: TLocalBet; message: string }>;
};

const syncOnce = async (): Promise<TSyncResult> => {
  const result: TSyncResult = { synced: [], refused: [] };
  for (const bet of getDeviceBets().filter((b) => b.pendingSync)) {
    try {
      // The same clientRef as the first attempt: if that one did land, the server answers with the same bet.
      await placeBet(placeBodyFromDeviceBet(bet));
      removeDeviceBets([bet.id]);
      result.synced.push(bet);
    } catch (error) {
      const failure = classifySaveFailure(error);
      if (failure.kind !== 'refused') break; // still unreachable or signed out: the next attempt picks it up
      updateDeviceBet(bet.id, { pendingSync: false });
      result.refused.push({ bet, message: failure.message });
    }
  }
  return result;
};

let inFlight: Promise<TSyncResult> | null = null;

/** Sends device bets whose save failed to the account. Calls that overlap share one run, so nothing is sent twice. */
export const syncPendingBets = (): Promise<TSyncResult> => {
  inFlight ??= syncOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
