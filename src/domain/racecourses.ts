/** British (and the specs' Irish) racecourses a tip may name. Anything else is refused as unknown. */
export const RACECOURSES = [
  'Aintree',
  'Ascot',
  'Ayr',
  'Bangor-on-Dee',
  'Bath',
  'Beverley',
  'Brighton',
  'Carlisle',
  'Cartmel',
  'Catterick',
  'Chelmsford City',
  'Cheltenham',
  'Chepstow',
  'Chester',
  'Doncaster',
  'Epsom',
  'Exeter',
  'Fakenham',
  'Ffos Las',
  'Fontwell',
  'Goodwood',
  'Hamilton',
  'Haydock',
  'Hereford',
  'Hexham',
  'Huntingdon',
  'Kelso',
  'Kempton',
  'Leicester',
  'Lingfield',
  'Ludlow',
  'Market Rasen',
  'Musselburgh',
  'Newbury',
  'Newcastle',
  'Newmarket',
  'Newton Abbot',
  'Nottingham',
  'Perth',
  'Plumpton',
  'Pontefract',
  'Redcar',
  'Ripon',
  'Salisbury',
  'Sandown',
  'Sedgefield',
  'Southwell',
  'Stratford',
  'Taunton',
  'Thirsk',
  'Uttoxeter',
  'Warwick',
  'Wetherby',
  'Wincanton',
  'Windsor',
  'Wolverhampton',
  'Worcester',
  'Yarmouth',
  'York',
  'Fairyhouse',
  'Leopardstown',
  'Punchestown',
] as const;
export type TRacecourse = (typeof RACECOURSES)[number];

/** Spec 2 section 3: the first Add New Tip form's racecourse options. */
export const FIRST_FORM_RACECOURSES: readonly TRacecourse[] = [
  'Ascot',
  'Aintree',
  'Cheltenham',
  'Doncaster',
  'Epsom',
  'Goodwood',
  'Newmarket',
  'York',
  'Haydock',
  'Kempton',
  'Lingfield',
  'Sandown',
  'Musselburgh',
  'Newbury',
  'Newcastle',
  'Leopardstown',
  'Punchestown',
  'Fairyhouse',
];

const byLowerName = new Map(RACECOURSES.map((name) => [name.toLowerCase(), name]));
export const findRacecourse = (name: string): TRacecourse | null =>
  byLowerName.get(name.trim().toLowerCase()) ?? null;

/** Names providers use for a course we list under another ("Chelmsford" for Chelmsford City). */
const COURSE_ALIASES: Readonly<Record<string, TRacecourse>> = {
  chelmsford: 'Chelmsford City',
  bangor: 'Bangor-on-Dee',
  'newton-abbot': 'Newton Abbot',
  'market-rasen': 'Market Rasen',
};

/**
 * A course as a racing data file or provider names it, as our tips name it: "ascot" is Ascot, "Kempton (AW)" is
 * Kempton, "Newmarket (July)" is Newmarket, "Chelmsford" is Chelmsford City; a course we do not list keeps its
 * name. One race is then one race, whether a tip or a card named it first.
 */
export const canonicalCourse = (name: string): string => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const bare = trimmed.replace(/\s*\([^)]{1,12}\)$/, '');
  return findRacecourse(bare) ?? COURSE_ALIASES[bare.toLowerCase()] ?? findRacecourse(trimmed) ?? trimmed;
};
