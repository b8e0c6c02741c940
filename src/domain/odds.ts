/** How odds are shown: fractional (the UK default) or decimal (DESIGN.md section 4). */
export const ODDS_FORMATS = ['fractional', 'decimal'] as const;
export type TOddsFormat = (typeof ODDS_FORMATS)[number];

/** Fractional odds kept exactly: the text the bettor saw plus numerator and denominator. */
export type TOdds = { text: string; num: number; den: number };

const FRACTION = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/;
const EVENS = /^\s*(evs|evens|even|1\/1)\s*$/i;

/** Parses UK fractional odds ("5/2", "11/10", "Evens"). Returns null for anything else or a zero part. */
export const parseFractionalOdds = (input: string): TOdds | null => {
  if (EVENS.test(input))
    return { text: input.trim().toLowerCase().startsWith('ev') ? 'Evens' : '1/1', num: 1, den: 1 };
  const match = FRACTION.exec(input);
  if (!match) return null;
  const num = Number(match[1]);
  const den = Number(match[2]);
  if (num <= 0 || den <= 0) return null;
  return { text: `${num}/${den}`, num, den };
};

export const ODDS_MESSAGE = 'Odds must be a fraction such as 5/2 or 11/10 (or Evens)';

/** The longest and shortest prices we record: 1000/1 (bookmakers' usual ceiling) and 1/100. */
export const MAX_ODDS = { num: 1000, den: 1 } as const;
export const MIN_ODDS = { num: 1, den: 100 } as const;
export const ODDS_RANGE_MESSAGE = 'Odds must be between 1/100 and 1000/1';

/** True when the price lies within MIN_ODDS..MAX_ODDS (exact integer comparison). */
export const isOddsInRange = ({ num, den }: Pick<TOdds, 'num' | 'den'>): boolean =>
  num * MAX_ODDS.den <= MAX_ODDS.num * den && num * MIN_ODDS.den >= MIN_ODDS.num * den;

/** Decimal odds (stake included), e.g. 5/2 -> 3.5. For display and comparison only; money maths stays exact. */
export const toDecimalOdds = (odds: Pick<TOdds, 'num' | 'den'>): number => 1 + odds.num / odds.den;

export const formatDecimalOdds = (odds: Pick<TOdds, 'num' | 'den'>): string => toDecimalOdds(odds).toFixed(2);

export const sameOdds = (a: Pick<TOdds, 'num' | 'den'>, b: Pick<TOdds, 'num' | 'den'>): boolean =>
  a.num * b.den === b.num * a.den;

/**
 * Odds as a bettor chose to see them: the fractional text as given ("5/2", "Evens"), or decimal to two places
 * ("3.50"). Text that is not fractional odds is shown as it is.
 */
export const formatOdds = (
  odds: string | Pick<TOdds, 'text' | 'num' | 'den'>,
  format: TOddsFormat,
): string => {
  const parsed = typeof odds === 'string' ? parseFractionalOdds(odds) : odds;
  if (!parsed) return typeof odds === 'string' ? odds : odds.text;
  return format === 'decimal'
    ? formatDecimalOdds(parsed)
    : typeof odds === 'string'
      ? odds.trim()
      : parsed.text;
};
