import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type TEntryOutcome, type TLocalBet, ZLocalBet } from '~/domain/bets.contract';
import { penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds } from '~/domain/odds';
import { outcomeOf, settleBet } from '~/domain/settlement';

/**
 * Bets kept on this device (spec 1 "Locally saved bet"): guests' and Free users' bets, and any bet whose server save
 * failed (pendingSync) until a retry succeeds. Shared by the betslip (writes) and My Bets (reads). Never loses a bet:
 * a corrupt entry is skipped, not the whole list.
 */
export const DEVICE_BETS_STORAGE_KEY = 'racepro.localBets';

const read = (): TLocalBet[] => {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(DEVICE_BETS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item) => {
      const parsed = ZLocalBet.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
};

let snapshot: TLocalBet[] | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  snapshot = null;
  for (const listener of listeners) listener();
};

export const getDeviceBets = (): TLocalBet[] => {
  snapshot ??= read();
  return snapshot;
};

const write = (bets: TLocalBet[]) => {
  localStorage.setItem(DEVICE_BETS_STORAGE_KEY, JSON.stringify(bets));
  emit();
};

export const addDeviceBets = (bets: TLocalBet[]) => write([...getDeviceBets(), ...bets]);
export const updateDeviceBet = (id: string, patch: Partial<TLocalBet>) =>
  write(getDeviceBets().map((bet) => (bet.id === id ? { ...bet, ...patch } : bet)));
export const removeDeviceBets = (ids: readonly string[]) =>
  write(getDeviceBets().filter((bet) => !ids.includes(bet.id)));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_BETS_STORAGE_KEY) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useDeviceBets = (): TLocalBet[] => useSyncExternalStore(subscribe, getDeviceBets, () => []);

/**
 * Settles open device bets from the public outcomes of their entries with the same rules the server uses.
 * Returns how many changed.
 */
export const settleDeviceBets = (outcomes: readonly TEntryOutcome[]): number => {
  const byEntry = new Map(outcomes.map((o) => [o.id, o]));
  let changed = 0;
  const next = getDeviceBets().map((bet) => {
    const outcome = byEntry.get(bet.raceEntryId);
    const odds = parseFractionalOdds(bet.odds);
    if (bet.status !== 'Open' || !outcome?.result || !odds) return bet;
    const settled = settleBet({
      type: bet.betType,
      stakePence: poundsToPence(bet.stake),
      odds,
      terms: outcome.terms,
      outcome: outcomeOf({ ...outcome, result: outcome.result }, outcome.terms),
    });
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
  emit();
};

export const ZDeviceBetList = z.array(ZLocalBet);
