/**
 * What the AI Strategy Advisor screen gives a viewer once Generate is pressed: the strategy built from a Lifetime
 * member's own bets (personalStrategy, in ./advisor), or, when there is none, why not, to go under the general
 * guidance. Also the request's rules and the line a Lifetime member reads before generating. Pure: the screen passes
 * what it has read (the bets, today's tips, the bankroll) and the time.
 */

import type { TAdvisorBet, TAdvisorRace, TPersonalStrategy } from './advisor';
import { advisorBetCounts, PERSONAL_ADVISOR_MIN_SETTLED_BETS, personalStrategy } from './advisor';
import { penceToPounds } from './money';
import type { TAdvisorStyle } from './strategies';
import type { TTipOrLocked } from './tip.contract';

/** Spec 2 section 4: the advisor is busy for 2 seconds before the strategy shows. */
export const ADVISOR_GENERATING_MS = 2000;
/** The most a custom request may hold. */
export const ADVISOR_REQUEST_MAX = 500;

/** What the screen has read for a viewer: only a Lifetime member's screen reads anything. */
export type TAdvisorSources = {
  isLifetime: boolean;
  /** The member's settled bets; undefined while they load (or when they could not be loaded). */
  bets: readonly TAdvisorBet[] | undefined;
  isBetsFailed: boolean;
  tips: readonly TTipOrLocked[] | undefined;
  bankrollPence: number | undefined;
};

export type TAdvisorOutcome = {
  personal: TPersonalStrategy | null;
  /**
   * Under the general guidance: why a Lifetime member did not get a strategy from their record (it follows
   * PERSONAL_ADVISOR_NOTE); null with a personal strategy, and for everyone else (the note alone says it).
   */
  noteDetail: string | null;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A custom strategy needs words to work on; every other style can be generated as it is. */
export const canGenerateAdvice = (style: TAdvisorStyle, request: string): boolean =>
  style !== 'custom' || request.trim() !== '';

/** Today's races still to run, from the tips list (locked tips show their race too). */
export const advisorRacesOf = (tips: readonly TTipOrLocked[], now: number): TAdvisorRace[] =>
  tips
    .filter((tip) => (tip.locked || tip.result === null) && Date.parse(tip.startsAt) > now)
    .map((tip) => ({ racecourse: tip.racecourse, time: tip.time, raceType: tip.race.type }));

/** For a Lifetime member, before generating: whether the strategy will be built from their record. */
export const advisorRecordStatus = (bets: readonly TAdvisorBet[] | undefined, isFailed: boolean): string => {
  if (isFailed) return 'Your bets could not be loaded just now, so the strategy will be the general one.';
  if (!bets) return 'Reading your settled bets…';
  const { settled } = advisorBetCounts(bets);
  return settled >= PERSONAL_ADVISOR_MIN_SETTLED_BETS
    ? `Your strategy will be built from your ${plural(settled, 'settled bet')}.`
    : `You have ${plural(settled, 'settled bet')} tracked; the advisor needs ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} for a strategy built from your own record.`;
};

const noteDetailOf = (sources: TAdvisorSources): string | null => {
  if (!sources.isLifetime) return null;
  if (sources.isBetsFailed)
    return 'Your bets could not be loaded just now, so this is the general strategy: try again later.';
  if (!sources.bets)
    return 'Your bets were still loading, so this is the general strategy: generate again in a moment.';
  const { settled } = advisorBetCounts(sources.bets);
  const needed = PERSONAL_ADVISOR_MIN_SETTLED_BETS - settled;
  return `You have ${plural(settled, 'settled bet')} tracked (void bets do not count): ${plural(needed, 'more settled bet')} and this strategy is built from your own record.`;
};

/** The strategy for the style and request from what has been read, as Generate shows it `now`. */
export const advisorOutcome = (
  style: TAdvisorStyle,
  request: string,
  sources: TAdvisorSources,
  now: number,
): TAdvisorOutcome => {
  const personal =
    sources.isLifetime && sources.bets
      ? personalStrategy({
          bets: sources.bets,
          style,
          customRequest: request,
          todaysRaces: sources.tips ? advisorRacesOf(sources.tips, now) : undefined,
          bankrollPounds:
            sources.bankrollPence === undefined ? undefined : penceToPounds(sources.bankrollPence),
        })
      : null;
  return { personal, noteDetail: personal ? null : noteDetailOf(sources) };
};
