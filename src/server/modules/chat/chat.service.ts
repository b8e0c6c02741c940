import { breakNotice, holdForBreak, type TActiveBreak } from '~/domain/breaks';
import { CHAT_PROVIDER_TIMEOUT_MS, type TChatMessage, type TChatResponse } from '~/domain/chat.contract';
import type { TTier } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { asksForSelections, namesUnrunTip, todaysTipsForGuard } from './break-guard';
import { harmReply } from './builtin/safer-gambling';
import { ChatQuotaError, type TChatContext, type TChatProvider } from './chat.types';
import { conversationShowsHarm } from './harm';

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
  plans: (userId: number | null, now: Date) => Promise<TChatContext['plans']>;
  supportEmail: string;
};

/**
 * Answers a conversation with the configured provider, inside the 10 s limit. Never throws: a quota refusal, a
 * timeout or any failure becomes `{ error }` (logged without the conversation's text).
 */
export const createChatService = ({
  provider,
  sources,
  log,
  timeoutMs = CHAT_PROVIDER_TIMEOUT_MS,
}: {
  provider: TChatProvider;
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
    try {
      const work = (async () => {
        const [todaysTips, trackRecord, myBets, plans] = await Promise.all([
          sources.todaysTips(viewer.tier, now),
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
          plans,
          supportEmail: sources.supportEmail,
        };
        const reply = await provider.reply(messages, context, controller.signal);
        // The guard on the reply, for both providers: during a break it may name no horse tipped for a race not
        // yet run (a model could still have guessed one), whatever the question was.
        if (brk && namesUnrunTip(reply, todaysTipsForGuard(await sources.todaysTips('Lifetime', now))))
          return breakNotice(brk);
        return reply;
      })();
      // A late rejection after the timeout must not become an unhandled rejection.
      work.catch(() => undefined);
      const outcome = await Promise.race([work, timeout]);
      if (outcome === 'timeout') {
        log.warn({ provider: provider.name, timeoutMs }, 'chat provider timed out');
        return { error: CHAT_TIMEOUT_ERROR };
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
      return { error: CHAT_FAILED_ERROR };
    } finally {
      clearTimeout(timer);
    }
  },
});

export type TChatService = ReturnType<typeof createChatService>;
