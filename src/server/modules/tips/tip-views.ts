import type { TAdminTip } from '~/domain/admin-tips.contract';
import { describePlaceTerms, standardPlaceTerms, type TPlaceTerms } from '~/domain/place-terms';
import { canSeeTip, type TTier } from '~/domain/tiers';
import type { TRaceCard, TTipOrLocked } from '~/domain/tip.contract';
import type { TTipBetType } from '~/domain/tips';
import type { TSettledTip } from '~/domain/track-record';
import type { TTipRow } from './tips.repository';

/** The race's recorded each-way terms, or the standard UK terms for its runners and type. */
export const placeTermsOf = (
  row: Pick<TTipRow, 'runners' | 'isHandicap' | 'placesOverride' | 'placeFractionDenOverride'>,
): TPlaceTerms =>
  row.placesOverride && row.placeFractionDenOverride
    ? { places: row.placesOverride, fractionNum: 1, fractionDen: row.placeFractionDenOverride }
    : standardPlaceTerms(row.runners, row.isHandicap);

/** The race's public card facts (shown on locked tips and results too). */
export const raceCardOf = (row: TTipRow): TRaceCard => ({
  name: row.raceName,
  type: row.raceType,
  raceClass: row.raceClass,
  distanceYards: row.distanceYards,
  going: row.going,
  runners: row.runners,
});

/**
 * What a caller of `tier` may see of a tip. NOTE: this is the only place a tip becomes a response, so a caller
 * without access can never receive the horse, odds, analysis or result, on any endpoint. Once the race is resulted
 * every tip is shown in full to everyone (proofing: anyone can check the record).
 */
export const toTipView = (row: TTipRow, tier: TTier): TTipOrLocked => {
  if (!canSeeTip(tier, row)) {
    return {
      id: row.id,
      locked: true,
      raceId: row.raceId,
      accessLevel: row.accessLevel,
      confidence: row.confidence,
      date: row.raceDate,
      time: row.raceTime,
      racecourse: row.racecourse,
      startsAt: row.startsAt.toISOString(),
      race: raceCardOf(row),
      category: row.category,
    };
  }
  return {
    id: row.id,
    locked: false,
    raceId: row.raceId,
    accessLevel: row.accessLevel,
    horse: row.horse,
    confidence: row.confidence,
    date: row.raceDate,
    time: row.raceTime,
    racecourse: row.racecourse,
    startsAt: row.startsAt.toISOString(),
    race: raceCardOf(row),
    runner: {
      jockey: row.jockey,
      trainer: row.trainer,
      age: row.age,
      weightLb: row.weightLb,
      draw: row.draw,
      officialRating: row.officialRating,
      form: row.form,
    },
    odds: row.oddsText,
    oddsNum: row.oddsNum,
    oddsDen: row.oddsDen,
    tipster: row.tipster,
    category: row.category,
    betType: row.betType as TTipBetType,
    stakePoints: row.stakePoints,
    analysis: row.analysis,
    raceEntryId: row.entryId,
    withdrawn: row.withdrawnAt !== null,
    result: row.result,
    resultComment: row.resultComment,
    sp: row.spText,
    placeTerms: describePlaceTerms(placeTermsOf(row)),
    terms: placeTermsOf(row),
    publishedAt: row.publishAt.toISOString(),
  };
};

export const toAdminTip = (row: TTipRow, now: Date): TAdminTip => ({
  id: row.id,
  date: row.raceDate,
  racecourse: row.racecourse,
  time: row.raceTime,
  horse: row.horse,
  betType: row.betType,
  category: row.category,
  odds: row.oddsText,
  accessLevel: row.accessLevel,
  result: row.result,
  resultComment: row.resultComment,
  tipster: row.tipster,
  confidence: row.confidence,
  sp: row.spText,
  deadHeat: row.deadHeat,
  deadHeatPosition: row.deadHeatPosition,
  rule4Pence: row.rule4Pence,
  publishedAt: row.publishAt.toISOString(),
  raceStarted: row.startsAt.getTime() <= now.getTime(),
  places: placeTermsOf(row).places,
  analysis: row.analysis,
});

export const toSettledTip = (row: TTipRow): TSettledTip => ({
  date: row.raceDate,
  time: row.raceTime,
  betType: row.betType as TTipBetType,
  oddsNum: row.oddsNum,
  oddsDen: row.oddsDen,
  spNum: row.spNum,
  spDen: row.spDen,
  result: row.result!,
  deadHeat: row.deadHeat,
  deadHeatPosition: row.deadHeatPosition,
  rule4Pence: row.rule4Pence,
  terms: placeTermsOf(row),
  tipster: row.tipster,
  category: row.category,
});
