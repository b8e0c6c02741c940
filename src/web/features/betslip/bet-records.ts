import type { TLocalBet, TPlaceBetBody } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import { ukDate } from '~/domain/uk-time';
import type { TBetslipItem } from '~/web/lib/betslip-store';
import { isStartingPrice, itemReturnPence, itemTerms } from './betslip-maths';

/** The price sent: "SP" for an SP bet, else the price taken. */
const sentOdds = (item: TBetslipItem): string => (isStartingPrice(item) ? 'SP' : item.odds);

/** The bookmaker and price type, only when the bettor gave them (the API's defaults otherwise). */
const priceDetails = (item: Pick<TBetslipItem, 'bookmaker' | 'priceType'>) => {
  const bookmaker = item.bookmaker?.trim();
  return {
    ...(bookmaker ? { bookmaker } : {}),
    ...(item.priceType && item.priceType !== 'taken' ? { priceType: item.priceType } : {}),
  };
};

/** The POST /api/bets body for a betslip line: money in pounds, the return worked out on whole pence. */
export const placeBodyFromItem = (item: TBetslipItem, clientRef: string): TPlaceBetBody => ({
  raceEntryId: item.raceEntryId,
  type: item.type,
  odds: sentOdds(item),
  stake: item.stake,
  potentialReturn: penceToPounds(itemReturnPence(item)),
  clientRef,
  ...priceDetails(item),
});

/** The same body again for a device bet waiting to reach the account: the same clientRef, so never twice. */
export const placeBodyFromDeviceBet = (bet: TLocalBet): TPlaceBetBody => ({
  raceEntryId: bet.raceEntryId,
  type: bet.betType,
  odds: bet.odds,
  stake: bet.stake,
  potentialReturn: bet.potentialReturn,
  clientRef: bet.id,
  ...priceDetails(bet),
});

type TDeviceBetOptions = { id: string; now: Date; pendingSync?: boolean };

/** A betslip line kept on this device (spec 1 "Locally saved bet"). */
export const deviceBetFromItem = (
  item: TBetslipItem,
  { id, now, pendingSync }: TDeviceBetOptions,
): TLocalBet => ({
  id,
  raceEntryId: item.raceEntryId,
  ...(item.raceId === undefined ? {} : { raceId: item.raceId }),
  horseName: item.horse,
  racecourse: item.track,
  raceTime: item.race,
  // NOTE: tips on the slip are today's racing; a line without its date is taken as the UK's today.
  raceDate: item.raceDate ?? ukDate(now),
  betType: item.type,
  odds: sentOdds(item),
  stake: item.stake,
  potentialReturn: penceToPounds(itemReturnPence(item)),
  status: 'Open',
  createdAt: now.toISOString(),
  placeTerms: itemTerms(item),
  ...priceDetails(item),
  ...(pendingSync ? { pendingSync: true } : {}),
});
