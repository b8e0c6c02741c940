import type { TBet, TBetSummary } from '~/domain/bets.contract';
import type { TActiveBreak } from '~/domain/breaks';
import type { TChatMessage } from '~/domain/chat.contract';
import type { TPlansResponse } from '~/domain/payments.contract';
import type { TTier } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import type { TTipStats } from '~/domain/track-record.contract';

/**
 * What an assistant knows about one request, gathered by the chat service before a provider runs. Every field is
 * already filtered for the caller: today's tips as their tier sees them (a locked tip has no horse, odds or
 * analysis), their own bets only.
 */
export type TChatContext = {
  now: Date;
  viewer: { signedIn: boolean; username: string | null; tier: TTier };
  /** The caller's time-out or self-exclusion in force, or null: then `todaysTips` holds back every unrun tip. */
  activeBreak?: TActiveBreak | null;
  /** Today's published tips as this caller may see them (GET /api/tips/today's answer). */
  todaysTips: TTipOrLocked[];
  /** The public track record (GET /api/tips/stats). */
  trackRecord: TTipStats;
  /** The caller's own tracked bets (GET /api/bets/summary); null for a guest. */
  myBets: TBetSummary | null;
  /**
   * The caller's newest tracked bets (at most `max`), read only when asked (the model's my_bets tool); absent for a
   * guest.
   */
  recentBets?: (max: number) => Promise<TBet[]>;
  /** What this caller pays for each plan (GET /api/plans). */
  plans: TPlansResponse;
  supportEmail: string;
};

/** A provider's refusal because its account is out of quota (the panel shows the spec's high-demand text). */
export class ChatQuotaError extends Error {
  constructor(message = 'The assistant has reached its quota') {
    super(message);
    this.name = 'ChatQuotaError';
  }
}

/** One way of answering: the built-in assistant or a language model. */
export type TChatProvider = {
  name: 'builtin' | 'openai';
  /** The assistant's reply to the conversation's last (user) message. May throw ChatQuotaError or any error. */
  reply(messages: readonly TChatMessage[], context: TChatContext, signal: AbortSignal): Promise<string>;
};
