import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { TChatMessage } from '~/domain/chat.contract';
import { HELPLINES } from '~/domain/site';
import { ChatQuotaError, type TChatContext, type TChatProvider } from './chat.types';
import { CHAT_TOOLS, runToolCall } from './tools/chat-tools';

/**
 * What the model is told: the product, the caller's plan and any break, and which tool answers what. No figure, tip,
 * price or bet is in it: the model reads those from the tools it calls, each worked on the server from what this
 * caller may see (decision 0026).
 */
export const systemPrompt = (context: TChatContext): string =>
  [
    'You are the RacePro racing assistant for UK bettors. Answer in short, plain British English (a few sentences),',
    'with money in pounds and fractional odds. Link our screens as markdown links with site paths: [Tips](/tips),',
    '[Betting Tools](/tools), [Simple Betting Guide](/tools/betting-guide), [Learn Racing](/learn), [Plans](/subscription),',
    '[My Bets](/bets), [Responsible Gambling](/responsible-gambling), [Manage Your Betting Limits](/settings/account).',
    'Use the tools for every fact and figure, never your own arithmetic or memory: calculate_returns (singles, each way,',
    'dead heats, Rule 4), calculate_multiple (doubles to Goliaths, Lucky 15s), rule4_deduction, convert_odds, list_plans',
    "(plans and what this user pays), todays_tips (today's tips as this user may see them), track_record (our results),",
    "my_bets (the user's own bets and profit) and search_lessons (what a term means, how racing works). Quote the tool's",
    'figures as they are. If a tool gives an error, fix the arguments or ask the user for what is missing.',
    'Never name or guess the horse of a locked or held tip. Never promise or imply profit; results vary and past results',
    'do not guarantee future ones.',
    `Safer gambling comes first: if the user mentions chasing losses, debt, borrowing to bet or not being able to stop, begin with the National Gambling Helpline ${HELPLINES.nationalGamblingHelpline.phone} (free, 24 hours), GAMSTOP and [Responsible Gambling](/responsible-gambling), and offer a time-out in [Manage Your Betting Limits](/settings/account), before anything else.`,
    `The user is ${context.viewer.signedIn ? `signed in on the ${context.viewer.tier} plan` : 'a guest (Free)'}.`,
    ...(context.activeBreak
      ? [
          `The user is on a ${context.activeBreak.kind === 'self-exclusion' ? 'self-exclusion' : 'break (time-out)'} until ${context.activeBreak.until.toISOString()}: never name, suggest or hint at a horse or bet for any race not yet run; results of races already run are fine.`,
        ]
      : []),
    `Support e-mail: ${context.supportEmail}.`,
  ].join('\n');

/** The tools as the chat completions API takes them. */
export const TOOL_DEFINITIONS: ChatCompletionTool[] = CHAT_TOOLS.map((tool) => ({
  type: 'function',
  function: { name: tool.name, description: tool.description, parameters: tool.parameters },
}));

/**
 * At most this many requests to the model for one question: up to three rounds of tool calls and the answer. A model
 * still calling tools after that is abandoned (ChatToolLoopError) and the built-in assistant answers instead.
 */
export const MAX_MODEL_REQUESTS = 4;
/** Calls run from one reply; any more are answered with an error (each call needs its tool message). */
export const MAX_TOOL_CALLS_PER_REPLY = 6;

export class ChatToolLoopError extends Error {
  constructor() {
    super(`The model was still calling tools after ${MAX_MODEL_REQUESTS} requests`);
    this.name = 'ChatToolLoopError';
  }
}

/** The part of a reply we read, checked: the SDK does not check what the server sent. */
const ZReplyMessage = z.object({
  content: z.string().max(20_000).nullish(),
  tool_calls: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        type: z.string().max(40).optional(),
        function: z.object({ name: z.unknown(), arguments: z.unknown() }).optional(),
      }),
    )
    .max(50)
    .nullish(),
});

const isQuotaError = (error: unknown): boolean =>
  error instanceof OpenAI.APIError &&
  (error.status === 429 || error.code === 'insufficient_quota') &&
  /quota|insufficient/i.test(`${error.code ?? ''} ${error.message}`);

type TLog = { warn: (object: object, message: string) => void };

/**
 * An OpenAI-compatible chat API (OPENAI_API_KEY; OPENAI_BASE_URL and CHAT_MODEL optional) through the official
 * client, with our tools: a reply that calls tools gets their results and is asked again, within the caller's signal
 * (the route's 10 s limit covers every request). No retries; a quota error is mapped for the panel.
 */
export const createOpenAiProvider = ({
  apiKey,
  baseUrl,
  model,
  log = { warn: () => undefined },
}: {
  apiKey: string;
  baseUrl: string | null;
  model: string;
  log?: TLog;
}): TChatProvider => {
  const client = new OpenAI({ apiKey, ...(baseUrl ? { baseURL: baseUrl } : {}), maxRetries: 0 });
  return {
    name: 'openai',
    async reply(messages: readonly TChatMessage[], context: TChatContext, signal: AbortSignal) {
      const conversation: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(context) },
        ...messages.map((m) => ({ role: m.role, content: m.content })),
      ];
      try {
        for (let request = 1; request <= MAX_MODEL_REQUESTS; request += 1) {
          const completion = await client.chat.completions.create(
            { model, max_tokens: 400, temperature: 0.3, messages: conversation, tools: TOOL_DEFINITIONS },
            { signal },
          );
          const parsed = ZReplyMessage.safeParse(completion.choices?.[0]?.message);
          if (!parsed.success) throw new Error('The model sent a malformed reply');
          const calls = parsed.data.tool_calls ?? [];
          if (calls.length === 0) {
            const text = parsed.data.content;
            if (typeof text !== 'string' || text.trim() === '') throw new Error('The model returned no text');
            return text.trim();
          }
          conversation.push({
            role: 'assistant',
            content: parsed.data.content ?? null,
            tool_calls: calls.map((call) => ({
              id: call.id,
              type: 'function',
              function: {
                name: typeof call.function?.name === 'string' ? call.function.name : '',
                arguments: typeof call.function?.arguments === 'string' ? call.function.arguments : '',
              },
            })),
          });
          for (const [index, call] of calls.entries()) {
            signal.throwIfAborted();
            const content =
              index < MAX_TOOL_CALLS_PER_REPLY
                ? await runToolCall(
                    { name: call.function?.name, arguments: call.function?.arguments },
                    context,
                    log,
                  )
                : JSON.stringify({
                    error: `Too many calls in one reply: at most ${MAX_TOOL_CALLS_PER_REPLY} are run.`,
                  });
            conversation.push({ role: 'tool', tool_call_id: call.id, content });
          }
        }
        throw new ChatToolLoopError();
      } catch (error) {
        if (isQuotaError(error)) throw new ChatQuotaError();
        throw error;
      }
    },
  };
};
