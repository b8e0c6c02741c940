import type { TBet, TBetLeg } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import type { TMultipleLine } from '~/domain/multiple-settlement';
import { describePlaceTerms } from '~/domain/place-terms';
import { placeTermsOf } from '../tips/tip-views';
import type { TBetRow } from './bets.repository';
import type { TBetLegRow } from './multiple-bets.repository';

/** A single's runner and race as a bet shows them; null when the bet has none (a multiple). */
const runnerOf = (row: TBetRow): TBet['entry'] => {
  const { horse, raceDate, raceTime, racecourse, runners, isHandicap } = row;
  if (
    horse === null ||
    raceDate === null ||
    raceTime === null ||
    racecourse === null ||
    runners === null ||
    isHandicap === null
  )
    return null;
  const terms = placeTermsOf({ ...row, runners, isHandicap });
  return {
    id: row.entryId,
    raceId: row.raceId,
    horse,
    raceDate,
    raceTime,
    track: racecourse,
    result: row.result,
    placeTerms: describePlaceTerms(terms),
    sp: row.spText,
  };
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

/** A bet as the API answers it (pounds, the entry's race and terms; a multiple's legs, from `legs`, and lines). */
export const toBetView = (row: TBetRow, legs: readonly TBetLegRow[] = []): TBet => ({
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
  multiple:
    row.kind === 'multiple' && row.multipleType
      ? {
          type: row.multipleType,
          eachWay: row.type === 'Each Way',
          lineCount: row.lineCount,
          legs: legs.map(legOf),
          // Written only by the multiple's settlement (settleMultiple's lines).
          lines: (row.multipleSettlement as TMultipleLine[] | null) ?? null,
        }
      : null,
  entry: row.kind === 'multiple' ? null : runnerOf(row),
});
