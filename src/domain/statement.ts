import type { TBetStatus } from './bets.contract';
import { formatPounds, formatSignedPounds, type TPence } from './money';
import { HELPLINES } from './site';
import type { TMonthStatement } from './statement.contract';
import { shiftUkMonth, ukDate, ukInstant, ukMonth } from './uk-time';

/**
 * A member's monthly safer-gambling statement: what they tracked in one UK calendar month. What counts, precisely:
 * - the month's bets are the bets placed (recorded) from midnight UK time on its 1st to midnight UK time on the 1st of
 *   the next month, whatever their race or their settlement date;
 * - stakes, the biggest stake and the days bet count every one of those bets, open, settled or void (an each-way bet
 *   counts its whole stake, both parts);
 * - returns and profit/loss count only those of the month's bets that are settled (won, placed, lost or void): a void
 *   bet returns its stake, so it adds nothing to the profit/loss;
 * - bets still open are counted apart (their number and stakes), in neither the returns nor the profit/loss.
 * The server reads the figures through `statementFigures`, and the account screen and the e-mail show them as given.
 */

/** What the statement reads of a bet. */
export type TStatementBet = {
  status: TBetStatus;
  totalStakePence: TPence;
  actualReturnPence: TPence | null;
  placedAt: Date;
};

export type TStatementFigures = {
  betsPlaced: number;
  stakesPence: TPence;
  settledBets: number;
  returnsPence: TPence;
  profitLossPence: TPence;
  openBets: number;
  openStakesPence: TPence;
  /** The largest total stake of one bet placed in the month; null when none was. */
  biggestStakePence: TPence | null;
  /** How many UK calendar days of the month had at least one bet placed. */
  daysBet: number;
};

/** A settled bet's profit or loss: its return less its total stake (a void bet returns its stake: 0). */
export const settledProfitLossPence = (bet: Pick<TStatementBet, 'totalStakePence' | 'actualReturnPence'>) =>
  (bet.actualReturnPence ?? 0) - bet.totalStakePence;

/** The statement's figures for the bets placed in its month (see above for what counts). */
export const statementFigures = (bets: readonly TStatementBet[]): TStatementFigures => {
  const settled = bets.filter((bet) => bet.status !== 'Open');
  const open = bets.filter((bet) => bet.status === 'Open');
  const sum = (list: readonly TStatementBet[], of: (bet: TStatementBet) => TPence) =>
    list.reduce((total, bet) => total + of(bet), 0);
  return {
    betsPlaced: bets.length,
    stakesPence: sum(bets, (bet) => bet.totalStakePence),
    settledBets: settled.length,
    returnsPence: sum(settled, (bet) => bet.actualReturnPence ?? 0),
    profitLossPence: sum(settled, settledProfitLossPence),
    openBets: open.length,
    openStakesPence: sum(open, (bet) => bet.totalStakePence),
    biggestStakePence: bets.length === 0 ? null : Math.max(...bets.map((bet) => bet.totalStakePence)),
    daysBet: new Set(bets.map((bet) => ukDate(bet.placedAt))).size,
  };
};

/** How many months before this one the account screen offers (this month so far and the 12 before it). */
export const STATEMENT_MONTHS_BACK = 12;

/**
 * The months a member can pick, newest first: this UK month so far and the 12 before it, none before the month the
 * account opened (an account opened "later" than now, by a clock moved back, still has this month).
 */
export const statementMonths = (now: Date, accountCreatedAt: Date): string[] => {
  const current = ukMonth(now);
  const opened = ukMonth(accountCreatedAt);
  const months: string[] = [];
  for (let back = 0; back <= STATEMENT_MONTHS_BACK; back += 1) {
    const month = shiftUkMonth(current, -back);
    if (back > 0 && month < opened) break;
    months.push(month);
  }
  return months;
};

/** When a month's statement e-mail goes out: from 09:00 UK time on the 1st of the next month. */
export const STATEMENT_EMAIL_TIME = '09:00';

/** The instant month `month`'s statement e-mail is due (09:00 UK time on the 1st of the following month). */
export const statementEmailDueAt = (month: string): Date =>
  ukInstant(`${shiftUkMonth(month, 1)}-01`, STATEMENT_EMAIL_TIME);

/**
 * The month whose statement e-mail is due at `now`: last month, once 09:00 UK time on the 1st has passed, for the rest
 * of this month (a job that missed the 1st catches up); null in the first hours of the 1st.
 */
export const statementMonthDue = (now: Date): string | null => {
  const last = shiftUkMonth(ukMonth(now), -1);
  return now.getTime() >= statementEmailDueAt(last).getTime() ? last : null;
};

/** A figure as shown: its label, its value, and what qualifies it (the e-mail writes `value (note)`). */
export type TStatementLine = { label: string; value: string; note?: string };

/** The statement's figures as the account screen and the e-mail both show them, in this order. */
export const statementFigureLines = (statement: TMonthStatement): TStatementLine[] => [
  { label: 'Bets placed', value: String(statement.betsPlaced) },
  { label: 'Days with a bet', value: String(statement.daysBet) },
  { label: 'Total staked', value: formatPounds(statement.stakes) },
  {
    label: 'Biggest single stake',
    value: statement.biggestStake === null ? 'None' : formatPounds(statement.biggestStake),
  },
  { label: 'Settled bets', value: String(statement.settledBets) },
  { label: 'Returns on settled bets', value: formatPounds(statement.returns) },
  { label: 'Profit/loss on settled bets', value: formatSignedPounds(statement.profitLoss) },
  {
    label: 'Bets still open',
    value: String(statement.openBets),
    note: `${formatPounds(statement.openStakes)} staked`,
  },
];

/** The member's limits in force now, as the statement shows them. */
export const statementLimitLines = (limits: TMonthStatement['limits']): TStatementLine[] => [
  {
    label: 'Per-bet limit',
    value: limits.perBetLimit === null ? 'None set' : formatPounds(limits.perBetLimit),
  },
  { label: 'Daily limit', value: limits.dailyLimit === null ? 'None set' : formatPounds(limits.dailyLimit) },
  {
    label: 'Weekly limit',
    value: limits.perWeekLimit === null ? 'None set' : formatPounds(limits.perWeekLimit),
  },
  {
    label: 'Monthly limit',
    value: limits.perMonthLimit === null ? 'None set' : formatPounds(limits.perMonthLimit),
  },
];

/** What the statement counts, in words: the account screen and the e-mail say the same. */
export const statementBasis = (monthName: string): string =>
  `Stakes count every bet you placed in ${monthName} (UK time), including bets still open. Returns and profit/loss are for those bets that have been settled; a void bet returns its stake. Open bets are shown apart.`;

const helpline = HELPLINES.nationalGamblingHelpline;
/**
 * The statement's helpline line. The National Gambling Helpline (run by GamCare) is free and open 24 hours a day, 7 days
 * a week, on 0808 8020 133 (https://www.gamcare.org.uk/get-support/talk-to-us-now/).
 */
export const STATEMENT_HELPLINE_LINE = `If gambling is causing you problems, the ${helpline.name} is free, 24 hours a day, on ${helpline.phone}.`;
/** Where the helpline line links (GamCare runs the helpline). */
export const STATEMENT_HELPLINE_URL = HELPLINES.gamcare.url;
