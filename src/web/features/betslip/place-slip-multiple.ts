import {
  betslipItemKey,
  closeBetslip,
  getBetslipState,
  removeItemsByKey,
  type TBetslipItem,
} from '~/web/lib/betslip-store';
import { addDeviceBets } from '~/web/lib/device-bets';
import { placeMultiple } from './api/place-multiple';
import { newClientRef } from './client-ref';
import { deviceMultipleOf, placeMultipleBody, type TMultipleChoice } from './multiple-slip';
import type { TTrackingMode } from './place-betslip';
import { classifySaveFailure } from './save-failure';

export type TMultiplePlacement =
  | { outcome: 'placed' | 'on-device' }
  /** Not recorded anywhere: the selections stay on the slip, with why. */
  | { outcome: 'not-placed'; message: string };

const UNREACHABLE =
  "We couldn't reach your account, so the multiple is not recorded. Your selections are still on the slip: try again.";
const SIGNED_OUT = "You're signed out, so the multiple is not recorded. Sign in and place it again.";
const STORAGE_FULL = "This device's storage is full, so the multiple could not be saved here.";

/** Once recorded, the multiple's selections leave the slip (every line on those runners); it closes when empty. */
const clearLegs = (items: readonly TBetslipItem[], legs: readonly TBetslipItem[]) => {
  const runners = new Set(legs.map((leg) => leg.raceEntryId));
  removeItemsByKey(items.filter((item) => runners.has(item.raceEntryId)).map(betslipItemKey));
  if (getBetslipState().items.length === 0) closeBetslip();
};

/**
 * Records the slip's multiple: Starter and above with POST /api/bets/multiple, guests and Free on this device.
 * NOTE: unlike a single, a multiple whose save fails is not kept on the device for a retry or an import (the
 * account's import takes singles only): it stays on the slip and the bettor is told it is not recorded.
 */
export const placeSlipMultiple = async (
  items: readonly TBetslipItem[],
  legs: readonly TBetslipItem[],
  choice: TMultipleChoice,
  mode: TTrackingMode,
  now: Date = new Date(),
): Promise<TMultiplePlacement> => {
  const clientRef = newClientRef();
  if (mode !== 'account') {
    try {
      addDeviceBets([deviceMultipleOf(legs, choice, { id: clientRef, now })]);
    } catch {
      return { outcome: 'not-placed', message: STORAGE_FULL };
    }
    clearLegs(items, legs);
    return { outcome: 'on-device' };
  }
  try {
    await placeMultiple(placeMultipleBody(legs, choice, clientRef));
  } catch (error) {
    const failure = classifySaveFailure(error);
    const message =
      failure.kind === 'refused' ? failure.message : failure.kind === 'signed-out' ? SIGNED_OUT : UNREACHABLE;
    return { outcome: 'not-placed', message };
  }
  clearLegs(items, legs);
  return { outcome: 'placed' };
};
