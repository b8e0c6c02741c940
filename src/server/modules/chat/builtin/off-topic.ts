import type { TChatContext } from '../chat.types';
import type { TQuestion } from './parse';
import { LINKS } from './reply-text';

/**
 * Questions the assistant has no data for (other sports, the weather, politics, casino games, live going reports):
 * said plainly, with what it can do, instead of a lesson that shares a word with the question.
 */

export const CAN_ONLY_HELP_WITH =
  "I can only help with UK horse racing on RacePro: today's tips and results, our track record, odds and returns, bet types and racing terms, plans, the betting tools, your own bets and safer gambling.";

const TOPICS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(football|footy|footie|soccer|premier league|premiership|the prem|champions league|fa cup|world cup|euros|btts|both teams to score|correct score|clean sheets?|goalscorers?|goals|arsenal|chelsea|spurs|tottenham|man (utd|united|city)|liverpool fc|celtic|rangers fc|west ham|everton)\b/,
    'football',
  ],
  [
    /\b(cricket|tennis|wimbledon|golf|darts|snooker|boxing|boxer|ufc|mma|rugby|nfl|nba|basketball|baseball|f1|formula (1|one)|grand prix|motogp|greyhounds?|the dogs|dog racing)\b/,
    'other sports',
  ],
  [
    /(?<!all[\s-])\b(weather|temperature|sunny|snowing|(is it|will it|gonna|going to) (rain|snow|be (wet|dry|sunny|cold|hot))|forecast for (today|tomorrow|the weekend|saturday|sunday))\b/,
    'the weather',
  ],
  [
    /\b(elections?|politics|political|prime minister|parliament|government|labour party|tory|tories|conservatives|reform uk|brexit|president)\b/,
    'politics',
  ],
  [
    /\b(casinos?|slots?|slot machines?|roulette|blackjack|poker|bingo|lottery|lotto|scratch ?cards?|crypto\w*|bitcoin|stock market|shares in|forex)\b/,
    'casino games, the lottery or investing',
  ],
];

// A live going report: "the going at ascot today", "hows the ground at exeter"; not what the going means.
const GOING_NOW = /\b(the going|going report|the ground)\b/;
const LIVE = /\b(today|todays|tomorrow|tonight|now|currently|latest|report|update|like|at [a-z]+)\b/;
const ABOUT_GOING =
  /\b(mean|means|meaning|define|definition|explain\w*|affect\w*|effect|suit\w*|prefer\w*|handle|matter|important)\b/;

const goingReply = (q: TQuestion, context: TChatContext): string => {
  const race = context.todaysTips.find(
    (tip) => q.text.includes(tip.racecourse.toLowerCase()) && tip.race.going !== null,
  );
  return [
    "I don't have going reports or updates from the course: the racecourse's own website has the latest official going.",
    ...(race
      ? [
          `When we published our tip for the ${race.time} at ${race.racecourse}, the going was ${race.race.going}. Details on ${LINKS.tips}.`,
        ]
      : []),
  ].join('\n');
};

export const offTopicReply = (q: TQuestion, context: TChatContext): string | null => {
  if (GOING_NOW.test(q.text) && LIVE.test(q.text) && !ABOUT_GOING.test(q.text)) return goingReply(q, context);
  const topic = TOPICS.find(([pattern]) => pattern.test(q.text))?.[1];
  return topic ? `I can't help with ${topic}. ${CAN_ONLY_HELP_WITH}` : null;
};
