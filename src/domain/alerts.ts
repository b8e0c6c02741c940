import type { TBetStatus } from './bets.contract';
import { BET_SHAPES, type TSettlerBetType } from './calculators/bet-types';
import { formatPence, type TPence } from './money';

/** An alert's words: the push's title and body, and the e-mail's subject (the e-mail's text opens with the body). */
export type TAlertText = { title: string; body: string; subject: string };

/** A member hears "Tips are out" at most once in this long (issue 37 item 3). */
export const TIPS_OUT_MIN_GAP_MS = 60 * 60_000;

/**
 * "Tips are out", counting only the newly published tips the member's plan can see. It names no horse, so it can
 * never name one the plan cannot see.
 */
export const tipsOutAlert = (visibleCount: number): TAlertText => {
  const count = `${visibleCount} new ${visibleCount === 1 ? 'tip' : 'tips'} for today`;
  return { title: 'Tips are out', body: `${count}.`, subject: `Tips are out: ${count}` };
};

/**
 * "Non-runner: <horse>". A single on a non-runner is void and the stake returned; in a multiple that leg counts as a
 * non-runner and the rest stands; bets on the rest of the field may be reduced by Rule 4 (Tattersalls' Rules on
 * Betting, Rule 4(c): deductions for a withdrawn runner; the scale and its sources are in src/domain/rule4.ts).
 */
export const nonRunnerAlert = (input: {
  horse: string;
  raceTime: string;
  racecourse: string;
}): TAlertText => ({
  title: `Non-runner: ${input.horse}`,
  subject: `Non-runner: ${input.horse}`,
  body: `${input.horse} is out of the ${input.raceTime} at ${input.racecourse}. A single on it is void and the stake returned; in a multiple that leg is void and the rest stands. Rule 4 may reduce returns on the rest of the field.`,
});

/** What a settled bet is called: its horse for a single, its type for a multiple ("Your double"). */
export type TSettledBetName = { horse: string } | { multipleType: TSettlerBetType };

const settledWords = (status: Exclude<TBetStatus, 'Open'>, returnPence: TPence): string => {
  const returns = formatPence(returnPence);
  if (status === 'Won') return `won, returns ${returns}`;
  if (status === 'Placed') return `placed, returns ${returns}`;
  if (status === 'Void') return `was void, ${returns} returned`;
  return 'lost';
};

/** "Your bet settled: Silver Arrow won, returns £35.00" (or placed, lost, void; a multiple by its type). */
export const betSettledAlert = (
  name: TSettledBetName,
  status: Exclude<TBetStatus, 'Open'>,
  returnPence: TPence,
): TAlertText => {
  const who = 'horse' in name ? name.horse : `Your ${BET_SHAPES[name.multipleType].label}`;
  const words = `${who} ${settledWords(status, returnPence)}`;
  return { title: 'Your bet settled', body: `${words}.`, subject: `Your bet settled: ${words}` };
};

/** The morning digest's push line (the e-mail lists the tips and bets themselves). */
export const morningDigestAlert = (tipCount: number, openBetCount: number): TAlertText => ({
  title: 'Your morning digest',
  subject: 'Your RacePro morning digest',
  body: `Today: ${tipCount} ${tipCount === 1 ? 'tip' : 'tips'} on your plan, ${openBetCount} open ${openBetCount === 1 ? 'bet' : 'bets'}.`,
});
