import { PLAN_CARDS, PLAN_FAQ } from '~/content/plans';
import { betTrackingFor } from '~/domain/bet-tracking';
import { formatPence } from '~/domain/money';
import { PLAN_PRICES_PENCE } from '~/domain/plans';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import type { TTier } from '~/domain/tiers';
import type { TLockedTip, TTip, TTipOrLocked } from '~/domain/tip.contract';
import type { TChatContext } from '../chat.types';
import { compact, type TQuestion } from './parse';
import { LINKS, percent, pounds, signedPounds } from './reply-text';

// NOTE: the language model's system prompt (openai-provider.ts) imports the record's wording from here.
export { trackRecordLine } from './track-record';

/** Answers from the request's live data: today's tips as this caller may see them, their bets, plans. */

const MAX_LISTED_TIPS = 6;

const byStart = (a: TTipOrLocked, b: TTipOrLocked) => a.startsAt.localeCompare(b.startsAt);

const RESULT_WORDS: Record<NonNullable<TTip['result']>, string> = {
  Won: 'won',
  Placed: 'placed',
  Lost: 'lost',
  NonRunner: 'a non-runner (void)',
};

const resultText = (tip: TTip): string =>
  tip.result ? `${RESULT_WORDS[tip.result]}${tip.sp ? `, SP ${tip.sp}` : ''}` : '';

const visibleLine = (tip: TTip): string => {
  const category = /^(nap|nb)$/i.test(tip.category) ? ` (${tip.category.toUpperCase()})` : '';
  const result = tip.result ? `: ${resultText(tip)}` : '';
  return `${tip.time} ${tip.racecourse}: ${tip.horse}, ${tip.betType} at ${tip.odds}${category}${result}`;
};

/** Never the horse: a locked tip has none, so this says which plan shows it. */
export const lockedTip = (tip: TLockedTip): string =>
  tip.heldUntil
    ? 'held back during your break'
    : `a ${tip.accessLevel === 'Starter' ? "members'" : 'premium'} tip, upgrade to ${tip.accessLevel} to see it`;
const lockedLine = (tip: TLockedTip): string => `${tip.time} ${tip.racecourse}: ${lockedTip(tip)}`;

const tipLine = (tip: TTipOrLocked): string => (tip.locked ? lockedLine(tip) : visibleLine(tip));

export const TIPS_WORDS =
  /\b(tips?|tipping|naps?|nb|selections?|fancy|fancies|best bets?|good things?|bets? (for )?today|who do you (like|fancy)|what do you (like|fancy)|picks?|runners? today|todays racing|any winners|results today|todays results)\b/;
export const DEFINITION =
  /\b(what (is|does|are) (an?|the term)\b|whats an?\b|meaning|means?\b|define|definition|stand for|stands for)\b/;
export const TODAY = /\b(today|todays|tonight|this (afternoon|evening|morning)|now)\b/;

/** Today's tips: the visible ones in full, the locked ones as the race and the plan that shows them. */
export const todaysTipsReply = (q: TQuestion, context: TChatContext): string | null => {
  if (!TIPS_WORDS.test(q.text)) return null;
  if (DEFINITION.test(q.text) && !TODAY.test(q.text)) return null;
  if (/\b(beginners?|advice|how (do|to|can|should))\b/.test(q.text) && !TODAY.test(q.text)) return null;
  const tips = [...context.todaysTips].sort(byStart);
  if (tips.length === 0)
    return `No tips are published yet today. They go out ${RELEASE_WINDOW} (UK time) on ${LINKS.tips}.`;

  const wantsNap = /\bnaps?\b/.test(q.text);
  const wantsNb = /\bnb\b/.test(q.text);
  const wanted = wantsNap ? 'NAP' : wantsNb ? 'NB' : null;
  if (wanted) {
    const chosen = tips.find((tip) => tip.category.toUpperCase() === wanted);
    if (!chosen) return `There is no ${wanted} today. Today's tips are on ${LINKS.tips}.`;
    return chosen.locked
      ? `Today's ${wanted} is in the ${chosen.time} at ${chosen.racecourse}: ${lockedTip(chosen)}. ${LINKS.plans}`
      : `Today's ${wanted}: ${chosen.horse}, ${chosen.time} ${chosen.racecourse}, ${chosen.betType} at ${chosen.odds}${chosen.result ? ` (${resultText(chosen)})` : ''}. Full analysis on ${LINKS.tips}.\n${RESPONSIBLE_GAMBLING_LINE}`;
  }

  const listed = tips.slice(0, MAX_LISTED_TIPS).map((tip) => `- ${tipLine(tip)}`);
  const others = tips.length - listed.length;
  const anyLocked = tips.some((tip) => tip.locked);
  return [
    `Today's tips${others > 0 ? ` (first ${listed.length} of ${tips.length})` : ''}:`,
    ...listed,
    `${others > 0 ? 'The rest and the analysis are' : 'Analysis is'} on ${LINKS.tips}.${anyLocked ? ` Compare ${LINKS.plans}.` : ''} ${RESPONSIBLE_GAMBLING_LINE}`,
  ].join('\n');
};

