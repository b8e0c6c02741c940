import type { TBet } from '~/domain/bets.contract';
import { breakNotice, holdForBreak, type TActiveBreak } from '~/domain/breaks';
import { CHAT_PROVIDER_TIMEOUT_MS, type TChatMessage, type TChatResponse } from '~/domain/chat.contract';
import type { TTier } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { asksForSelections, namesUnrunTip, todaysTipsForGuard } from './break-guard';
import { harmReply } from './builtin/safer-gambling';
import { ChatQuotaError, type TChatContext, type TChatProvider } from './chat.types';
import { conversationShowsHarm } from './harm';
import { CERTAINTY_SAFE_REPLY, LOCKED_SAFE_REPLY, lockedHorses, promisesCertainty } from './reply-guard';

/** Spec 2 section 8: the panel shows the high-demand text when an error contains the word "quota". */
export const CHAT_QUOTA_ERROR =
  'The assistant has used its quota for now (high demand). Please try again later.';
export const CHAT_FAILED_ERROR = 'The assistant could not answer just now. Please try again.';
export const CHAT_TIMEOUT_ERROR = 'The assistant took too long to answer. Please try again.';

type TLog = { warn: (object: object, message: string) => void };

export type TChatContextSources = {
  todaysTips: (tier: TTier, now: Date) => Promise<TTipOrLocked[]>;
  trackRecord: (now: Date) => Promise<TChatContext['trackRecord']>;
  myBets: (user: { id: number; tier: TTier }) => Promise<TChatContext['myBets']>;
  /** The member's newest tracked bets, read only when the model's my_bets tool asks. */
  recentBets: (userId: number, max: number) => Promise<TBet[]>;
  plans: (userId: number | null, now: Date) => Promise<TChatContext['plans']>;
  supportEmail: string;
};

/**
 * Answers a conversation with the configured provider, inside the 10 s limit. Never throws: a quota refusal becomes
 * `{ error }`; a timeout or any failure is answered by the fallback when there is one, else `{ error }` (logged
 * without the conversation's text).
 */
export const createChatService = ({
  provider,
  sources,
  log,
  fallback,
  timeoutMs = CHAT_PROVIDER_TIMEOUT_MS,
}: {
  provider: TChatProvider;
  /** Answers instead when the provider fails or times out (not on quota): the built-in assistant for a model. */
  fallback?: TChatProvider;
  sources: TChatContextSources;
  log: TLog;
  timeoutMs?: number;
}) => ({
  provider: provider.name,
  async answer(
    messages: readonly TChatMessage[],
    viewer: {
      userId: number | null;
      username: string | null;
      tier: TTier;
      /** A time-out or self-exclusion in force: no selection for a race not yet run reaches the caller. */
      activeBreak?: TActiveBreak | null;
    },
    now: Date,
  ): Promise<TChatResponse> {
    // Safer gambling first (issue 34): once any message of the conversation shows harm, every reply in it is the
    // help (helpline first, GAMSTOP, limits and breaks) and no selection, before any provider runs.
    if (conversationShowsHarm(messages))
      return {
        message: harmReply(messages.flatMap((m) => (m.role === 'user' ? [m.content] : [])).join('\n')),
      };
    const brk = viewer.activeBreak ?? null;
    // On a break, a question about tips is answered with the break's notice and never reaches a provider.
    if (brk && asksForSelections(messages)) return { message: breakNotice(brk) };
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, timeoutMs);
    });
    // Gathered before the provider runs, so the fallback can answer from the same context after a failure.
    let gathered: { context: TChatContext; allTips: TTipOrLocked[] } | null = null;
    // The guard on the reply, for both providers (issue 32 and 34): during a break no horse tipped for a race not
    // yet run (a model could still have guessed one); no horse from a tip the caller's plan does not show; no
    // promise of profit or certainty.
    const guard = (reply: string, context: TChatContext, allTips: TTipOrLocked[]): string => {
      if (brk && namesUnrunTip(reply, todaysTipsForGuard(allTips))) return breakNotice(brk);
      if (namesUnrunTip(reply, lockedHorses(context.todaysTips, allTips))) return LOCKED_SAFE_REPLY;
      if (promisesCertainty(reply)) return CERTAINTY_SAFE_REPLY;
      return reply;
    };
    /** The fallback's guarded answer from the gathered context, or null when there is none (or it failed too). */
    const fallbackAnswer = async (): Promise<TChatResponse | null> => {
      const ready = gathered;
      if (!fallback || !ready) return null;
      try {
        const reply = await fallback.reply(messages, ready.context, new AbortController().signal);
        return { message: guard(reply, ready.context, ready.allTips) };
      } catch {
        return null;
      }
    };
    try {
      const { userId } = viewer;
      const work = (async () => {
        const [todaysTips, allTips, trackRecord, myBets, plans] = await Promise.all([
          sources.todaysTips(viewer.tier, now),
          sources.todaysTips('Lifetime', now),
          sources.trackRecord(now),
          viewer.userId === null
            ? Promise.resolve(null)
            : sources.myBets({ id: viewer.userId, tier: viewer.tier }),
          sources.plans(viewer.userId, now),
        ]);
        const context: TChatContext = {
          now,
          viewer: { signedIn: viewer.userId !== null, username: viewer.username, tier: viewer.tier },
          activeBreak: brk,
          todaysTips: brk ? holdForBreak(todaysTips, brk) : todaysTips,
          trackRecord,
          myBets,
          ...(userId === null ? {} : { recentBets: (max: number) => sources.recentBets(userId, max) }),
          plans,
          supportEmail: sources.supportEmail,
        };
        gathered = { context, allTips };
        return guard(await provider.reply(messages, context, controller.signal), context, allTips);
      })();
      // A late rejection after the timeout must not become an unhandled rejection.
      work.catch(() => undefined);
      const outcome = await Promise.race([work, timeout]);
      if (outcome === 'timeout') {
        log.warn({ provider: provider.name, timeoutMs }, 'chat provider timed out');
        return (await fallbackAnswer()) ?? { error: CHAT_TIMEOUT_ERROR };
      }
      return { message: outcome };
    } catch (error) {
      if (error instanceof ChatQuotaError) {
        log.warn({ provider: provider.name }, 'chat provider quota exhausted');
        return { error: CHAT_QUOTA_ERROR };
      }
      log.warn(
        { provider: provider.name, err: error instanceof Error ? error.name : 'unknown' },
        'chat provider failed',
      );
      return (await fallbackAnswer()) ?? { error: CHAT_FAILED_ERROR };
    } finally {
      clearTimeout(timer);
    }
  },
});

export type TChatService = ReturnType<typeof createChatService>;
