import type { TChatMessage } from '~/domain/chat.contract';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { compact, normalise } from './builtin/parse';

/**
 * What keeps a selection from a member on a break (issue 32), on both providers: a question about tips is answered
 * with the notice before any provider runs, and a reply that names a horse tipped for a race not yet run is replaced.
 */

// Tips, naps, picks, "who do you fancy", "what should I back", "any good things", a race by its time ("the 3:30").
const SELECTION_WORDS =
  /\b(tips?|tipping|tipped|naps?|nb|selections?|fancy|fancies|best bets?|good things?|bets? (for )?today|who (do you|should i|will win|wins|would you|to back|is going to win|s going to win)|what (do|should|would) (you|i|u) (like|fancy|back|bet on|pick)|picks?|runners? today|todays (racing|races|runners)|any winners|(sure|safe|certain) (thing|bet|winner)|banker|lock of the day|dead cert|put (it|money|my money|everything|the lot) on|worth a bet|worth backing|which horse|what horse|horse to back)\b/;
const RACE_TIME = /\b(\d{1,2}[:.]\d{2}|\d{1,2}(am|pm))\b/;

/** Whether the newest question asks for a selection (the conversation's last user message). */
export const asksForSelections = (messages: readonly TChatMessage[]): boolean => {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last) return false;
  const text = normalise(last.content);
  return SELECTION_WORDS.test(text) || RACE_TIME.test(text);
};

/** The horses of today's tips whose race has no result yet (from the unrestricted list: the guard needs them all). */
export const todaysTipsForGuard = (tips: readonly TTipOrLocked[]): string[] =>
  tips.flatMap((tip) => (!tip.locked && tip.result === null ? [tip.horse] : []));

/** Whether a reply names any of these horses (case, spacing and punctuation ignored). */
export const namesUnrunTip = (reply: string, horses: readonly string[]): boolean => {
  const said = compact(reply.toLowerCase());
  return horses.some((horse) => {
    const name = compact(horse.toLowerCase());
    return name.length >= 3 && said.includes(name);
  });
};
