import { z } from 'zod';
import { PLAN_CARDS } from '~/content/plans';
import { poundsToPence } from '~/domain/money';
import { PLAN_PRICES_PENCE } from '~/domain/plans';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { lockedContentMessage } from '~/domain/tiers';
import type { TTipOrLocked } from '~/domain/tip.contract';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { ukDate } from '~/domain/uk-time';
import { trackRecordLine } from '../builtin/live-data';
import { normalise } from '../builtin/parse';
import { excerpt, link } from '../builtin/reply-text';
import { search } from '../builtin/retrieval';
import { defineTool, money, signedMoney } from './chat-tool';

/**
 * The tools that read the request's live data, all from the context the chat service gathered for this caller:
 * today's tips as their plan (and any break) shows them, the public record, their own bets, what they pay for each
 * plan, and our lessons and guides. Nothing here reads more than the caller could through the API.
 */

const NO_ARGS = z.strictObject({});
const MAX_TIPS = 20;
const MAX_ANALYSIS_CHARS = 300;
const RECENT_BETS = 10;

const tipForTool = (tip: TTipOrLocked) => {
  const race = { time: tip.time, racecourse: tip.racecourse, category: tip.category };
  if (tip.locked && tip.heldUntil)
    return { ...race, held: 'Held back while the user is on a break: never name or hint at a horse for it.' };
  if (tip.locked)
    return {
      ...race,
      confidence: `${tip.confidence}/5`,
      locked: `${lockedContentMessage('tip', tip.accessLevel)} The horse is not shown to this user; never guess it.`,
    };
  return {
    ...race,
    horse: tip.horse,
    bet_type: tip.betType,
    odds: tip.odds,
    confidence: `${tip.confidence}/5`,
    stake_points: tip.stakePoints,
    place_terms: tip.placeTerms,
    result: tip.result ? `${tip.result}${tip.sp ? `, SP ${tip.sp}` : ''}` : 'not run yet',
    analysis: tip.analysis.slice(0, MAX_ANALYSIS_CHARS),
  };
};

export const todaysTipsTool = defineTool({
  name: 'todays_tips',
  description:
    "Today's published tips as this user may see them: horse, odds and analysis where their plan shows them; the " +
    'race only for a locked tip or one held back during a break. Results of races already run are included.',
  args: NO_ARGS,
  run: (_args, context) => {
    const tips = [...context.todaysTips].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return {
      date: ukDate(context.now),
      ...(tips.length === 0
        ? { none: `No tips published yet today; they go out ${RELEASE_WINDOW} (UK time).` }
        : {}),
      tips: tips.slice(0, MAX_TIPS).map(tipForTool),
      ...(tips.length > MAX_TIPS ? { more: `${tips.length - MAX_TIPS} more on [Tips](/tips)` } : {}),
      responsible_gambling: RESPONSIBLE_GAMBLING_LINE,
    };
  },
});

const windowForTool = (record: TTrackRecord) => ({
  // The built-in assistant's words: both rates named with their samples, each profit with its price basis.
  summary: trackRecordLine(record.window, record),
  settled: record.settled,
  has_enough_results: record.hasEnoughResults,
});

export const trackRecordTool = defineTool({
  name: 'track_record',
  description:
    'Our public tips record at level 1-point stakes, all time and the last 30 days: settled tips, both rates with ' +
    'their samples, profit at advised prices and at SP.',
  args: NO_ARGS,
  run: (_args, context) => {
    const { allTime, last30Days } = context.trackRecord;
    return {
      all_time: windowForTool(allTime),
      last_30_days: windowForTool(last30Days),
      how_to_quote:
        'Quote a rate only by its name ("won the race" counts horses that won; "returned a profit" counts tips ' +
        'that returned more than their stake) and a profit only with its price basis. While has_enough_results is ' +
        'false the sample is too small to judge.',
      past_results: 'Past results are no promise of future ones. Every result is on [Tips](/tips).',
      responsible_gambling: RESPONSIBLE_GAMBLING_LINE,
    };
  },
});

