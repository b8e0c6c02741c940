import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { spProfitName, TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import type { TChatContext } from '../chat.types';
import type { TQuestion } from './parse';
import { LINKS, percent, signedPoints } from './reply-text';

/** The public track record (GET /api/tips/stats): its rates and profits, always with the sample and price basis. */

const TRACK_RECORD_WORDS =
  /\b(track record|tipsters?|strike rate|roi|proof\w*|win rate|hit rate|success rate|how good (are|is)|(are|is) (you|your|ur|the)( tips| tipster| selections)? any good|past results|results so far|overall results|your results|your record|how (are|r|is|have) (you|your|ur|the) (tips|tipster|selections)|how (are|r) (you|u) doing|hows the tipster|how are the tips|trust (you|your))\b/;

const WHO = '(you|you lot|you guys|your tips|the tips|your tipsters?|the tipsters?|your selections|racepro)';
/** "Are you in profit", "is the tipster up or down", "how much profit have your tips made": the profit, not rates. */
const ASKS_PROFIT = new RegExp(
  String.raw`\b((are|is) ${WHO} (in profit|up|down|winning|making (money|a profit)|profitable)|${WHO} (in profit|up or down|made|won|lost)|how much profit|profit (have|has|did) ${WHO}|in profit (overall|so far))\b`,
);
/** A period: "last month", "this week", "past year". */
const PERIOD =
  /\b(last|this|past|previous) (month|week|fortnight|year|season|30 days|7 days|few weeks)s?\b|\b(monthly|weekly|yearly) (results|record|figures|profit)\b/;
const ABOUT_US = /\b(you|your|tips?|tipsters?|results?|record|profit|roi|strike rate|did|do|doing|how)\b/;
const NOT_RECORD = /\b(cost|costs|price|pay|paid|plans?|subscri\w*|renew\w*|members?|my|me|i)\b/;
const MONTH = /\b(months?|30 days|few weeks)\b/;

/** "20.5% (30 of 146)"; the count alone ("3 of 12") while the sample is too small for a percentage. */
const rateText = (count: number, ran: number, rate: number | null): string =>
  rate === null ? `${count} of ${ran}` : `${percent(rate)} (${count} of ${ran})`;

/** "all time (148 settled tips, 146 ran):", the sample every figure after it is over. */
const windowText = (window: string, record: TTrackRecord): string => {
  const ran = record.ran === record.settled ? '' : `, ${record.ran} ran`;
  return `${window} (${record.settled} settled tip${record.settled === 1 ? '' : 's'}${ran}):`;
};

/** The profit at the advised prices, then at SP with the SP's own sample. */
const profitText = (record: TTrackRecord): string[] => {
  const spName = spProfitName(record);
  return [
    `${TRACK_RECORD_NAMES.advisedProfit}: ${signedPoints(record.profitPoints)}${record.roi === null ? '' : ` (ROI ${percent(record.roi, true)})`}.`,
    ...(spName && record.profitPointsSp !== null
      ? [`${spName}: ${signedPoints(record.profitPointsSp)}.`]
      : []),
  ];
};

/**
 * One window of the record: both rates with their samples, the profit at advised prices and at SP. The language
 * model's system prompt quotes the record in these words too.
 */
export const trackRecordLine = (window: string, record: TTrackRecord): string =>
  [
    windowText(window, record),
    `${TRACK_RECORD_NAMES.wonRace}: ${rateText(record.wonRace, record.ran, record.wonStrikeRate)}.`,
    `${TRACK_RECORD_NAMES.returnedProfit}: ${rateText(record.winners, record.ran, record.strikeRate)}.`,
    ...profitText(record),
  ].join(' ');

const profitLine = (window: string, record: TTrackRecord): string =>
  [windowText(window, record), ...profitText(record)].join(' ');

const TOO_FEW = `That is too few to judge: the percentages show once ${MIN_SAMPLE_FOR_RATES} tips have run.`;
const CLOSING = `Every result is on ${LINKS.tips}. Past results are no promise of future ones.`;

type TAsked = 'record' | 'profit' | 'month' | 'other period';

const asked = (q: TQuestion): TAsked | null => {
  const asksProfit = ASKS_PROFIT.test(q.text);
  const previous = q.history[0] ?? '';
  const followsRecord = TRACK_RECORD_WORDS.test(previous) || ASKS_PROFIT.test(previous);
  if (
    PERIOD.test(q.text) &&
    !NOT_RECORD.test(q.text) &&
    (asksProfit || ABOUT_US.test(q.text) || followsRecord)
  )
    return MONTH.test(q.text) ? 'month' : 'other period';
  if (asksProfit) return 'profit';
  return TRACK_RECORD_WORDS.test(q.text) ? 'record' : null;
};

/**
 * The public track record, with its sample sizes and a warning when it is too small to judge. The stats hold two
 * windows, the last 30 days and all time: "last month" is answered from the first, saying so; another period says
 * which we have.
 */
export const trackRecordReply = (q: TQuestion, context: TChatContext): string | null => {
  const question = asked(q);
  if (!question) return null;
  const { allTime, last30Days } = context.trackRecord;
  if (allTime.settled === 0)
    return `No tips have been settled yet, so there is no record to show. It will build up on ${LINKS.tips}.`;
  const hasRecent = last30Days.settled > 0 && last30Days.settled !== allTime.settled;
  if (question === 'month' && last30Days.settled > 0)
    return [
      `Our figures cover the last 30 days and all time, not calendar months. At level 1-point stakes, ${trackRecordLine('Last 30 days', last30Days)}`,
      ...(last30Days.hasEnoughResults ? [] : [TOO_FEW]),
      CLOSING,
    ].join('\n');
  if (question === 'profit' || question === 'other period')
    return [
      `${question === 'profit' ? '' : 'I have figures for the last 30 days and all time, not other periods. '}At level 1-point stakes, ${profitLine('all time', allTime)}`,
      ...(allTime.hasEnoughResults ? [] : [TOO_FEW]),
      ...(hasRecent ? [profitLine('Last 30 days', last30Days)] : []),
      CLOSING,
    ].join('\n');
  const lines = [`Our record at level 1-point stakes, ${trackRecordLine('all time', allTime)}`];
  if (!allTime.hasEnoughResults) lines.push(TOO_FEW);
  if (hasRecent) lines.push(trackRecordLine('Last 30 days', last30Days));
  lines.push(CLOSING);
  return lines.join('\n');
};
