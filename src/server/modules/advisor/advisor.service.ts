import { advisorBetCounts, PERSONAL_ADVISOR_MAX_BETS, type TAdvisorCounts } from '~/domain/advisor';
import { advisorOutcome, type TAdvisorOutcome } from '~/domain/advisor-outcome';
import type { TBet } from '~/domain/bets.contract';
import type { TAdvisorStyle } from '~/domain/strategies';
import type { TTier } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';

/** The member asking: their plan, and their breaks (a break holds back every tip not yet run). */
export type TAdvisorCaller = {
  id: number;
  tier: TTier;
  timeOutUntil?: Date | null;
  selfExcludedUntil?: Date | null;
};

/** What the advisor reads, handed over by the module from the bets, tips and limits modules. */
export type TAdvisorReads = {
  /** The member's newest settled bets, at most `max`. */
  settledBets: (userId: number, max: number) => Promise<TBet[]>;
  /** Today's tips as this caller sees them (the list the Tips page shows them, a break's hold included). */
  todaysTips: (caller: TAdvisorCaller, now: Date) => Promise<TTipOrLocked[]>;
  bankrollPence: (userId: number) => Promise<number>;
};

/**
 * The AI advisor's strategy built from a Lifetime member's own tracked bets (the route lets only them in): the
 * domain's advisorOutcome over what this reads, so the server and the tests share one set of figures.
 */
export const createAdvisorService = (reads: TAdvisorReads) => ({
  /** How many of the member's bets the strategy would count (the line shown before generating). */
  async record(userId: number): Promise<TAdvisorCounts> {
    return advisorBetCounts(await reads.settledBets(userId, PERSONAL_ADVISOR_MAX_BETS));
  },

  async personal(
    user: TAdvisorCaller,
    style: TAdvisorStyle,
    request: string,
    now: Date,
  ): Promise<TAdvisorOutcome> {
    const [bets, tips, bankrollPence] = await Promise.all([
      reads.settledBets(user.id, PERSONAL_ADVISOR_MAX_BETS),
      reads.todaysTips(user, now),
      reads.bankrollPence(user.id),
    ]);
    return advisorOutcome(style, request, { bets, tips, bankrollPence }, now.getTime());
  },
});

export type TAdvisorService = ReturnType<typeof createAdvisorService>;
