import { hasResult, isRaceOff, offCountdown } from '~/domain/race-clock';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import type { TTip, TTipOrLocked } from '~/domain/tip.contract';
import type { TChatContext } from '../chat.types';
import { DEFINITION, lockedTip, TIPS_WORDS, TODAY } from './live-data';
import type { TQuestion } from './parse';
import { LINKS } from './reply-text';

/**
 * "Next", "what's still to run", "best tip tonight": one tip still to run, with its off time and countdown, never
 * the races already run. The best-bet questions get the NAP while it is still to run.
 */

const NEXT =
  /^(and )?(next|whats next|what next|whos next|next one|then what)\W*$|\bnext (tips?|races?|selections?|runners?|one|horses?|bets?|picks?|up)\b|\b(whats|what is|anything|any) (next|on next|up next|left|still on|coming up)\b|\b(still|left|yet) to (run|go|come)\b|\b(tips?|selections?|races?|horses?|runners?|bets?|value|anything) (left|remaining|still to come|to come)\b|\bany more (tips|selections|bets|races)\b|\bremaining (tips|races|selections)\b/;
const NOT_NEXT =
  /\bnext (best|week|month|year|time|season|meeting|festival|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const BEST =
  /\b(best|top|strongest|most confident|banker)\s+((each[\s-]?way|e\/w|ew|value|outsider|priced|win)\s+)?(tips?|bets?|selections?|picks?|one|horses?|fancy|shout)\b|\bwho do you (like|fancy) (most|best)\b/;
const LATER = /\b(tonight|this evening|later( on)?|this arvo)\b/;
const RACING = /\b(horses?|runners?|running|races?|anything|any good|worth a (bet|punt|look))\b/;

const byStart = (a: TTipOrLocked, b: TTipOrLocked) => a.startsAt.localeCompare(b.startsAt);

/** "off in 25 min", from the tip card's countdown. */
const countdown = (tip: TTipOrLocked, nowMs: number): string => {
  const text = offCountdown(tip.startsAt, nowMs);
  return text.charAt(0).toLowerCase() + text.slice(1);
};

const category = (tip: TTip): string =>
  /^(nap|nb)$/i.test(tip.category) ? ` (${tip.category.toUpperCase()})` : '';

const visible = (tip: TTip, nowMs: number, isNapSaid = false): string =>
  `${tip.horse}, ${tip.time} ${tip.racecourse} (UK time), ${countdown(tip, nowMs)}: ${tip.betType} at ${tip.odds}${isNapSaid ? '' : category(tip)}`;

export const nextTipReply = (q: TQuestion, context: TChatContext): string | null => {
  const asksNext = NEXT.test(q.text) && !NOT_NEXT.test(q.text);
  const asksBest =
    (BEST.test(q.text) || (LATER.test(q.text) && (TIPS_WORDS.test(q.text) || RACING.test(q.text)))) &&
    !(DEFINITION.test(q.text) && !TODAY.test(q.text));
  if (!asksNext && !asksBest) return null;
  const tips = context.todaysTips;
  if (tips.length === 0)
    return `No tips are published yet today. They go out ${RELEASE_WINDOW} (UK time) on ${LINKS.tips}.`;
  const nowMs = context.now.getTime();
  const toRun = tips.filter((tip) => !hasResult(tip) && !isRaceOff(tip.startsAt, nowMs)).sort(byStart);
  const [first] = toRun;
  if (!first)
    return `All of today's tipped races have gone off, so there are no more to run today. Results are on ${LINKS.tips}; tomorrow's tips go out ${RELEASE_WINDOW} (UK time).`;
  const nap = asksBest ? toRun.find((tip) => tip.category.toUpperCase() === 'NAP') : undefined;
  const chosen = nap ?? first;
  const lead = nap ? "Our best bet still to run is today's NAP" : 'Our next tip still to run';
  if (!chosen.locked)
    return `${lead}: ${visible(chosen, nowMs, nap !== undefined)}. Full analysis on ${LINKS.tips}.\n${RESPONSIBLE_GAMBLING_LINE}`;
  // Locked for this caller (or held back by a break): the race only, then the next one they can see, if any.
  const lines = [
    `${lead} is in the ${chosen.time} at ${chosen.racecourse} (UK time), ${countdown(chosen, nowMs)}: ${lockedTip(chosen)}.${chosen.heldUntil ? '' : ` Compare ${LINKS.plans}.`}`,
  ];
  const seen = toRun.find((tip): tip is TTip => !tip.locked);
  if (seen) lines.push(`The next one you can see: ${visible(seen, nowMs)}. ${RESPONSIBLE_GAMBLING_LINE}`);
  return lines.join('\n');
};
