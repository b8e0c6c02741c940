/** Each-way place terms: how many places are paid and at what fraction of the win odds. */
export type TPlaceTerms = { places: number; fractionNum: number; fractionDen: number };

/** 1-4 runners: win only. Each-way stakes in such races are settled as win bets (the place part pays as a win). */
export const WIN_ONLY: TPlaceTerms = { places: 1, fractionNum: 1, fractionDen: 1 };

/**
 * Standard UK each-way terms by field size and race type:
 * 1-4 runners win only; 5-7: 2 places at 1/4; 8+ non-handicap: 3 at 1/5; handicaps 8-11: 3 at 1/5,
 * 12-15: 3 at 1/4, 16+: 4 at 1/4.
 */
export const standardPlaceTerms = (runners: number, isHandicap: boolean): TPlaceTerms => {
  if (runners <= 4) return WIN_ONLY;
  if (runners <= 7) return { places: 2, fractionNum: 1, fractionDen: 4 };
  if (!isHandicap || runners <= 11) return { places: 3, fractionNum: 1, fractionDen: 5 };
  if (runners <= 15) return { places: 3, fractionNum: 1, fractionDen: 4 };
  return { places: 4, fractionNum: 1, fractionDen: 4 };
};

export const describePlaceTerms = (terms: TPlaceTerms): string =>
  terms.places === 1 && terms.fractionDen === 1
    ? 'win only'
    : `${terms.places} places at ${terms.fractionNum}/${terms.fractionDen} odds`;
