import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ZPlaceTerms } from '~/domain/contract';
import type { TPlaceTerms } from '~/domain/place-terms';
import type { TBetType } from '~/domain/settlement';
import { ZBetType } from '~/domain/settlement.contract';

export const BETSLIP_STORAGE_KEY = 'racepro.betslip';

const ZBetslipItem = z.object({
  raceEntryId: z.number().int(),
  horse: z.string(),
  /** The race time as shown (HH:MM). */
  race: z.string(),
  track: z.string(),
  /** The UK race day (YYYY-MM-DD), when the source knows it. */
  raceDate: z.string().optional(),
  /** Fractional odds as the bettor saw them (5/2). */
  odds: z.string(),
  type: ZBetType,
  /** Pounds; for each way, the stake on each part. */
  stake: z.number().nonnegative(),
  /** The race's each-way terms; filled in from the entry when the source did not send them. */
  terms: ZPlaceTerms.optional(),
});
export type TBetslipItem = z.infer<typeof ZBetslipItem>;

export type TBetslipState = { items: TBetslipItem[]; isOpen: boolean };

const EMPTY_STATE: TBetslipState = { items: [], isOpen: false };

/** One selection per race entry and bet type. */
export const betslipItemKey = (item: Pick<TBetslipItem, 'raceEntryId' | 'type'>): string =>
  `${item.raceEntryId}|${item.type}`;

// NOTE: storage may be corrupt, from an older version, or blocked (private mode). A bad item is dropped, not the slip.
const readStorage = (): TBetslipState => {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(BETSLIP_STORAGE_KEY) ?? 'null');
    const items =
      raw && typeof raw === 'object' && 'items' in raw && Array.isArray(raw.items) ? raw.items : [];
    const parsed = items.flatMap((item: unknown) => {
      const result = ZBetslipItem.safeParse(item);
      return result.success ? [result.data] : [];
    });
    // NOTE: a new visit starts with the slip closed so the panel never covers the page on load.
    return { items: parsed, isOpen: false };
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

/** Replaces the state, saves it and notifies subscribers. */
export const updateBetslip = (update: (current: TBetslipState) => TBetslipState) => {
  state = update(getBetslipState());
  try {
    window.localStorage.setItem(BETSLIP_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: keep the in-memory slip for this visit.
  }
  for (const listener of listeners) listener();
};

const updateItems = (update: (items: TBetslipItem[]) => TBetslipItem[]) =>
  updateBetslip((current) => ({ ...current, items: update(current.items) }));

/**
 * Spec 1 section 4: a selection already on the slip (same raceEntryId and type) gets the new stake instead of a
 * second line; either way the panel opens.
 */
export const addItem = (item: TBetslipItem) =>
  updateBetslip((current) => {
    const key = betslipItemKey(item);
    const existing = current.items.find((i) => betslipItemKey(i) === key);
    const items = existing
      ? current.items.map((i) =>
          i === existing
            ? {
                ...i,
                stake: item.stake,
                odds: item.odds,
                terms: item.terms ?? i.terms,
                raceDate: item.raceDate ?? i.raceDate,
              }
            : i,
        )
      : [...current.items, item];
    return { items, isOpen: true };
  });

export const removeAt = (index: number) => updateItems((items) => items.filter((_, i) => i !== index));

/** Keeps only stakes of zero or more (spec 1 section 5), to the penny. */
export const updateStake = (index: number, stake: number) => {
  if (!Number.isFinite(stake) || stake < 0) return;
  const pounds = Math.round(stake * 100) / 100;
  updateItems((items) => items.map((item, i) => (i === index ? { ...item, stake: pounds } : item)));
};

/** Changes a line's bet type; if that makes it the same selection as another line, the two become one. */
export const setType = (index: number, type: TBetType) =>
  updateItems((items) => {
    const target = items[index];
    if (!target) return items;
    const changed = { ...target, type };
    const key = betslipItemKey(changed);
    return items.flatMap((item, i) => {
      if (i === index) return [changed];
      return betslipItemKey(item) === key ? [] : [item];
    });
  });

/** Records an entry's each-way terms on every line for that entry that lacks them. */
export const setEntryTerms = (raceEntryId: number, terms: TPlaceTerms) =>
  updateItems((items) =>
    items.map((item) => (item.raceEntryId === raceEntryId && !item.terms ? { ...item, terms } : item)),
  );

/** Removes the lines with these keys (see betslipItemKey), e.g. once they are recorded. */
export const removeItemsByKey = (keys: readonly string[]) =>
  updateItems((items) => items.filter((item) => !keys.includes(betslipItemKey(item))));

export const clearBetslip = () => updateItems(() => []);

export const setBetslipOpen = (isOpen: boolean) => updateBetslip((current) => ({ ...current, isOpen }));
export const openBetslip = () => setBetslipOpen(true);
export const closeBetslip = () => setBetslipOpen(false);
export const toggleBetslip = () => updateBetslip((current) => ({ ...current, isOpen: !current.isOpen }));
export const getBetslipCount = (): number => getBetslipState().items.length;

const onStorage = (event: StorageEvent) => {
  if (event.key !== BETSLIP_STORAGE_KEY) return;
  // Another tab changed the slip: take its items, keep this tab's panel as it is.
  const isOpen = getBetslipState().isOpen;
  state = { ...readStorage(), isOpen };
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
