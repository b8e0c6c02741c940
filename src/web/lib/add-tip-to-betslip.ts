import type { TTip } from '~/domain/tip.contract';
import { addItem, type TBetslipItem } from '~/web/lib/betslip-store';

/** Spec 1 section 9: the default stake added from a tip, in pounds. */
export const DEFAULT_TIP_STAKE = 5;

/** The betslip bet type for a tip: Each Way and Place tips keep their type; anything else goes on as a Win. */
export const betslipTypeOf = (tip: Pick<TTip, 'betType'>): TBetslipItem['type'] => {
  if (tip.betType === 'Each Way') return 'Each Way';
  if (tip.betType === 'Place') return 'Place';
  return 'Win';
};

/**
 * Spec 1 section 4: adding a selection already on the slip (same raceEntryId and type) replaces its stake
 * instead of duplicating it; either way the panel opens (the store's addItem does both). The tip's own each-way
 * terms and date go with it, so the slip's returns never rest on assumed terms. NOTE: no toast: the panel opening
 * (and taking focus) is the confirmation, and a toast would cover the selection in it.
 */
export const addTipToBetslip = (
  tip: TTip,
  {
    type = betslipTypeOf(tip),
    stake = DEFAULT_TIP_STAKE,
  }: {
    /** A strategy may put the tip on as another bet type or stake (each way, a dutch stake). */
    type?: TBetslipItem['type'];
    stake?: number;
  } = {},
) => {
  const item: TBetslipItem = {
    raceEntryId: tip.raceEntryId,
    raceId: tip.raceId,
    horse: tip.horse,
    race: tip.time,
    track: tip.racecourse,
    raceDate: tip.date,
    odds: tip.odds,
    type,
    stake,
    terms: tip.terms,
  };
  addItem(item);
};
