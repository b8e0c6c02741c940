import { CHAT_MAX_CHARS, CHAT_MAX_MESSAGES, type TChatMessage } from '~/domain/chat.contract';
import { PRODUCT_NAME } from '~/domain/site';

/** The panel's opening line: shown first, never stored and never sent (the server has its own instructions). */
export const CHAT_GREETING = `Hi! I'm the ${PRODUCT_NAME} Assistant.`;

/** Spec 2 section 8, when the answer has neither a message nor a quota error. */
export const CHAT_UNPROCESSED_TEXT =
  "I'm sorry, I couldn't process your request. Please try again or visit our Tips page for today's racing information.";

/** Spec 2 section 8, when the request throws (no connection, no answer in time, an answer that is not JSON). */
export const CHAT_FAILED_TEXT = 'Sorry, I encountered an error. Please try again later.';

/**
 * Spec 2 section 8, when the error names the quota: high demand, pointing to the Tips page (a link, written as the
 * replies write links) and to support by the site's support e-mail.
 */
export const chatQuotaText = (supportEmail: string | null): string =>
  `I'm experiencing high demand right now. Please visit our [Tips page](/tips) for today's racing information, or ${
    supportEmail ? `contact support at ${supportEmail}` : 'contact our support team'
  }.`;

/** A message as the panel keeps it: `notice` marks the panel's own error texts, which are never sent back. */
export type TStoredChatMessage = TChatMessage & { notice?: true };

/** How long the panel waits for an answer (the server gives up on its provider after 10 s). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The request's messages (spec 2 section 7: the whole conversation, the new user message last): the panel's own
 * notices left out, the last 30 kept and each clipped to 2,000 characters (issue 15's limits).
 */
export const chatRequestMessages = (conversation: readonly TStoredChatMessage[]): TChatMessage[] =>
  conversation
    .filter((message) => !message.notice)
    .slice(-CHAT_MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_MAX_CHARS) }));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const notice = (content: string): TStoredChatMessage => ({ role: 'assistant', content, notice: true });

/** What came back: the message to show, and whether it was a rate-limit refusal (the question was not answered). */
export type TChatOutcome = { reply: TStoredChatMessage; tooQuickly: boolean };

/**
 * POST /api/chat and the reply the panel shows, never a throw (spec 2 section 8, in this order): an error naming the
 * quota gives the high-demand text; a message is shown; a refusal (400 or 429) shows its error, which names the
 * reason; anything else answered gives the "couldn't process" text; no answer or one that is not JSON gives "Sorry, I
 * encountered an error".
 */
export const postChat = async (
  messages: readonly TChatMessage[],
  getSupportEmail: () => Promise<string | null>,
): Promise<TChatOutcome> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let status: number;
  let body: unknown;
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages }),
      signal: controller.signal,
    });
    status = response.status;
    body = JSON.parse(await response.text());
  } catch (error) {
    console.error('Chat request failed', { url: '/api/chat', error });
    return { reply: notice(CHAT_FAILED_TEXT), tooQuickly: false };
  } finally {
    clearTimeout(timer);
  }
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
  const answered = (reply: TStoredChatMessage): TChatOutcome => ({ reply, tooQuickly: false });
  if (error !== null && /quota/i.test(error)) return answered(notice(chatQuotaText(await getSupportEmail())));
  if (message !== null && message.trim() !== '') return answered({ role: 'assistant', content: message });
  if (error !== null && error.trim() !== '' && (status === 400 || status === 429))
    return { reply: notice(error), tooQuickly: status === 429 };
  if (status >= 400) console.error('API error', { url: '/api/chat', status, message: error });
  return answered(notice(CHAT_UNPROCESSED_TEXT));
};
