import { LIMIT_RAISE_DELAY_HOURS, TIME_OUT_DAYS } from '~/domain/limits';
import { HELPLINES } from '~/domain/site';
import { DESPAIR } from '../harm';
import type { TQuestion } from './parse';
import { LINKS, listOf } from './reply-text';

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

/**
 * The reply to a conversation showing harm (`conversationShowsHarm`, given its user text): help first, then the offer
 * of a break. Nothing else goes with it: no selection.
 */
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
