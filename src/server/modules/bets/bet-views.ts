import type { TBet } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import { describePlaceTerms } from '~/domain/place-terms';
import { placeTermsOf } from '../tips/tip-views';
import type { TBetRow } from './bets.repository';

/** A bet as the API answers it (pounds, the entry's race and terms). */
export const toBetView = (row: TBetRow): TBet => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  type: row.type,
  odds: row.oddsText,
  stake: penceToPounds(row.stakePence),
  totalStake: penceToPounds(row.totalStakePence),
  potentialReturn: penceToPounds(row.potentialReturnPence),
  actualReturn: row.actualReturnPence === null ? null : penceToPounds(row.actualReturnPence),
  settlement: row.settlement,
  clientRef: row.clientRef,
  kind: row.kind,
  bookmaker: row.bookmaker,
  priceType: row.priceType,
  tipOdds: row.tipOddsText,
  voidReason: row.voidReason,
  // TODO(issue 36): the off while the bet is open and correctable.
  editableUntil: null,
  multiple: null,
  entry: {
    id: row.entryId,
    raceId: row.raceId,
    horse: row.horse,
    raceDate: row.raceDate,
    raceTime: row.raceTime,
    track: row.racecourse,
    result: row.result,
    placeTerms: describePlaceTerms(placeTermsOf(row)),
    sp: row.spText,
  },
});
