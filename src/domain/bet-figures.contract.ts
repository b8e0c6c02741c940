import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'must be a date written YYYY-MM-DD';
/** The longest window asked for: 10 years (a bigger one is all time, with no dates). */
export const MAX_WINDOW_YEARS = 10;

const isRealDate = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

const ZWindowDate = z
  .string()
  .max(10, DATE_MESSAGE)
  .regex(ISO_DATE, DATE_MESSAGE)
  .refine(isRealDate, DATE_MESSAGE);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (UK race dates, both included; either left out: open at that end). */
export const ZBetWindowQuery = z
  .object({ from: ZWindowDate.optional(), to: ZWindowDate.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'from must be on or before to',
    path: ['from'],
  })
  .refine(
    ({ from, to }) =>
      !from ||
      !to ||
      from >= `${String(Number(to.slice(0, 4)) - MAX_WINDOW_YEARS).padStart(4, '0')}${to.slice(4)}`,
    { message: `The window can be at most ${MAX_WINDOW_YEARS} years`, path: ['from'] },
  );
export type TBetWindowQuery = z.infer<typeof ZBetWindowQuery>;

/** The member's closing-line figure (see priceBeaten in bet-figures.ts); null when no bet qualifies. */
export const ZPriceBeaten = z.object({
  bets: z.number().int(),
  beaten: z.number().int(),
  share: z.number(),
  averageEdge: z.number(),
});

/** The breakdowns of My Bets' figures (bet-figures.ts betBreakdowns). */
export const BREAKDOWN_DIMENSIONS = ['betType', 'bookmaker', 'course', 'oddsBand', 'selection'] as const;
export type TBreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
export const BREAKDOWN_TITLES: Record<TBreakdownDimension, string> = {
  betType: 'Bet type',
  bookmaker: 'Bookmaker',
  course: 'Course',
  oddsBand: 'Odds band',
  selection: 'Tipped or your own',
};

/** One row of a breakdown, money in pounds. */
export const ZBreakdownRow = z.object({
  key: z.string(),
  label: z.string(),
  bets: z.number().int(),
  winners: z.number().int(),
  staked: z.number(),
  returns: z.number(),
  profitLoss: z.number(),
  roi: z.number().nullable(),
  strikeRate: z.number().nullable(),
});
export type TBreakdownRowView = z.infer<typeof ZBreakdownRow>;

/** GET /api/bets/breakdown: the settled, not void bets of the window by each dimension. */
export const ZBetBreakdown = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  groups: z.object(
    Object.fromEntries(
      BREAKDOWN_DIMENSIONS.map((dimension) => [dimension, z.array(ZBreakdownRow)]),
    ) as Record<TBreakdownDimension, z.ZodArray<typeof ZBreakdownRow>>,
  ),
});
export type TBetBreakdown = z.infer<typeof ZBetBreakdown>;

/** The biggest file POST /api/bets/import.csv takes (413 above). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** POST /api/bets/import.csv: how many bets were stored (200). */
export const ZImportCsvResult = z.object({ imported: z.number().int() });
/** POST /api/bets/import.csv refused (400): every problem found, by row; nothing was stored. */
export const ZImportCsvRefusal = z.object({ error: z.string(), errors: z.array(z.string()) });
export type TImportCsvOutcome = { imported: number; errors: string[] };
