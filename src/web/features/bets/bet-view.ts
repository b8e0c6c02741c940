import type { TBet, TBetPriceType, TBetStatus, TLocalBet } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import { deviceBetStakePence } from '~/domain/multiple-bets';
import { parseFractionalOdds, sameOdds } from '~/domain/odds';
import { describePlaceTerms } from '~/domain/place-terms';
import { settlementLines, type TBetType } from '~/domain/settlement';
import { multipleViewOfAccount, multipleViewOfDevice, type TMultipleView } from './multiple-view';

/** One bet as a My Bets card shows it, whether it came from the account or from this device. */
export type TBetView = {
  key: string;
  source: 'account' | 'device';
  status: TBetStatus;
  type: TBetType;
  horse: string;
  /** The race's page (/races/:id); null for a bet kept on this device before bets recorded their race. */
  raceId: number | null;
  track: string;
  raceDate: string;
  raceTime: string;
  odds: string;
  /** The stake entered; each way stakes it on both parts. */
  stake: number;
  totalStake: number;
  potentialReturn: number;
  actualReturn: number | null;
  /** How it was settled, in sentences (from the settlement data; older device bets kept words). */
  settlement: string[] | null;
  placeTerms: string | null;
  createdAt: string;
  isPendingSync: boolean;
  /** The account's bet id (the corrections, void and result routes); null for a device bet. */
  accountId: number | null;
  kind: TBet['kind'];
  bookmaker: string | null;
  priceType: TBetPriceType;
  /** The tip's price when the bet was on a tip. */
  tipOdds: string | null;
  /** The runner's starting price once returned. */
  sp: string | null;
  voidReason: string | null;
  /** Until when stake, price and bookmaker can be corrected; null once past (or for a device bet). */
  editableUntil: string | null;
  /** A multiple: its type, legs and lines (its card shows these instead of one runner). */
  multiple: TMultipleView | null;
};

/** A single's runner; a multiple has none of its own (its first leg dates and places it). */
const runnerOf = (bet: TBet) =>
  bet.entry ??
  bet.multiple?.legs[0] ?? {
    horse: '',
    raceId: null,
    track: '',
    raceDate: '',
    raceTime: '',
    placeTerms: '',
    sp: null,
  };

export const fromAccountBet = (bet: TBet): TBetView => {
  const multiple = bet.multiple ? multipleViewOfAccount(bet.multiple, bet.stake) : null;
  return {
    key: `account-${bet.id}`,
    source: 'account',
    status: bet.status,
    type: bet.type,
    horse: multiple?.title ?? runnerOf(bet).horse,
    raceId: runnerOf(bet).raceId,
    track: runnerOf(bet).track,
    raceDate: runnerOf(bet).raceDate,
    raceTime: runnerOf(bet).raceTime,
    odds: bet.odds,
    stake: bet.stake,
    totalStake: bet.totalStake,
    potentialReturn: bet.potentialReturn,
    actualReturn: bet.actualReturn,
    settlement: bet.settlement ? settlementLines(bet.settlement) : null,
    placeTerms: multiple || bet.type === 'Win' ? null : runnerOf(bet).placeTerms || null,
    createdAt: bet.createdAt,
    isPendingSync: false,
    multiple,
    accountId: bet.id,
    kind: bet.kind,
    bookmaker: bet.bookmaker,
    priceType: bet.priceType,
    tipOdds: bet.tipOdds,
    sp: runnerOf(bet).sp,
    voidReason: bet.voidReason,
    editableUntil: bet.editableUntil,
  };
};

export const fromDeviceBet = (bet: TLocalBet): TBetView => {
  const multiple = bet.multiple ? multipleViewOfDevice(bet.multiple, bet.stake) : null;
  return {
    key: `device-${bet.id}`,
    source: 'device',
    status: bet.status,
    type: bet.betType,
    horse: multiple?.title ?? bet.horseName,
    raceId: bet.raceId ?? null,
    track: bet.racecourse,
    raceDate: bet.raceDate,
    raceTime: bet.raceTime,
    odds: bet.odds,
    stake: bet.stake,
    totalStake: penceToPounds(deviceBetStakePence(bet)),
    potentialReturn: bet.potentialReturn,
    actualReturn: bet.actualReturn ?? null,
    settlement:
      typeof bet.settlement === 'string'
        ? [bet.settlement]
        : bet.settlement
          ? settlementLines(bet.settlement)
          : null,
    placeTerms:
      !multiple && bet.betType !== 'Win' && bet.placeTerms ? describePlaceTerms(bet.placeTerms) : null,
    createdAt: bet.createdAt,
    isPendingSync: bet.pendingSync === true,
    multiple,
    accountId: null,
    kind: multiple ? 'multiple' : 'single',
    bookmaker: bet.bookmaker ?? null,
    priceType: bet.priceType ?? 'taken',
    tipOdds: null,
    sp: null,
    voidReason: null,
    editableUntil: null,
  };
};

const time = (iso: string): number => {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The account's bets and this device's bets with the given statuses, newest first. A device bet the account
 * already holds (its id is the account bet's clientRef) is shown once, as the account's.
 */
export const mergeBets = (
  accountBets: readonly TBet[],
  deviceBets: readonly TLocalBet[],
  statuses: readonly TBetStatus[],
): TBetView[] => {
  const synced = new Set(accountBets.map((bet) => bet.clientRef).filter(Boolean));
  const fromDevice = deviceBets
    .filter((bet) => statuses.includes(bet.status) && !synced.has(bet.id))
    .map(fromDeviceBet);
  return [...accountBets.map(fromAccountBet), ...fromDevice].sort(
    (a, b) => time(b.createdAt) - time(a.createdAt),
  );
};

export type TStatusBadge = { label: string; variant: 'neutral' | 'won' | 'placed' | 'lost' | 'void' };

export const statusBadge = (bet: Pick<TBetView, 'status'>): TStatusBadge => {
  switch (bet.status) {
    case 'Won':
      return { label: 'Won', variant: 'won' };
    case 'Placed':
      return { label: 'Placed', variant: 'placed' };
    case 'Lost':
      return { label: 'Lost', variant: 'lost' };
    case 'Void':
      return { label: 'Void', variant: 'void' };
    default:
      return { label: 'Open', variant: 'neutral' };
  }
};

/** The tip's price, to show beside the price taken when they differ (an SP bet always differs); null otherwise. */
export const differentTipOdds = (bet: Pick<TBetView, 'odds' | 'tipOdds'>): string | null => {
  if (!bet.tipOdds) return null;
  const taken = parseFractionalOdds(bet.odds);
  const tip = parseFractionalOdds(bet.tipOdds);
  return taken && tip && sameOdds(taken, tip) ? null : bet.tipOdds;
};

/** "BOG" or "SP" beside the status (nothing for the price taken). */
export const PRICE_TYPE_LABELS = {
  bog: { short: 'BOG', long: 'Best odds guaranteed' },
  sp: { short: 'SP', long: 'Starting price' },
} as const;