const tipDetail = (tip: TTip): string => {
  const status = tip.result ? `Result: ${resultText(tip)}.` : `Not run yet: the race is off at ${tip.time}.`;
  return [
    `${tip.horse}: ${tip.time} ${tip.racecourse}, ${tip.betType} at ${tip.odds}, ${tip.stakePoints} pt${tip.stakePoints === 1 ? '' : 's'}, confidence ${tip.confidence}/5. ${status}`,
    `Full analysis on ${LINKS.tips}.`,
  ].join('\n');
};

// "the 3:30", "15:30", "the 2.45": a dot only after "the", so prices such as 2.75 are not read as times.
const RACE_TIME = /\b(?:(\d{1,2}):(\d{2})|the (\d{1,2})\.(\d{2}))\b/;

/** The tips for the race at the time (and course, when named) the message gives; null when it gives no time. */
const tipsAtTime = (
  text: string,
  tips: readonly TTipOrLocked[],
): { time: string; found: TTipOrLocked[] } | null => {
  const match = RACE_TIME.exec(text);
  if (!match) return null;
  const hour = Number(match[1] ?? match[3]);
  const minute = Number(match[2] ?? match[4]);
  if (hour > 23 || minute > 59) return null;
  const sameTime = tips.filter((tip) => {
    const [h, m] = tip.time.split(':').map(Number);
    return m === minute && h !== undefined && h % 12 === hour % 12;
  });
  const atCourse = sameTime.filter((tip) => text.includes(tip.racecourse.toLowerCase()));
  return { time: match[0].replace(/^the /, ''), found: atCourse.length > 0 ? atCourse : sameTime };
};

/** A visible tip the message names by horse ("did thunder bay win"), or the tip for a race by its time ("the 2:30"). */
export const namedTipReply = (q: TQuestion, context: TChatContext): string | null => {
  const said = compact(q.text);
  const named = context.todaysTips.find(
    (t): t is TTip =>
      !t.locked &&
      compact(t.horse.toLowerCase()).length >= 4 &&
      said.includes(compact(t.horse.toLowerCase())),
  );
  if (named) return tipDetail(named);
  const race = tipsAtTime(q.text, context.todaysTips);
  if (!race) return null;
  const [tip] = race.found;
  if (!tip) return `We have no tip for the ${race.time} today. Today's tips are on ${LINKS.tips}.`;
  return tip.locked
    ? `Our tip for the ${tip.time} at ${tip.racecourse} is ${lockedTip(tip)}. ${LINKS.plans}`
    : tipDetail(tip);
};

const MY_BETS_WORDS =
  /\b(my (bets?|profit|p\s?\/?\s?l|p&l|record|results?|roi|strike rate|stats|statistics|betting|winnings|balance|returns|tracked bets)|how am i doing|how (am|m) i getting on|have i (won|lost|made)|am i (up|down|in profit)|im i up|how much (have i|did i) (won|lost|made|win|lose))\b/;

/** "How many bets have I got open", "any of my bets still running", "do I have any bets on". */
const OPEN_BETS =
  /\b(open|running|live|pending|unsettled|outstanding|still going|not settled|(any|got|have) bets on)\b/;
const MINE = /\b(i|im|ive|my|me)\b/;

/** Where a Free member's bets are: on their device, which the server's figures cannot see. */
const deviceNote = (context: TChatContext): string =>
  betTrackingFor(context.viewer.tier).where === 'device'
    ? ' On Free, bets you track are kept on this device and are not counted here.'
    : '';

/** The caller's own tracked bets (open ones, profit/loss), or how to see them when signed out. */
export const myBetsReply = (q: TQuestion, context: TChatContext): string | null => {
  const asksOpen =
    (OPEN_BETS.test(q.text) && MINE.test(q.text) && /\bbets?\b/.test(q.text)) ||
    /\b(what|anything) (have i|ive|i) got (running|on|going)\b/.test(q.text);
  if (!asksOpen && !MY_BETS_WORDS.test(q.text)) return null;
  const bets = context.myBets;
  if (!context.viewer.signedIn || !bets)
    return `${LINKS.signIn} to see your bets, profit and strike rate. Once signed in, track bets from ${LINKS.tips} and review them in ${LINKS.bets}.`;
  const open =
    bets.openCount > 0
      ? `You have ${bets.openCount} open bet${bets.openCount === 1 ? '' : 's'} (${pounds(bets.openStake)} staked).`
      : 'You have no open bets.';
  if (asksOpen) return `${open}${deviceNote(context)} Details in ${LINKS.bets}.`;
  if (bets.settledCount === 0)
    return `You have no settled bets yet. ${open}${deviceNote(context)} Your figures build up in ${LINKS.bets}.`;
  const rates = [
    bets.roi === null ? null : `ROI ${percent(bets.roi, true)}`,
    bets.strikeRate === null
      ? null
      : `strike rate ${percent(bets.strikeRate)} (${bets.winners} winner${bets.winners === 1 ? '' : 's'})`,
  ].filter((part) => part !== null);
  return [
    `From ${bets.settledCount} settled bet${bets.settledCount === 1 ? '' : 's'}: ${signedPounds(bets.profitLoss)} profit/loss on ${pounds(bets.totalStaked)} staked${rates.length ? `, ${rates.join(', ')}` : ''}. ${open}${deviceNote(context)}`,
    `Details in ${LINKS.bets}.`,
  ].join('\n');
};

