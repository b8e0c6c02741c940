/**
 * Racecard facts as UK cards print them: race type, class or Group/Grade, distance in miles and furlongs, the
 * official going, weight in stones and pounds, form figures. Parsers are linear (no backtracking patterns) and
 * bounded, so admin input can never stall a request.
 */

export const RACE_TYPES = ['Flat', 'Hurdle', 'Chase', 'NH Flat'] as const;
export type TRaceType = (typeof RACE_TYPES)[number];

/** Class 1 (best) to 7, or the pattern grades: Group (Flat) and Grade (jumps), and Listed. */
export const RACE_CLASSES = [
  'Group 1',
  'Group 2',
  'Group 3',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Listed',
  'Class 1',
  'Class 2',
  'Class 3',
  'Class 4',
  'Class 5',
  'Class 6',
  'Class 7',
] as const;
export type TRaceClass = (typeof RACE_CLASSES)[number];

/** The BHA's official going descriptions: turf, then all-weather. */
export const GOINGS = [
  'Hard',
  'Firm',
  'Good to Firm',
  'Good',
  'Good to Soft',
  'Soft',
  'Heavy',
  'Fast',
  'Standard to Fast',
  'Standard',
  'Standard to Slow',
  'Slow',
] as const;
export type TGoing = (typeof GOINGS)[number];

const findIgnoringCase = <T extends string>(list: readonly T[], value: string): T | null =>
  list.find((item) => item.toLowerCase() === value.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;

export const parseRaceType = (value: string): TRaceType | null => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'bumper' || trimmed === 'national hunt flat') return 'NH Flat';
  if (trimmed === 'steeplechase') return 'Chase';
  return findIgnoringCase(RACE_TYPES, value);
};

/** "4", "Class 4", "G1", "Group 1", "Grade 2", "Listed". */
export const parseRaceClass = (value: string): TRaceClass | null => {
  const compact = value.trim().toLowerCase().replace(/\s+/g, '');
  if (/^[1-7]$/.test(compact)) return `Class ${compact}` as TRaceClass;
  const short = /^(g|gr|group|grade|class)([1-7])$/.exec(compact);
  if (short) {
    const [, kind, n] = short;
    const name = kind === 'class' ? 'Class' : kind === 'g' || kind === 'group' ? 'Group' : 'Grade';
    return findIgnoringCase(RACE_CLASSES, `${name} ${n}`);
  }
  return findIgnoringCase(RACE_CLASSES, value);
};

export const parseGoing = (value: string): TGoing | null => {
  const aliases: Record<string, TGoing> = {
    'gd/fm': 'Good to Firm',
    'gd/sft': 'Good to Soft',
    std: 'Standard',
  };
  return aliases[value.trim().toLowerCase()] ?? findIgnoringCase(GOINGS, value);
};

const YARDS_PER_FURLONG = 220;
const YARDS_PER_MILE = 1760;
/** Five furlongs (the shortest British race) to 4m 4f (beyond the Grand National's 4m 2½f). */
export const DISTANCE_YARDS = { min: 5 * YARDS_PER_FURLONG, max: 4 * YARDS_PER_MILE + 4 * YARDS_PER_FURLONG };

/** "2m 4f", "2m4½f", "2m ½f", "7f", "1m 2f 110y", "2m" into yards; null when it is not a distance or out of range. */
export const parseDistance = (value: string): number | null => {
  const text = value.trim().toLowerCase().replace(/\s+/g, '');
  if (text.length === 0 || text.length > 16) return null;
  // "2m ½f" (no whole furlong) is how formatDistance prints 2m 110y, so it reads back.
  const match = /^(?:(\d)m)?(?:(\d)?(½|\.5)?f)?(?:(\d{1,3})y(?:ds)?)?$/.exec(text);
  if (!match || !(match[1] || match[2] || match[4])) return null;
  if (text.includes('f') && !(match[2] || match[3])) return null;
  const [, miles = '0', furlongs = '0', half, yards = '0'] = match;
  const total =
    Number(miles) * YARDS_PER_MILE +
    Number(furlongs) * YARDS_PER_FURLONG +
    (half ? YARDS_PER_FURLONG / 2 : 0) +
    Number(yards);
  if (Number(furlongs) > 7) return null;
  return total >= DISTANCE_YARDS.min && total <= DISTANCE_YARDS.max ? total : null;
};

