import type { TLocalBet } from '~/domain/bets.contract';
import {
  betslipItemKey,
  closeBetslip,
  getBetslipState,
  removeItemsByKey,
  type TBetslipItem,
} from '~/web/lib/betslip-store';
import { addDeviceBets } from '~/web/lib/device-bets';
import { placeBet } from './api/place-bet';
import { deviceBetFromItem, placeBodyFromItem } from './bet-records';
import { newClientRef } from './client-ref';
import { classifySaveFailure } from './save-failure';

/** Where a bettor's bets are tracked (DESIGN.md "Bet tracking by tier"). */
export type TTrackingMode = 'account' | 'guest' | 'free';

export type TPlacementResult = {
  mode: TTrackingMode;
  /** Recorded in the account. */
  placed: TBetslipItem[];
  /** Refused by the server, with its reason; they stay on the slip and are not kept on the device. */
  refused: Array<{ item: TBetslipItem; message: string }>;
  /** The account could not be reached: kept on the device with pendingSync and retried with the same clientRef. */
  pending: TBetslipItem[];
  /** The session had ended: kept on the device, offered for import after signing in. */
  signedOut: TBetslipItem[];
  /** Guests and Free: kept on the device by design. */
  onDevice: TBetslipItem[];
};

const STORAGE_FULL =
  "This device's storage is full, so the bet could not be saved here. Please try again later.";

/** Saves to the device; false when storage refuses (full or blocked), so the caller keeps the line. */
const keepOnDevice = (bets: TLocalBet[]): boolean => {
  try {
    addDeviceBets(bets);
    return true;
  } catch {
    return false;
  }
};

const placeInAccount = async (item: TBetslipItem, result: TPlacementResult, now: Date) => {
  const clientRef = newClientRef();
  try {
    await placeBet(placeBodyFromItem(item, clientRef));
    result.placed.push(item);
  } catch (error) {
    const failure = classifySaveFailure(error);
    if (failure.kind === 'refused') {
      result.refused.push({ item, message: failure.message });
      return;
    }
    const isPending = failure.kind === 'unreachable';
    // NOTE: the device bet keeps the clientRef just sent, so a retry of a save that did land is answered with the
    // same bet instead of a second one.
    if (!keepOnDevice([deviceBetFromItem(item, { id: clientRef, now, pendingSync: isPending })])) {
      result.refused.push({ item, message: STORAGE_FULL });
      return;
    }
    (isPending ? result.pending : result.signedOut).push(item);
  }
};

/**
 * Records the slip's lines by tier: Starter and above in the account (one POST /api/bets each, in order, so limits
 * apply bet by bet); guests and Free on this device. Recorded lines leave the slip; refused ones stay on it. The
 * panel closes once nothing is left to deal with.
 */
export const placeBetslip = async (
  items: readonly TBetslipItem[],
  mode: TTrackingMode,
  now: Date = new Date(),
): Promise<TPlacementResult> => {
  const result: TPlacementResult = {
    mode,
    placed: [],
    refused: [],
    pending: [],
    signedOut: [],
    onDevice: [],
  };
  if (mode === 'account') {
    for (const item of items) await placeInAccount(item, result, now);
  } else if (keepOnDevice(items.map((item) => deviceBetFromItem(item, { id: newClientRef(), now })))) {
    result.onDevice.push(...items);
  } else {
    result.refused.push(...items.map((item) => ({ item, message: STORAGE_FULL })));
  }
  const refusedKeys = new Set(result.refused.map(({ item }) => betslipItemKey(item)));
  removeItemsByKey(items.map(betslipItemKey).filter((key) => !refusedKeys.has(key)));
  if (getBetslipState().items.length === 0) closeBetslip();
  return result;
};
