import { useSyncExternalStore } from 'react';
import { BET_TYPES, type TBetType, totalStake } from '~/domain/bet-types';
import { poundsToPence, type TPence } from '~/domain/money';
import type { TPlaceTerms } from '~/domain/place-terms';
import { storedKeyChanges } from './device-storage';

export const BETSLIP_STORAGE_KEY = 'racepro.betslip';

export const SLIP_PRICE_TYPES = ['taken', 'bog', 'sp'] as const;
export type TSlipPriceType = (typeof SLIP_PRICE_TYPES)[number];

export type TBetslipItem = {
  raceEntryId: number;
  /** The race's page (/races/:id), when the source knows it (a tip does). */
  raceId?: number;
  horse: string;
  /** The race time as shown (HH:MM). */
  race: string;
  track: string;
  /** The UK race day (YYYY-MM-DD), when the source knows it. */
  raceDate?: string;
  /** The price the bettor took, as a fraction (5/2); '' until they type one (a runner without a tip). */
  odds: string;
  /** The bookmaker the bettor names (free text). */
  bookmaker?: string;
  /** Best odds guaranteed or SP (issue 36); absent: the price taken. */
  priceType?: TSlipPriceType;
  type: TBetType;
  /** Pounds; for each way, the stake on each part. */
  stake: number;
  /** The race's each-way terms; filled in from the entry when the source did not send them. */
  terms?: TPlaceTerms;
};

/**
 * A stored slip item from an earlier visit, checked field by field. NOTE: by hand, not with zod: the store is in the
 * app shell, and zod would put ~25 KB on every first load for these few fields.
 */
const isWhole = (value: unknown): value is number => Number.isInteger(value);
const isTerms = (value: unknown): value is TPlaceTerms => {
  const terms = value as Partial<TPlaceTerms> | null;
  return (
    typeof terms === 'object' &&
    terms !== null &&
    isWhole(terms.places) &&
    terms.places >= 1 &&
    terms.places <= 8 &&
    terms.fractionNum === 1 &&
    isWhole(terms.fractionDen) &&
    terms.fractionDen >= 1 &&
    terms.fractionDen <= 6
  );
};
export const isBetslipItem = (value: unknown): value is TBetslipItem => {
  const item = value as Partial<Record<keyof TBetslipItem, unknown>> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    isWhole(item.raceEntryId) &&
    (item.raceId === undefined || isWhole(item.raceId)) &&
    typeof item.horse === 'string' &&
    typeof item.race === 'string' &&
    typeof item.track === 'string' &&
    (item.raceDate === undefined || typeof item.raceDate === 'string') &&
    typeof item.odds === 'string' &&
    (BET_TYPES as readonly unknown[]).includes(item.type) &&
    typeof item.stake === 'number' &&
    Number.isFinite(item.stake) &&
    item.stake >= 0 &&
    (item.terms === undefined || isTerms(item.terms)) &&
    (item.bookmaker === undefined || (typeof item.bookmaker === 'string' && item.bookmaker.length <= 60)) &&
    (item.priceType === undefined || (SLIP_PRICE_TYPES as readonly unknown[]).includes(item.priceType))
  );
};

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
    const parsed = items.filter(isBetslipItem);
    // NOTE: a new visit starts with the slip closed so the panel never covers the page on load.
    return { items: parsed, isOpen: false };
  } catch {
    return EMPTY_STATE;
  }
};

let state: TBetslipState | undefined;
const changes = storedKeyChanges(BETSLIP_STORAGE_KEY, () => {
  // Another tab changed the slip: take its items, keep this tab's panel as it is.
  const isOpen = getBetslipState().isOpen;
  state = { ...readStorage(), isOpen };
});

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
  changes.notify();
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
                // A runner added again without a price (the race page) keeps the price already typed.
                odds: item.odds || i.odds,
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

/** The price the bettor took (a fraction the slip read from what they typed, or '' while it cannot be read). */
export const updateOdds = (index: number, odds: string) =>
  updateItems((items) => items.map((item, i) => (i === index ? { ...item, odds } : item)));

/** The bookmaker as typed (at most 60 characters, the API's limit). */
export const updateBookmaker = (index: number, bookmaker: string) =>
  updateItems((items) =>
    items.map((item, i) => (i === index ? { ...item, bookmaker: bookmaker.slice(0, 60) } : item)),
  );

export const setPriceType = (index: number, priceType: TSlipPriceType) =>
  updateItems((items) => items.map((item, i) => (i === index ? { ...item, priceType } : item)));

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

/** What a line costs: an each-way bet is two bets of the stake. */
export const itemOutlayPence = (item: Pick<TBetslipItem, 'type' | 'stake'>): TPence =>
  totalStake(item.type, poundsToPence(item.stake));

/** The slip's total stake: what the floating button shows and the panel's footer totals. */
export const slipStakePence = (items: readonly Pick<TBetslipItem, 'type' | 'stake'>[]): TPence =>
  items.reduce((sum, item) => sum + itemOutlayPence(item), 0);

/** The betslip shared by the floating button, the panel and tip cards; synced across tabs. */
export const useBetslip = (): TBetslipState =>
  useSyncExternalStore(changes.subscribe, getBetslipState, () => EMPTY_STATE);

/** Just whether the slip is open: the shell re-renders when it opens or closes, not on every stake change. */
export const useIsBetslipOpen = (): boolean =>
  useSyncExternalStore(
    changes.subscribe,
    () => getBetslipState().isOpen,
    () => false,
  );

/** Test helper: forget the cached state so the next read comes from storage again. */
export const resetBetslipStoreForTests = () => {
  state = undefined;
};
