import type { TTipOrLocked } from '~/domain/tip.contract';
import { LINKS } from './builtin/reply-text';

/**
 * The guard on a provider's reply (issue 34), on both providers: no promise of profit or certainty, and no horse
 * from a tip the caller's plan does not show. (During a break, `break-guard.ts` holds every unrun selection back.)
 */

/**
 * Wording that promises a result: "guaranteed", "can't lose", "sure thing", "dead cert", "risk-free", "easy money",
 * "banker" said of a bet ("it's a banker"), "put it all on". Read on lower-case text with apostrophes dropped.
 */
const CERTAINTY: readonly RegExp[] = [
  /\bguarantee(d|s)?\b/,
  /\b(cant|cannot|can not|wont|will not|could not|couldnt) (lose|fail|get beat|be beaten)\b/,
  /\b(sure|surefire|sure[\s-]fire) (thing|bet|winner|win|fire)\b/,
  /\b(dead|stone[\s-]cold|nailed[\s-]on|absolute) (cert|certs|certainty|certainties|banker|good thing)\b/,
  /\bnailed[\s-]on\b/,
  /\b(certain|certainty|bound|100%|100 per ?cent|definitely going|going definitely) to win\b/,
  /\b(will|to) (definitely|certainly|surely) win\b/,
  /\b(a|the) (racing )?certainty\b/,
  /\brisk[\s-]?free\b|\bno risk\b|\bzero risk\b/,
  /\b(easy|free|guaranteed|quick) (money|profit|cash|win)\b/,
  // "It's a banker", not "what is a banker".
  /(?<!\bwhat )\b(is|its|it is|thats|that is|hes|shes|he is|she is)\s+(a|an|the|our|my|todays|an absolute|a proper|a real)\s+(\w+\s+)?banker\b/,
  /\bbanker (bet )?of the (day|week|meeting)\b/,
  /\block of the (day|week|meeting)\b/,
  /\b(put|stake|bet|lump|chuck|stick|throw)\s+(it all|everything|the lot|all (of )?your (money|savings|wages)|your (house|mortgage|savings|wages)|the house)\s+on\b/,
  /\bbet the (house|farm|mortgage)\b/,
];
/** "No bet is guaranteed", "nothing is risk-free": a warning, not a promise. */
const NEGATED_BEFORE = /\b(no|not|never|nothing|nobody|none|isnt|arent|without|neither|nor)\b[\w\s]{0,20}$/;

const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc'`]/g, '')
    .replace(/\s+/g, ' ');

/** Whether a reply promises a win, profit or certainty (a warning such as "no bet is guaranteed" does not). */
export const promisesCertainty = (reply: string): boolean => {
  const text = plain(reply);
  return CERTAINTY.some((pattern) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].some(
      (m) => !NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)),
    ),
  );
};

/** What goes instead of a reply that promised a result. */
export const CERTAINTY_SAFE_REPLY = [
  'Nobody can tell you for certain who wins a race, and every bet can lose. Our tips are opinions with the reasoning shown.',
  `Today's selections and every past result are on ${LINKS.tips}. Only stake what you can afford to lose.`,
].join('\n');

/**
 * The horses of today's tips this caller may not see: tips the unrestricted (Lifetime) list names that the caller's
 * own list holds locked (or does not hold at all).
 */
export const lockedHorses = (
  callerTips: readonly TTipOrLocked[],
  allTips: readonly TTipOrLocked[],
): string[] => {
  const seen = new Set(callerTips.flatMap((tip) => (tip.locked ? [] : [tip.id])));
  return allTips.flatMap((tip) => (!tip.locked && !seen.has(tip.id) ? [tip.horse] : []));
};

/** What goes instead of a reply that named a horse the caller's plan does not show. */
export const LOCKED_SAFE_REPLY = `I can only talk about the tips your plan shows. Today's tips you can see are on ${LINKS.tips}, and what each plan includes is on ${LINKS.plans}.`;
