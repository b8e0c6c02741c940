import { formatDistance, formatWeight } from '~/domain/racecard';
import type { TAdminCardRace } from '~/domain/racing-data-import.contract';

export type TCardRunner = TAdminCardRace['runnersOnCard'][number];

/** What a pick from the card writes into a tip form, as the admin would have typed it. */
export type TCardValues = {
  racecourse: string;
  raceTime: string;
  horseName: string;
  raceName: string;
  raceType: string;
  raceClass: string;
  distance: string;
  going: string;
  runners: string;
  isHandicap: boolean;
  jockey: string;
  trainer: string;
  age: string;
  weight: string;
  draw: string;
  officialRating: string;
  form: string;
};

const YARDS_PER_FURLONG = 220;

/**
 * The card's distance as the form reads it back to the same yards: "2m 4½f", or "1m 2f 145y" when the card is not in
 * half furlongs (formatDistance rounds, and the tip would otherwise re-write the race's distance rounded).
 */
export const distanceText = (yards: number): string => {
  if (yards % (YARDS_PER_FURLONG / 2) === 0) return formatDistance(yards);
  const odd = yards % YARDS_PER_FURLONG;
  return `${formatDistance(yards - odd)} ${odd}y`;
};

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/**
 * The race's facts, and the runner's when one is picked (none: the horse and its facts are emptied, so a runner of
 * the race picked before is never left behind). A draw is kept for a Flat race only, as the server requires.
 */
export const cardValues = (race: TAdminCardRace, runner: TCardRunner | null): TCardValues => ({
  racecourse: race.racecourse,
  raceTime: race.time,
  raceName: text(race.raceName),
  raceType: text(race.raceType),
  raceClass: text(race.raceClass),
  distance: race.distanceYards ? distanceText(race.distanceYards) : '',
  going: text(race.going),
  runners: String(race.runners),
  isHandicap: race.isHandicap,
  horseName: text(runner?.horse),
  jockey: text(runner?.jockey),
  trainer: text(runner?.trainer),
  age: text(runner?.age),
  weight: runner?.weightLb ? formatWeight(runner.weightLb) : '',
  draw: race.raceType === 'Flat' || race.raceType === null ? text(runner?.draw) : '',
  officialRating: text(runner?.officialRating),
  form: text(runner?.form),
});

/** "14:30 Harbour Homes Chase". */
export const raceLabel = (race: TAdminCardRace) => [race.time, race.raceName].filter(Boolean).join(' ');

/** "5. Brave Baron (Jockey 5)", and "non-runner" for a withdrawn horse. */
export const runnerLabel = (runner: TCardRunner) =>
  `${runner.number == null ? '' : `${runner.number}. `}${runner.horse}${runner.jockey ? ` (${runner.jockey})` : ''}${runner.withdrawn ? ', non-runner' : ''}`;
