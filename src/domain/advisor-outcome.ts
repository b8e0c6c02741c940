/**
 * What the AI Strategy Advisor gives a Lifetime member once Generate is pressed: the strategy built from their own
 * bets (personalStrategy, in ./advisor), or, when there is none, why not, to go under the general guidance. The
 * server works it out (POST /api/advisor/personal); the screen keeps the request's rules and the line a Lifetime
 * member reads before generating. Pure: the caller passes what it has read (the bets, today's tips, the bankroll)
 * and the time.
 */

import type { TAdvisorBet, TAdvisorCounts, TAdvisorRace, TPersonalStrategy } from './advisor';
import { advisorBetCounts, PERSONAL_ADVISOR_MIN_SETTLED_BETS, personalStrategy } from './advisor';
import { penceToPounds } from './money';
import type { TAdvisorStyle } from './strategies';
import type { TTipOrLocked } from './tip.contract';

/** Spec 2 section 4: the advisor is busy for 2 seconds before the strategy shows. */
export const ADVISOR_GENERATING_MS = 2000;
/** The most a custom request may hold. */
export const ADVISOR_REQUEST_MAX = 500;

/** What the server reads for a Lifetime member's strategy: their settled bets, today's tips and their bankroll. */
export type TAdvisorSources = {
  bets: readonly TAdvisorBet[];
  tips: readonly TTipOrLocked[] | undefined;
  bankrollPence: number | undefined;
};

export type TAdvisorOutcome = {
  personal: TPersonalStrategy | null;
  /**
   * Under the general guidance: why a Lifetime member did not get a strategy from their record (it follows
   * PERSONAL_ADVISOR_NOTE); null with a personal strategy.
   */
  noteDetail: string | null;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * What a generated strategy is built from, shown with it (issue 33): the settled bets the server counted, or the set
 * text for the style. The advisor is arithmetic over the member's record or fixed guidance, never a trained model, so
 * the line says which, with the count the strategy itself was worked from.
 */
export const advisorSourceLine = (personal: Pick<TPersonalStrategy, 'counts'> | null): string =>
  personal
    ? `Built from your ${plural(personal.counts.settled, 'settled bet')}`
    : 'General guidance: not personal';

/** A custom strategy needs words to work on; every other style can be generated as it is. */
export const canGenerateAdvice = (style: TAdvisorStyle, request: string): boolean =>
  style !== 'custom' || request.trim() !== '';

/** Today's races still to run, from the tips list (locked tips show their race too). */
export const advisorRacesOf = (tips: readonly TTipOrLocked[], now: number): TAdvisorRace[] =>
  tips
    .filter((tip) => (tip.locked || tip.result === null) && Date.parse(tip.startsAt) > now)
    .map((tip) => ({ racecourse: tip.racecourse, time: tip.time, raceType: tip.race.type }));

/** A Lifetime member's screen, when the server could not build their strategy (it shows the general one). */
export const ADVISOR_UNAVAILABLE_NOTE =
  'Your bets could not be loaded just now, so this is the general strategy: try again later.';

/** For a Lifetime member, before generating: whether the strategy will be built from their record. */
export const advisorRecordStatus = (record: TAdvisorCounts | undefined, isFailed: boolean): string => {
  if (isFailed) return 'Your bets could not be loaded just now, so the strategy will be the general one.';
  if (!record) return 'Reading your settled bets…';
  const { settled } = record;
  return settled >= PERSONAL_ADVISOR_MIN_SETTLED_BETS
    ? `Your strategy will be built from your ${plural(settled, 'settled bet')}.`
    : `You have ${plural(settled, 'settled bet')} tracked; the advisor needs ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} for a strategy built from your own record.`;
};

/**
 * A Lifetime member's strategy for the style and request, from what the server read, as Generate shows it `now`;
 * with fewer than PERSONAL_ADVISOR_MIN_SETTLED_BETS settled bets, why it is the general one. The caller decides who
 * is entitled (the server's POST /api/advisor/personal lets Lifetime members in).
 */
export const advisorOutcome = (
  style: TAdvisorStyle,
  request: string,
  sources: TAdvisorSources,
  now: number,
): TAdvisorOutcome => {
  const personal = personalStrategy({
    bets: sources.bets,
    style,
    customRequest: request,
    todaysRaces: sources.tips ? advisorRacesOf(sources.tips, now) : undefined,
    bankrollPounds: sources.bankrollPence === undefined ? undefined : penceToPounds(sources.bankrollPence),
  });
  if (personal) return { personal, noteDetail: null };
  const { settled } = advisorBetCounts(sources.bets);
  const needed = PERSONAL_ADVISOR_MIN_SETTLED_BETS - settled;
  return {
    personal: null,
    noteDetail: `You have ${plural(settled, 'settled bet')} tracked (void bets do not count): ${plural(needed, 'more settled bet')} and this strategy is built from your own record.`,
  };
};
