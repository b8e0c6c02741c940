import { useSyncExternalStore } from 'react';
import { readStored, storedKeyChanges } from './device-storage';

/**
 * Where the bets kept on this device live, and the notice that they changed, without their schema: a screen that only
 * marks which runners this device has bet on (the tips list) reads them here and leaves zod to the screens that read
 * the bets themselves (device-bets.ts validates every bet).
 */
export const DEVICE_BETS_STORAGE_KEY = 'racepro.localBets';

const changes = storedKeyChanges(DEVICE_BETS_STORAGE_KEY);

export const notifyDeviceBetsChanged = changes.notify;

/** Calls `listener` when the bets change here or in another tab. */
export const subscribeDeviceBets = changes.subscribe;

/** The stored text, or null when this device keeps no bets (or storage is unavailable). */
export const storedDeviceBets = (): string | null => readStored(DEVICE_BETS_STORAGE_KEY);

/** The stored list's items, unchecked; anything that is not a JSON list counts as none. */
export const parseStoredList = (stored: string | null): unknown[] => {
  try {
    const raw: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(raw) ? raw : [];
  } catch {
    return [];
  }
};

const NONE: ReadonlySet<number> = new Set();
let entryIds: { stored: string | null; ids: ReadonlySet<number> } = { stored: null, ids: NONE };

const deviceBetEntryIds = (): ReadonlySet<number> => {
  const stored = storedDeviceBets();
  if (stored !== entryIds.stored) {
    const ids = new Set<number>();
    const add = (id: unknown) => {
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.add(id);
    };
    for (const item of parseStoredList(stored)) {
      const bet = item as { raceEntryId?: unknown; multiple?: { legs?: unknown } } | null;
      add(bet?.raceEntryId);
      // A multiple tracks every leg (issue 36).
      const legs = bet?.multiple?.legs;
      if (Array.isArray(legs))
        for (const leg of legs) add((leg as { raceEntryId?: unknown } | null)?.raceEntryId);
    }
    entryIds = { stored, ids };
  }
  return entryIds.ids;
};

/** The race entries this device keeps a bet on (the same set for the same stored text, so React can compare it). */
export const useDeviceBetEntryIds = (): ReadonlySet<number> =>
  useSyncExternalStore(subscribeDeviceBets, deviceBetEntryIds, () => NONE);
