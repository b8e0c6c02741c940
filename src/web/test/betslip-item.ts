import type { TBetslipItem } from '~/web/lib/betslip-store';

/** A betslip selection for tests: £5 win on Galopin at 5/2, 14:30 Ascot. */
export const betslipItem = (over: Partial<TBetslipItem> = {}): TBetslipItem => ({
  raceEntryId: 7,
  horse: 'Galopin',
  race: '14:30',
  track: 'Ascot',
  raceDate: '2026-11-20',
  odds: '5/2',
  type: 'Win',
  stake: 5,
  terms: { places: 3, fractionNum: 1, fractionDen: 5 },
  ...over,
});