// Not a staking or betting plan.
const PLAN_WORDS =
  /\b((?<!(staking|betting|bankroll|savings) )plans?|pric(e|es|ing)|cost|costs|subscri\w*|lifetime|monthly|starter|weekly|premium|upgrade|membership|member|members|pay for|how much is|how much are|how much does|sign up|join|vip|trial)\b/;
/** Questions the plans FAQ answers better than a price list (renewal, upgrading part-way, the early offer). */
const FAQ_TOPICS =
  /\b(renew\w*|expir\w*|run out|runs out|stop paying|auto\w*|part[\s-]?way|mid[\s-]?way|early[\s-]?(supporter|adopter)|10,?000)\b/;
const CANCEL = /\b(cancel\w*|refund\w*|unsubscribe|money back)\b/;
/** "Do u auto renew", "is it a recurring payment", "will it keep charging my card". */
const RENEWAL =
  /\bauto[\s-]?renew\w*|\brenew\w* (automatically|itself|by itself|on its own)|\b(before|when|if|will) it renews?\b|\bdoes (it|the \w+( \w+)?|my \w+) renew\b|\brecurring\b|\brolling (sub\w*|contract|payments?)|\bdirect debit|\bcontinuous payment|\bkeep (charging|taking|billing)\b|\b(take|taking|charge|charging|bill|billing)\b.{0,25}\b(every|each) (week|month)\b|\b(charge|charging|bill|billing) (me|my card) again\b|\b(take|taking|charge|charging|pay|paying)\b.{0,25}\bautomatically\b/;
/** The plan page's own answer (content/plans.ts PLAN_FAQ), so the chat says what the product does. */
const RENEWAL_ANSWER = PLAN_FAQ.find((item) => /renew automatically/i.test(item.question))!.answer;

const PAID: readonly Exclude<TTier, 'Free'>[] = ['Starter', 'Monthly', 'Lifetime'];

const planLine = (tier: TTier, context: TChatContext): string => {
  const card = PLAN_CARDS.find((c) => c.tier === tier)!;
  if (tier === 'Free') return `- ${card.title}: free. ${card.summary}`;
  const price = context.plans.prices[tier];
  const priceText =
    tier === 'Starter' && context.plans.starterIntro
      ? `${pounds(price)} for your first week, then ${formatPence(PLAN_PRICES_PENCE.Starter)} a week`
      : `${pounds(price)} ${card.cadence === 'one time' ? 'once' : card.cadence.replace('per ', 'a ')}`;
  const unavailable = context.plans.unavailable[tier] ? ' (not available to you now)' : '';
  return `- ${card.title}: ${priceText}${unavailable}. ${card.summary}`;
};

/** Plans and prices (what this caller pays) and what each plan unlocks. */
export const plansReply = (q: TQuestion, context: TChatContext): string | null => {
  if (CANCEL.test(q.text) && !/\bbets?\b/.test(q.text))
    return [
      'Nothing renews by itself, so there is nothing to cancel: a Starter or Monthly plan simply ends and you move to Free, keeping your bets and progress.',
      `For a refund or a payment problem, e-mail ${context.supportEmail}. Plans are on ${LINKS.plans}.`,
    ].join('\n');
  if (RENEWAL.test(q.text)) return `${RENEWAL_ANSWER} Lifetime is paid once. Plans are on ${LINKS.plans}.`;
  if (!PLAN_WORDS.test(q.text) || FAQ_TOPICS.test(q.text)) return null;
  const named = PAID.filter((tier) =>
    new RegExp(`\\b${tier === 'Starter' ? '(starter|weekly|week)' : tier.toLowerCase()}\\b`).test(q.text),
  );
  const tiers: TTier[] = named.length > 0 ? named : ['Free', ...PAID];
  const current = context.viewer.signedIn ? ` You are on ${context.viewer.tier}.` : '';
  return [
    ...tiers.map((tier) => planLine(tier, context)),
    `Nothing renews by itself.${current} Compare and buy on ${LINKS.plans}.`,
  ].join('\n');
};
