import { betTrackingFor, STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { FREEMIUM_TIER, hasTierAccess, lockedContentMessage } from '~/domain/tiers';
import type { TChatContext } from '../chat.types';
import { CAN_ONLY_HELP_WITH } from './off-topic';
import type { TQuestion } from './parse';
import { LINKS, link } from './reply-text';

/** How to use the site's tools, greetings, "who will win?" and the honest unknown answer. */

const TOOLS_WORDS =
  /\b(calculators?|calcs?|tools?|settler|converter|betslip|bet slip|track (a |my )?bets?|tracking|tracker|how (do|can|to) i (use|work|track|add|record|settle|convert|hedge|lay off)|how to (use|track|add|record|settle|convert|hedge))\b/;

const TOOL_HELP: ReadonlyArray<[RegExp, string]> = [
  [
    /\bdutch/,
    `Open the Dutching tab in ${LINKS.tools}: enter each horse's odds and your total stake. It splits the stake so each selection returns about the same, and shows each stake, the return and the combined chance.`,
  ],
  [
    /\b(hedg\w*|lay|cash ?out)\b/,
    `Open the Hedging tab in ${LINKS.tools}: enter your back stake and odds, the lay odds and any exchange commission. It shows the lay stake and your profit or loss whichever way the race goes.`,
  ],
  [
    /\b(settler|settle|yankee|trixie|patent|lucky|heinz|acca|accumulator|multiples?)\b/,
    `Open the Bet Settler tab in ${LINKS.tools}: pick the bet (singles to a Goliath), add each selection's odds and result, and tick each way if needed. It shows every line's return.`,
  ],
  [
    /\b(convert\w*|converter|odds calc\w*|decimal|fractional|american)\b/,
    `The ${link('Odds Calculator', '/tools/odds-calculator')} turns a price into fractional, decimal and American odds and the implied chance. Or just ask me, for example "what is 11/4 in decimal?".`,
  ],
  [
    /\b(betslip|bet slip|track\w*|record|add)\b/,
    `Tap Add to betslip on a tip on ${LINKS.tips}, enter your stake and confirm. Your bets are settled when results come in, and ${LINKS.bets} shows your profit, ROI and strike rate.`,
  ],
];

const BET_CALCULATOR = `Open the Bet Calculator tab in ${LINKS.tools}: enter your stake and odds (fractional, decimal or American), tick each way and pick the places and terms. It shows the return, profit and ROI.`;

export const toolsReply = (q: TQuestion, context: TChatContext): string | null => {
  if (!TOOLS_WORDS.test(q.text)) return null;
  const help = TOOL_HELP.find(([pattern]) => pattern.test(q.text))?.[1] ?? BET_CALCULATOR;
  const lines = [help];
  const isTracking = help.includes('Add to betslip');
  if (isTracking) {
    const tracking = betTrackingFor(context.viewer.tier);
    lines.push(
      tracking.where === 'device'
        ? 'On Free, bets are kept on this device; a paid plan keeps them in your account.'
        : tracking.limit !== null
          ? `Your plan tracks up to ${STARTER_BET_LIMIT} bets in your account.`
          : 'Your plan tracks unlimited bets in your account.',
    );
  } else if (!hasTierAccess(context.viewer.tier, FREEMIUM_TIER)) {
    lines.push(
      `${lockedContentMessage('betting calculator toolbox', FREEMIUM_TIER)} I can work out returns, each way, dutching and Rule 4 here for free.`,
    );
  }
  return lines.join('\n');
};

// Not "best odds guaranteed" or "fixed odds": those are ordinary terms.
const CERTAINTY =
  /\b(who (will|is going to|gonna|is gonna) win|will (it|he|she|they|this|my horse) win|(sure|dead|stone[\s-]?cold)[\s-]?(thing|cert\w*)|(?<!odds )guarantee\w*|can(no|)t lose|certaint\w*|certain winner|definite winner|lock of the day|fixed races?|races? (are|is) fixed|insider|inside info)\b/;

const MONEY_MAKING =
  /\b(make (money|a living|a profit|profit|a fortune|my living)|get rich|earn (money|a living)|quit my job|easy money|beat the (bookies|bookmakers)|profitable long term)\b/;

/** Nobody knows who wins, and betting is no income: no promises, and where the reasoning and the record are. */
export const certaintyReply = (q: TQuestion): string | null => {
  if (MONEY_MAKING.test(q.text))
    return [
      'Honestly, most people who bet lose over time: bookmakers build a margin into every price. Treat it as paid entertainment and only stake what you can afford to lose.',
      `To bet more carefully, read ${link('Value Betting', '/learn/betting/value-betting')} and keep records in ${LINKS.bets}.`,
    ].join('\n');
  if (!CERTAINTY.test(q.text)) return null;
  return [
    'Nobody can tell you for certain who wins a race, and every bet can lose. Our tips are opinions with the reasoning shown.',
    `Today's selections and every past result are on ${LINKS.tips}. Only stake what you can afford to lose.`,
  ].join('\n');
};

const GREETING =
  /^(hi|hello|hey|hiya|helo|hullo|alright|allo|morning|good (morning|afternoon|evening)|afternoon|evening|yo|sup|howdy)\b[\s!.,]*(mate|pal|there|all|bot)?[\s!.]*$/;
const THANKS =
  /^(thanks|thank you|thankyou|cheers|ta|thx|ty|nice one|great|brilliant|lovely|sound)\b[\w\s!.,]*$/;
const HELP = /^(help|what can you do|what do you do|who are you|what are you)\b/;

const CAPABILITIES =
  "I can help with today's tips, a tip's result and our track record, odds and returns (each way, dutching, Rule 4), bet types and racing terms, plans, the betting tools, your own bets, and safer gambling.";

export const smallTalkReply = (q: TQuestion): string | null => {
  const text = q.text.replace(/[?!.]+$/, '').trim();
  if (THANKS.test(text) && text.split(' ').length <= 5)
    return `You're welcome. Anything else? ${CAPABILITIES}`;
  if (GREETING.test(text) || HELP.test(text))
    return `Hello! ${CAPABILITIES} Try "any tips today?" or "what does £10 at 5/2 return?".`;
  return null;
};

export const unknownReply = (context: TChatContext): string =>
  [
    `I can't answer that one, sorry. ${CAN_ONLY_HELP_WITH}`,
    `Try ${LINKS.tips}, the ${LINKS.guide} or ${LINKS.learn}, or e-mail ${context.supportEmail}.`,
  ].join('\n');
