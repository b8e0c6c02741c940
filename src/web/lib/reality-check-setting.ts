import { useSyncExternalStore } from 'react';
import { defaultRealityCheck, isRealityCheckChoice, type TRealityCheckChoice } from '~/domain/reality-check';
import { readStored, storedKeyChanges } from './device-storage';

/**
 * How often this device shows a reality check (src/domain/reality-check.ts), kept on the device: a guest can choose it
 * too, and the settings screen and the app shell's timer both read it here. Stored as `{ choice, chosenAt }`; anything
 * else under the key (an old format, a hand edit, a blocked storage) reads as "not chosen", so the default applies.
 */
export const REALITY_CHECK_STORAGE_KEY = 'racepro.realityCheck';

export type TRealityCheckSetting = {
  choice: TRealityCheckChoice;
  /** When it was chosen (epoch ms): the next check counts from then. Null if the stored time was unreadable. */
  chosenAt: number | null;
};

const changes = storedKeyChanges(REALITY_CHECK_STORAGE_KEY);

/** The stored text as a setting, or null for nothing stored or anything that is not one. */
export const parseRealityCheckSetting = (stored: string | null): TRealityCheckSetting | null => {
  if (stored === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { choice, chosenAt } = raw as { choice?: unknown; chosenAt?: unknown };
  if (!isRealityCheckChoice(choice)) return null;
  return {
    choice,
    chosenAt: typeof chosenAt === 'number' && Number.isFinite(chosenAt) && chosenAt > 0 ? chosenAt : null,
  };
};

// The setting for the stored text it was read from, so React sees the same object while the text is unchanged.
let snapshot: { stored: string | null; setting: TRealityCheckSetting | null } = {
  stored: null,
  setting: null,
};

export const readRealityCheckSetting = (): TRealityCheckSetting | null => {
  const stored = readStored(REALITY_CHECK_STORAGE_KEY);
  if (stored !== snapshot.stored) snapshot = { stored, setting: parseRealityCheckSetting(stored) };
  return snapshot.setting;
};

/** Keeps the choice on this device; if storage is blocked (private mode) it lasts for this page only. */
export const writeRealityCheckSetting = (choice: TRealityCheckChoice, now: number = Date.now()): void => {
  const text = JSON.stringify({ choice, chosenAt: now });
  try {
    localStorage.setItem(REALITY_CHECK_STORAGE_KEY, text);
  } catch {
    snapshot = { stored: null, setting: { choice, chosenAt: now } };
  }
  changes.notify();
};

export const subscribeRealityCheckSetting = changes.subscribe;

/** The choice in force: the one made on this device, else off for a guest and every 60 minutes for a member. */
export const realityCheckChoiceOf = (
  setting: TRealityCheckSetting | null,
  isSignedIn: boolean,
): TRealityCheckChoice => setting?.choice ?? defaultRealityCheck(isSignedIn);

export const useRealityCheckSetting = (): TRealityCheckSetting | null =>
  useSyncExternalStore(subscribeRealityCheckSetting, readRealityCheckSetting, () => null);
