import OpenAI from 'openai';
import type { TChatMessage } from '~/domain/chat.contract';
import { HELPLINES } from '~/domain/site';
import { lockedContentMessage } from '~/domain/tiers';
import { trackRecordLine } from './builtin/live-data';
import { ChatQuotaError, type TChatContext, type TChatProvider } from './chat.types';

/** What the model is told about the product, the caller and today's tips they may see (nothing else). */
export const systemPrompt = (context: TChatContext): string => {
  const tips = context.todaysTips.map((tip) =>
    tip.locked && tip.heldUntil
      ? `- ${tip.time} ${tip.racecourse}: held back while the user is on a break (do not guess or suggest any horse)`
      : tip.locked
        ? `- ${tip.time} ${tip.racecourse}: premium tip (${lockedContentMessage('tip', tip.accessLevel)} Do not guess the horse.)`
        : `- ${tip.time} ${tip.racecourse}: ${tip.horse} at ${tip.odds}, ${tip.betType}${tip.result ? `, result ${tip.result}` : ''}`,
  );
  const record = context.trackRecord.allTime;
  return [
    'You are the RacePro racing assistant for UK bettors. Answer in short, plain British English (a few sentences),',
    'with money in pounds and fractional odds. Link our screens as markdown links with site paths: [Tips](/tips),',
    '[Betting Tools](/tools), [Simple Betting Guide](/tools/betting-guide), [Learn Racing](/learn), [Plans](/subscription),',
    '[My Bets](/bets), [Responsible Gambling](/responsible-gambling), [Manage Your Betting Limits](/settings/account).',
    'Never promise or imply profit; results vary and past results do not guarantee future ones.',
    `Safer gambling comes first: if the user mentions chasing losses, debt, borrowing to bet or not being able to stop, begin with the National Gambling Helpline ${HELPLINES.nationalGamblingHelpline.phone} (free, 24 hours), GAMSTOP and [Responsible Gambling](/responsible-gambling), and offer a time-out in [Manage Your Betting Limits](/settings/account), before anything else.`,
    `The user is ${context.viewer.signedIn ? `signed in on the ${context.viewer.tier} plan` : 'a guest (Free)'}.`,
    ...(context.activeBreak
      ? [
          `The user is on a ${context.activeBreak.kind === 'self-exclusion' ? 'self-exclusion' : 'break (time-out)'} until ${context.activeBreak.until.toISOString()}: never name, suggest or hint at a horse or bet for any race not yet run; results of races already run are fine.`,
        ]
      : []),
    `Today's tips they may see (${context.todaysTips.length}):`,
    ...(tips.length ? tips : ['- none published yet (tips are published between 6:00 AM and 10:00 AM)']),
    ...(record.hasEnoughResults
      ? [
          `Track record at level 1-point stakes, ${trackRecordLine('all time', record)}`,
          'Quote a rate only by its name ("won the race" counts horses that won; "returned a profit" counts tips that returned more than their stake, placed each-way tips included) and a profit only with its price basis.',
        ]
      : ['Track record: too few settled tips to quote figures yet.']),
    `Support e-mail: ${context.supportEmail}.`,
  ].join('\n');
};

const isQuotaError = (error: unknown): boolean =>
  error instanceof OpenAI.APIError &&
  (error.status === 429 || error.code === 'insufficient_quota') &&
  /quota|insufficient/i.test(`${error.code ?? ''} ${error.message}`);

/**
 * An OpenAI-compatible chat API (OPENAI_API_KEY; OPENAI_BASE_URL and CHAT_MODEL optional) through the official
 * client. No retries: the route's 10 s limit covers the one attempt, and a quota error is mapped for the panel.
 */
export const createOpenAiProvider = ({
  apiKey,
  baseUrl,
  model,
}: {
  apiKey: string;
  baseUrl: string | null;
  model: string;
}): TChatProvider => {
  const client = new OpenAI({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}), maxRetries: 0 });
  return {
    name: 'openai',
    async reply(messages: readonly TChatMessage[], context: TChatContext, signal: AbortSignal) {
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            max_tokens: 400,
            temperature: 0.3,
            messages: [
              { role: 'system', content: systemPrompt(context) },
              ...messages.map((m) => ({ role: m.role, content: m.content })),
            ],
          },
          { signal },
        );
        const text = completion.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') throw new Error('The model returned no text');
        return text.trim();
      } catch (error) {
        if (isQuotaError(error)) throw new ChatQuotaError();
        throw error;
      }
    },
  };
};
