import type { TChatMessage } from '~/domain/chat.contract';
import type { TChatContext, TChatProvider } from '../chat.types';
import { conversationShowsHarm } from '../harm';
import { conversionReply, dutchingReply, placeTermsReply, returnsReply } from './calculations';
import { deadHeatReply } from './dead-heat';
import { certaintyReply, smallTalkReply, toolsReply, unknownReply } from './guides';
import { myBetsReply, namedTipReply, plansReply, todaysTipsReply } from './live-data';
import { multiplesReply } from './multiples';
import { nextTipReply } from './next-tip';
import { offTopicReply } from './off-topic';
import { normalise, readTextSpeak, type TQuestion } from './parse';
import { retrievalReply } from './retrieval';
import { rule4Reply } from './rule-4';
import { harmReply, saferGamblingReply } from './safer-gambling';
import { trackRecordReply } from './track-record';

type THandler = (q: TQuestion, context: TChatContext) => string | null;

/**
 * The intents, first match wins. Order matters: what we have no data for (football, the weather) first, so "any tips
 * for the darts" is not read as a racing question; the maths comes before the live data so "£10 at 5/2 on today's
 * NAP" is a returns question; a named horse before the track record; conversion after the live data because any
 * price is a conversion question once nothing else claimed it; retrieval last.
 */
const HANDLERS: readonly THandler[] = [
  smallTalkReply,
  offTopicReply,
  certaintyReply,
  rule4Reply,
  deadHeatReply,
  dutchingReply,
  multiplesReply,
  placeTermsReply,
  returnsReply,
  myBetsReply,
  namedTipReply,
  trackRecordReply,
  nextTipReply,
  todaysTipsReply,
  plansReply,
  toolsReply,
  saferGamblingReply,
  conversionReply,
];

/** The reply to the last message: help first when the conversation shows harm, then the intents, our content, or "I can't". */
const answer = async (messages: readonly TChatMessage[], context: TChatContext): Promise<string> => {
  const said = messages.filter((m) => m.role === 'user').map((m) => normalise(m.content));
  const users = said.map(readTextSpeak);
  const text = users.at(-1) ?? '';
  if (text === '') return 'Ask me about tips, odds, bet types or your bets.';
  // Harm anywhere in the conversation, not only in the newest message, and help for the rest of it.
  if (conversationShowsHarm(messages)) return harmReply(said.join('\n'));
  const question: TQuestion = { text, history: users.slice(0, -1).reverse() };
  for (const handler of HANDLERS) {
    const reply = handler(question, context);
    if (reply !== null) return reply;
  }
  return (await retrievalReply(text)) ?? unknownReply(context);
};

/** The default assistant: no network, answers from our own data, content and domain maths. */
export const createBuiltinAssistant = (): TChatProvider => ({
  name: 'builtin',
  reply: async (messages, context, signal) => {
    signal.throwIfAborted();
    return answer(messages, context);
  },
});
