import { LIMIT_RAISE_DELAY_HOURS, TIME_OUT_DAYS } from '~/domain/limits';
import { HELPLINES } from '~/domain/site';
import type { TQuestion } from './parse';
import { LINKS, listOf } from './reply-text';

const DESPAIR =
  /\b(suicid\w*|kill myself|end(ing)? it all|end(ing)? my life|want to die|better off dead|self[\s-]?harm|hurt myself|no way out|not worth living)\b/;

/**
 * Signs that betting is doing harm: chasing losses, debt and borrowing, not being able to stop, money meant for
 * bills, hiding it, despair. Read on normalised text (lower case, apostrophes dropped: "can't" is "cant").
 * "Chase" alone is a jumps race, so only chasing *losses* counts.
 */
const HARM_SIGNS: readonly RegExp[] = [
  /\bchas(e|es|ed|ing|in)\b.{0,20}\b(loss|losses|losings|money back)\b/,
  /\b(win|winning|won)\s+(it|my money|my losses|the money|that|some|it all)?\s*back\b/,
  /\b(in debt|debts?|owe|owing|overdraft|overdrawn|payday|bailiffs?|arrears|maxed out)\b/,
  /\b(borrow\w*|loans?|lend me|lent me)\b/,
  /\b(cant|cannot|can not|unable to|couldnt|dont know how to)\s+(stop|quit|control|stay away)\b/,
  /\b(out of control|addict\w*|hooked|compulsive|problem gambl\w*|gambling problem|betting problem|problem with (betting|gambling))\b/,
  /\blost (everything|it all|all my|my (house|home|job|wages|savings|pension|wife|husband|partner|family))\b/,
  /\b(rent|mortgage|bills?|food|wages|salary|benefits|pension|savings|kids)\s+money\b/,
  /\b(bet|betting|gambled?|spent|spend|used|blew|lost)\s+(all\s+)?(my|the|our)\s+(rent|mortgage|bills?|wages|salary|benefits|savings|pension)\b/,
  /\b(hiding|hide|lying|lie|lied)\b.{0,30}\b(bet|betting|gambling|losses)\b/,
  DESPAIR,
  /\b(desperate|ruined my life|ruining my life|cant afford to lose)\b/,
];

export const showsHarm = (text: string): boolean => HARM_SIGNS.some((sign) => sign.test(text));

const helpline = HELPLINES.nationalGamblingHelpline;
/**
 * What GAMSTOP covers: online gambling companies licensed in Great Britain (https://www.gamstop.co.uk/), not betting
 * shops (they have their own schemes) and not sites without a GB licence.
 */
const GAMSTOP_LINE = `${HELPLINES.gamstop.name} (gamstop.co.uk) is free and blocks online gambling sites licensed in Great Britain, not betting shops`;
const timeOuts = listOf(
  Object.values(TIME_OUT_DAYS).map((days) => (days === 1 ? '24 hours' : `${days} days`)),
  'or',
);

/** The reply to a message showing harm: help first, then the offer of a break. Nothing else goes with it. */
export const harmReply = (text: string): string =>
  [
    `Please talk to someone: the ${helpline.name} is free on ${helpline.phone}, ${helpline.hours}.${
      DESPAIR.test(text)
        ? ` If you feel you might harm yourself, call ${HELPLINES.samaritans.name} on ${HELPLINES.samaritans.phone} or 999 now.`
        : ''
    }`,
    `${GAMSTOP_LINE}. More help: ${LINKS.responsibleGambling}.`,
    `Would you like a break? You can take a time-out of ${timeOuts}, or self-exclude, in ${LINKS.limits}.`,
    'Chasing losses or betting with borrowed money usually makes things worse. It is fine to stop.',
  ].join('\n');

const SAFER_TOPIC =
  /\b(limits?|time[\s-]?outs?|take a break|cool(ing)?[\s-]?off|self[\s-]?exclu\w*|gamstop|responsibl\w*|gambleaware|begambleaware|gamcare|safer gambling|gamble aware|reality check|bet less|cut down|too much)\b/;

/** Limits, breaks, self-exclusion, GAMSTOP and where to find help. */
export const saferGamblingReply = (q: TQuestion): string | null => {
  if (!SAFER_TOPIC.test(q.text)) return null;
  return [
    `In ${LINKS.limits} you can set per-bet and daily stake limits (a cut applies at once, a raise waits ${LIMIT_RAISE_DELAY_HOURS} hours), take a time-out of ${timeOuts}, or self-exclude for 6 months or more.`,
    `${GAMSTOP_LINE}. Free, confidential help: ${helpline.name}, ${helpline.phone}, 24/7.`,
    `More on ${LINKS.responsibleGambling}.`,
  ].join('\n');
};
