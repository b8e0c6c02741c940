import type { TBet } from './bets.contract';
import type { TBetType } from './settlement';

let nextId = 1;
/** A tracked bet as GET /api/bets returns it; status follows the return unless given. Tests only. */
export const trackedBet = (
  type: TBetType,
  odds: string,
  totalStake: number,
  actualReturn: number | null,
  track: string,
  status?: TBet['status'],
): TBet => ({
  id: nextId++,
  status:
    status ??
    (actualReturn === null
      ? 'Open'
      : actualReturn > totalStake
        ? type === 'Each Way' && actualReturn < totalStake * 2
          ? 'Placed'
          : 'Won'
        : actualReturn > 0
          ? 'Placed'
          : 'Lost'),
  createdAt: '2026-11-01T12:00:00.000Z',
  settledAt: actualReturn === null ? null : '2026-11-01T15:00:00.000Z',
  type,
  odds,
  stake: type === 'Each Way' ? totalStake / 2 : totalStake,
  totalStake,
  potentialReturn: 0,
  actualReturn,
  settlement: null,
  clientRef: null,
  kind: 'single',
  bookmaker: null,
  priceType: 'taken',
  tipOdds: null,
  voidReason: null,
  editableUntil: null,
  multiple: null,
  entry: {
    id: nextId,
    raceId: 900 + nextId,
    horse: `Horse ${nextId}`,
    raceDate: '2026-11-01',
    raceTime: '14:30',
    track,
    result: null,
    placeTerms: '1/5 odds, 3 places',
    sp: null,
  },
});
