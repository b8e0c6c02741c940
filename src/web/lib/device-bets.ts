import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { settleSingleAtItsPrice } from '~/domain/bet-price';
import type { TEntryOutcome } from '~/domain/bets.contract';
import { type TLocalBet, ZLocalBet } from '~/domain/device-bets.contract';
import { penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds } from '~/domain/odds';
import {
  DEVICE_BETS_STORAGE_KEY,
  notifyDeviceBetsChanged,
  parseStoredList,
  storedDeviceBets,
  subscribeDeviceBets,
} from './device-bets-store';
import { settleDeviceMultiple } from './settle-device-multiple';

/*
 * Bets kept on this device (spec 1 "Locally saved bet"): guests' and Free users' bets, and any bet whose server save
 * failed (pendingSync) until a retry succeeds. Shared by the betslip (writes) and My Bets (reads). Never loses a bet:
 * a corrupt entry is skipped, not the whole list.
 */

const NO_BETS: TLocalBet[] = [];

export { DEVICE_BETS_STORAGE_KEY } from './device-bets-store';

const read = (stored: string | null): TLocalBet[] =>
  parseStoredList(stored).flatMap((item) => {
    const parsed = ZLocalBet.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

// The list for the stored text it was read from: the same text gives the same list, so React can compare snapshots.
let snapshot: { stored: string | null; bets: TLocalBet[] } | null = null;

export const getDeviceBets = (): TLocalBet[] => {
  const stored = storedDeviceBets();
  if (snapshot?.stored !== stored) snapshot = { stored, bets: read(stored) };
  return snapshot.bets;
};

const write = (bets: TLocalBet[]) => {
  localStorage.setItem(DEVICE_BETS_STORAGE_KEY, JSON.stringify(bets));
  notifyDeviceBetsChanged();
};

export const addDeviceBets = (bets: TLocalBet[]) => write([...getDeviceBets(), ...bets]);
export const updateDeviceBet = (id: string, patch: Partial<TLocalBet>) =>
  write(getDeviceBets().map((bet) => (bet.id === id ? { ...bet, ...patch } : bet)));
export const removeDeviceBets = (ids: readonly string[]) =>
  write(getDeviceBets().filter((bet) => !ids.includes(bet.id)));

export const useDeviceBets = (): TLocalBet[] =>
  useSyncExternalStore(subscribeDeviceBets, getDeviceBets, () => NO_BETS);

/**
 * Settles open device bets from the public outcomes of their entries with the same rules the server uses (a multiple
 * once every leg has a result). Returns how many changed.
 */
export const settleDeviceBets = (outcomes: readonly TEntryOutcome[]): number => {
  const byEntry = new Map(outcomes.map((o) => [o.id, o]));
  let changed = 0;
  const next = getDeviceBets().map((bet) => {
    if (bet.multiple) {
      const updated = settleDeviceMultiple(bet, byEntry);
      if (!updated) return bet;
      changed += 1;
      return updated;
    }
    const outcome = byEntry.get(bet.raceEntryId);
    if (bet.status !== 'Open' || !outcome?.result) return bet;
    // The price it settles at, as the server picks it (decision 0031): the price taken, the better of it and the SP
    // (best odds guaranteed), or the SP (an SP bet that paid waits, open, for its SP).
    const priceType = bet.priceType ?? 'taken';
    const taken = parseFractionalOdds(bet.odds);
    if (!taken && priceType !== 'sp') return bet;
    const settled = settleSingleAtItsPrice({
      priceType,
      taken: taken ?? { num: 0, den: 1 },
      sp: outcome.sp ? parseFractionalOdds(outcome.sp) : null,
      type: bet.betType,
      stakePence: poundsToPence(bet.stake),
      terms: outcome.terms,
      recorded: outcome,
    });
    if (!settled) return bet;
    changed += 1;
    return {
      ...bet,
      status: settled.status,
      actualReturn: penceToPounds(settled.returnPence),
      settlement: settled.detail,
    };
  });
  if (changed > 0) write(next);
  return changed;
};

/** For tests. */
export const resetDeviceBetsForTests = () => {
  localStorage.removeItem(DEVICE_BETS_STORAGE_KEY);
  notifyDeviceBetsChanged();
};

export const ZDeviceBetList = z.array(ZLocalBet);
