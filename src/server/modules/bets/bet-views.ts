import { MANUAL_PLACE_TERMS, type TBet, type TBetLeg } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import { describePlaceTerms } from '~/domain/place-terms';
import { placeTermsOf } from '../tips/tip-views';
import type { TBetRow } from './bets.repository';
import type { TBetLegRow } from './multiple-bets.repository';

/**
 * Until when a bet can be corrected: its off while it is open and the off is still ahead (a single's race, a bet typed
 * in by hand's own time, a multiple's earliest leg); null otherwise.
 */
export const editableUntilOf = (
  row: Pick<TBetRow, 'status' | 'startsAt'>,
  now: Date,
  legs: readonly Pick<TBetLegRow, 'startsAt'>[] = [],
): Date | null => {
  const legOffs = legs.map((leg) => leg.startsAt.getTime());
  const off = row.startsAt ?? (legOffs.length > 0 ? new Date(Math.min(...legOffs)) : null);
  return row.status === 'Open' && off !== null && off.getTime() > now.getTime() ? off : null;
};

/** What a bet shows of its runner: a single's from our card, a bet typed in by hand's as the member typed it. */
const runnerOf = (row: TBetRow): TBet['entry'] => {
  if (row.kind === 'single' && row.raceId !== null && row.runners !== null && row.isHandicap !== null)
    return {
      id: row.entryId,
      raceId: row.raceId,
      horse: row.horse ?? '',
      raceDate: row.raceDate ?? '',
      raceTime: row.raceTime ?? '',
      track: row.racecourse ?? '',
      result: row.result,
      placeTerms: describePlaceTerms(
        placeTermsOf({ ...row, runners: row.runners, isHandicap: row.isHandicap }),
      ),
      sp: row.spText,
    };
  if (row.kind === 'manual')
    return {
      id: null,
      raceId: null,
      horse: row.horse ?? '',
      raceDate: row.raceDate ?? '',
      raceTime: row.raceTime ?? '',
      track: row.racecourse ?? '',
      result: null,
      placeTerms: describePlaceTerms(MANUAL_PLACE_TERMS),
      sp: null,
    };
  return null;
};

const legOf = (leg: TBetLegRow): TBetLeg => ({
  id: leg.entryId,
  raceId: leg.raceId,
  horse: leg.horse,
  raceDate: leg.raceDate,
  raceTime: leg.raceTime,
  track: leg.racecourse,
  result: leg.result,
  placeTerms: describePlaceTerms(placeTermsOf(leg)),
  sp: leg.spText,
  odds: leg.oddsText,
  tipOdds: leg.tipOddsText,
});

/**
 * A bet as the API answers it (pounds, the entry's race and terms; a multiple's legs, from `legs`, and lines) at `now`
 * (until when it can be corrected).
 */
export const toBetView = (row: TBetRow, now: Date, legs: readonly TBetLegRow[] = []): TBet => ({
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
  editableUntil: editableUntilOf(row, now, legs)?.toISOString() ?? null,
  multiple:
    row.kind === 'multiple' && row.multipleType
      ? {
          type: row.multipleType,
          eachWay: row.type === 'Each Way',
          lineCount: row.lineCount,
          legs: legs.map(legOf),
          lines: row.multipleSettlement,
        }
      : null,
  entry: row.kind === 'multiple' ? null : runnerOf(row),
});