export const myBetsTool = defineTool({
  name: 'my_bets',
  description:
    "The signed-in user's own tracked bets: profit and loss, stakes, ROI, strike rate, open bets and their newest bets.",
  args: NO_ARGS,
  run: async (_args, context) => {
    const summary = context.myBets;
    if (!context.viewer.signedIn || !summary)
      return {
        signed_in: false,
        message:
          'The user is not signed in: they can [Sign in](/sign-in) to track bets and see them in [My Bets](/bets).',
      };
    const bets = context.recentBets ? await context.recentBets(RECENT_BETS) : [];
    return {
      signed_in: true,
      settled_bets: summary.settledCount,
      open_bets: summary.openCount,
      open_stake: money(poundsToPence(summary.openStake)),
      total_staked: money(poundsToPence(summary.totalStaked)),
      total_returns: money(poundsToPence(summary.totalReturns)),
      profit_loss: signedMoney(poundsToPence(summary.profitLoss)),
      roi_percent: summary.roi,
      strike_rate_percent: summary.strikeRate,
      winners: summary.winners,
      newest_bets: bets.map((bet) => ({
        horse: bet.entry?.horse ?? bet.multiple?.legs.map((leg) => leg.horse).join(', ') ?? '',
        race: bet.entry
          ? `${bet.entry.raceDate} ${bet.entry.raceTime} ${bet.entry.track}`
          : (bet.multiple?.legs.map((leg) => `${leg.raceDate} ${leg.raceTime} ${leg.track}`).join('; ') ??
            ''),
        bet_type: bet.type,
        odds: bet.odds,
        total_stake: money(poundsToPence(bet.totalStake)),
        status: bet.status,
        ...(bet.actualReturn === null ? {} : { returned: money(poundsToPence(bet.actualReturn)) }),
      })),
      link: '[My Bets](/bets)',
    };
  },
});

export const listPlansTool = defineTool({
  name: 'list_plans',
  description:
    'Our plans, what each includes and what THIS user would pay for each now (a first-week offer applies only to ' +
    'some users), and which they cannot buy now.',
  args: NO_ARGS,
  run: (_args, context) => {
    const { plans } = context;
    return {
      your_plan: context.viewer.signedIn ? context.viewer.tier : 'guest (Free)',
      plans: PLAN_CARDS.map((card) => {
        if (card.tier === 'Free') return { plan: card.title, price: 'free', includes: card.summary };
        const tier = card.tier;
        const price = money(poundsToPence(plans.prices[tier]));
        const isIntro = tier === 'Starter' && plans.starterIntro;
        return {
          plan: card.title,
          price,
          per: isIntro ? 'first week' : card.cadence,
          ...(isIntro ? { after_first_week: `${money(PLAN_PRICES_PENCE.Starter).text} a week` } : {}),
          includes: card.summary,
          ...(plans.unavailable[tier] ? { not_available_now: plans.unavailable[tier] } : {}),
          ...(plans.changeNotes[tier] ? { if_bought_now: plans.changeNotes[tier] } : {}),
        };
      }),
      renewal: 'Nothing renews by itself: a plan ends and the user returns to Free.',
      link: '[Plans](/subscription)',
      support_email: context.supportEmail,
    };
  },
});

export const searchLessonsTool = defineTool({
  name: 'search_lessons',
  description:
    'Searches our betting guide, lessons, strategy guides, plans FAQ and glossary; gives the best passage and its ' +
    'page. Use it for what a term or bet means and how racing works.',
  args: z.strictObject({
    query: z.string().trim().min(2).max(200).describe('A few words, e.g. "what is a bumper"'),
  }),
  run: async (args) => {
    const hit = await search(normalise(args.query));
    if (!hit) return { found: false, message: 'Nothing in our guides matches; say so rather than guess.' };
    return {
      found: true,
      title: hit.doc.title,
      ...(hit.doc.heading ? { section: hit.doc.heading } : {}),
      // A strategy library guide answers with its card (`answer`): its steps are for Monthly and Lifetime members.
      passage: excerpt(hit.doc.answer ?? hit.doc.text, hit.matched, 80),
      link: link(hit.doc.label, hit.doc.href),
    };
  },
});

export const DATA_TOOLS = [todaysTipsTool, trackRecordTool, myBetsTool, listPlansTool, searchLessonsTool];
