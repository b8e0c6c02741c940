import { useSyncExternalStore } from 'react';
import { z } from 'zod';

export const BETSLIP_STORAGE_KEY = 'racepro.betslip';

const ZBetslipItem = z.object({
  raceEntryId: z.number().int(),
  horse: z.string(),
  race: z.string(),
  track: z.string(),
  odds: z.string(),
  type: z.enum(['Win', 'Place', 'Each Way']),
  stake: z.number().nonnegative(),
});
export type TBetslipItem = z.infer<typeof ZBetslipItem>;

const ZBetslipState = z.object({ items: z.array(ZBetslipItem), isOpen: z.boolean() });
export type TBetslipState = z.infer<typeof ZBetslipState>;

const EMPTY_STATE: TBetslipState = { items: [], isOpen: false };

// NOTE: storage may be corrupt, from an older version, or blocked (private mode); fall back to empty.
const readStorage = (): TBetslipState => {
  try {
    const raw = window.localStorage.getItem(BETSLIP_STORAGE_KEY);
    if (!raw) return EMPTY_STATE;
    const parsed = ZBetslipState.safeParse(JSON.parse(raw));
    // NOTE: a new visit starts with the slip closed so the panel never covers the page on load.
    return parsed.success ? { ...parsed.data, isOpen: false } : EMPTY_STATE;
  } catch {
    return EMPTY_STATE;
  }
};

let state: TBetslipState | undefined;
const listeners = new Set<() => void>();

export const getBetslipState = (): TBetslipState => {
  state ??= readStorage();
  return state;
};

/** Replaces the state, saves it and notifies subscribers. Later features add item helpers on top of this. */
export const updateBetslip = (update: (current: TBetslipState) => TBetslipState) => {
  state = update(getBetslipState());
  try {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: keep the in-memory slip for this visit.
  }
  for (const listener of listeners) listener();
};

export const setBetslipOpen = (isOpen: boolean) => updateBetslip((current) => ({ ...current, isOpen }));
export const toggleBetslip = () => updateBetslip((current) => ({ ...current, isOpen: !current.isOpen }));
export const getBetslipCount = (): number => getBetslipState().items.length;

const onStorage = (event: StorageEvent) => {
  if (event.key !== BETSLIP_STORAGE_KEY) return;
  state = readStorage();
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** The betslip shared by the floating button, the panel and tip cards; synced across tabs. */
export const useBetslip = (): TBetslipState =>
  useSyncExternalStore(subscribe, getBetslipState, () => EMPTY_STATE);

/** Test helper: forget the cached state so the next read comes from storage again. */
export const resetBetslipStoreForTests = () => {
  state = undefined;
};