/** Yards as a UK card prints them, to the nearest half furlong: "2m 4½f", "7f", "1m". */
export const formatDistance = (yards: number): string => {
  const halves = Math.round(yards / (YARDS_PER_FURLONG / 2));
  const miles = Math.floor(halves / 16);
  const furlongHalves = halves % 16;
  const furlongs = Math.floor(furlongHalves / 2);
  const half = furlongHalves % 2 === 1 ? '½' : '';
  const parts = [miles > 0 ? `${miles}m` : '', furlongs > 0 || half ? `${furlongs || ''}${half}f` : ''];
  return parts.filter(Boolean).join(' ');
};

/** Weights carried: 7st 0lb to 12st 7lb, in pounds. */
export const WEIGHT_LB = { min: 7 * 14, max: 12 * 14 + 7 };

/** "11-7", "11st 7lb", "9st" into pounds; null when it is not a weight carried in a British race. */
export const parseWeight = (value: string): number | null => {
  const text = value.trim().toLowerCase().replace(/\s+/g, '');
  if (text.length === 0 || text.length > 10) return null;
  const match = /^(\d{1,2})(?:-|st)(?:(\d{1,2})(?:lbs?)?)?$/.exec(text);
  if (!match) return null;
  const stones = Number(match[1]);
  const pounds = Number(match[2] ?? '0');
  if (pounds > 13) return null;
  const total = stones * 14 + pounds;
  return total >= WEIGHT_LB.min && total <= WEIGHT_LB.max ? total : null;
};

/** Pounds as stones and pounds, the way cards print them: "11-7". */
export const formatWeight = (pounds: number): string => `${Math.floor(pounds / 14)}-${pounds % 14}`;

/**
 * Form figures, most recent last: 1-9 placings, 0 unplaced beyond 9th, P pulled up, F fell, U unseated, R refused,
 * B brought down, S slipped up, C carried out, - a new season, / a longer break.
 */
export const FORM_PATTERN = /^[0-9PFURBSC/-]{1,12}$/;
export const parseForm = (value: string): string | null => {
  const text = value.trim().toUpperCase();
  return FORM_PATTERN.test(text) ? text : null;
};

export const FORM_HELP =
  'Form uses 0-9, P, F, U, R, B, S, C, - and / (most recent last, up to 12 characters)';

/** What the tip form and the API say when a racecard fact cannot be read. */
export const RACECARD_MESSAGES = {
  raceType: 'Race type must be Flat, Hurdle, Chase or NH Flat',
  raceClass: 'Class must be 1 to 7, Group 1-3, Grade 1-3 or Listed',
  distance: 'Distance must be like 7f, 1m 2f or 2m 4½f (5f to 4m 4f)',
  going:
    'Going must be an official description: Heavy, Soft, Good to Soft, Good, Good to Firm, Firm, Hard, or Standard (all-weather)',
  weight: 'Weight must be stones-pounds, like 11-7 (7-0 to 12-7)',
  form: FORM_HELP,
} as const;

export const wholeNumberMessage = (label: string, min: number, max: number) =>
  `${label} must be a whole number from ${min} to ${max}`;

/** Typed digits (at most three) as a whole number from `min` to `max`, or null. */
export const parseWholeIn = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
};

/** A race's line on the card: "Class 4 · 2m 4f · Good to Soft · 12 runners". */
export const raceFactsLine = (race: {
  raceClass: string | null;
  distanceYards: number | null;
  going: string | null;
  runners: number;
}): string =>
  [
    race.raceClass,
    race.distanceYards ? formatDistance(race.distanceYards) : null,
    race.going,
    `${race.runners} ${race.runners === 1 ? 'runner' : 'runners'}`,
  ]
    .filter(Boolean)
    .join(' · ');
