import type { TBetSummary } from '~/domain/bets.contract';
import type { TPlansResponse } from '~/domain/payments.contract';
import { canSeeTip, type TTier } from '~/domain/tiers';
import type { TLockedTip, TTip, TTipOrLocked } from '~/domain/tip.contract';
import type { TTipStats, TTrackRecord } from '~/domain/track-record.contract';
import type { TChatContext } from '../chat.types';

/** Test fixtures: a race day at Exeter and Kempton, as the tips API would send it to each tier. */

export type TTipSeed = {
  id: number;
  accessLevel: TTier;
  horse: string;
  time: string;
  racecourse: string;
  odds: [number, number];
  betType: TTip['betType'];
  category: string;
  result?: TTip['result'];
  sp?: string;
};

export const tip = (seed: TTipSeed): TTip => ({
  id: seed.id,
  locked: false,
  raceId: seed.id * 100,
  accessLevel: seed.accessLevel,
  horse: seed.horse,
  confidence: 4,
  date: '2026-11-03',
  time: seed.time,
  racecourse: seed.racecourse,
  startsAt: `2026-11-03T${seed.time}:00.000Z`,
  race: {
    name: null,
    type: 'Hurdle',
    raceClass: null,
    distanceYards: null,
    going: 'Good to Soft',
    runners: 10,
  },
  runner: {
    jockey: null,
    trainer: null,
    age: null,
    weightLb: null,
    draw: null,
    officialRating: null,
    form: null,
  },
  odds: `${seed.odds[0]}/${seed.odds[1]}`,
  oddsNum: seed.odds[0],
  oddsDen: seed.odds[1],
  tipster: 'RacePro Team',
  category: seed.category,
  betType: seed.betType,
  stakePoints: 2,
  analysis: 'Travelled well last time and the drop in trip suits.',
  raceEntryId: seed.id * 10,
  withdrawn: false,
  result: seed.result ?? null,
  resultComment: null,
  sp: seed.sp ?? null,
  placeTerms: '3 places at 1/5 odds',
  terms: { places: 3, fractionNum: 1, fractionDen: 5 },
  publishedAt: '2026-11-03T07:30:00.000Z',
});

export const ALL_TIPS: readonly TTip[] = [
  tip({
    id: 1,
    accessLevel: 'Free',
    horse: 'Copper Kettle',
    time: '12:40',
    racecourse: 'Exeter',
    odds: [2, 1],
    betType: 'Win',
    category: 'Standard',
    result: 'Won',
    sp: '9/4',
  }),
  tip({
    id: 2,
    accessLevel: 'Monthly',
    horse: 'Quiet Storm',
    time: '13:15',
    racecourse: 'Kempton',
    odds: [6, 1],
    betType: 'Each Way',
    category: 'Value',
    result: 'Lost',
    sp: '7/1',
  }),
  tip({
    id: 3,
    accessLevel: 'Free',
    horse: 'Thunder Bay',
    time: '13:50',
    racecourse: 'Exeter',
    odds: [5, 2],
    betType: 'Win',
    category: 'NAP',
  }),
  tip({
    id: 4,
    accessLevel: 'Monthly',
    horse: 'Silver Saxon',
    time: '14:30',
    racecourse: 'Exeter',
    odds: [8, 1],
    betType: 'Each Way',
    category: 'Premium',
  }),
  tip({
    id: 5,
    accessLevel: 'Starter',
    horse: 'Morning Glory Lad',
    time: '15:05',
    racecourse: 'Kempton',
    odds: [11, 4],
    betType: 'Win',
    category: 'NB',
  }),
  tip({
    id: 6,
    accessLevel: 'Lifetime',
    horse: 'Harbour Prince',
    time: '16:10',
    racecourse: 'Kempton',
    odds: [12, 1],
    betType: 'Each Way',
    category: 'Longshot',
  }),
];

export const lock = (t: TTip): TLockedTip => ({
  id: t.id,
  locked: true,
  raceId: t.raceId,
  accessLevel: t.accessLevel,
  confidence: t.confidence,
  date: t.date,
  time: t.time,
  racecourse: t.racecourse,
  startsAt: t.startsAt,
  race: t.race,
  category: t.category,
});

/** Today's tips as a caller of `tier` gets them: above their tier and not yet resulted, locked. */
export const tipsFor = (tier: TTier): TTipOrLocked[] =>
  ALL_TIPS.map((t) => (canSeeTip(tier, t) ? t : lock(t)));

/** The horses a Free caller must never be told. */
export const LOCKED_FOR_FREE = ALL_TIPS.filter((t) => !canSeeTip('Free', t)).map((t) => t.horse);

export const record = (over: Partial<TTrackRecord>): TTrackRecord => ({
  window: 'all time',
  settled: 148,
  ran: 146,
  winners: 40,
  wonRace: 30,
  level: 1,
  losers: 105,
  placed: 9,
  void: 2,
  strikeRate: 27.4,
  wonStrikeRate: 20.5,
  profitPoints: 18.4,
  stakedPoints: 170,
  profitPointsSp: 21.15,
  spSample: 140,
  roi: 10.82,
  longestLosingRun: 11,
  maxDrawdownPoints: 14.5,
  hasEnoughResults: true,
  ...over,
});

export const STATS: TTipStats = {
  generatedAt: '2026-11-03T09:00:00.000Z',
  allTime: record({}),
  last30Days: record({
    window: 'last 30 days',
    settled: 24,
    ran: 24,
    winners: 6,
    wonRace: 4,
    level: 0,
    losers: 18,
    placed: 2,
    void: 0,
    strikeRate: 25,
    wonStrikeRate: 16.7,
    profitPoints: -3.25,
    stakedPoints: 29,
    profitPointsSp: -4,
    spSample: 20,
    roi: -11.21,
  }),
  byTipster: [],
  byCategory: [],
  series: [],
};

/** A new service: 12 tips settled, too few for rates. */
export const EARLY_STATS: TTipStats = {
  ...STATS,
  allTime: record({
    settled: 12,
    ran: 12,
    winners: 4,
    wonRace: 3,
    losers: 8,
    strikeRate: null,
    wonStrikeRate: null,
    roi: null,
    profitPoints: 4.5,
    profitPointsSp: 3,
    spSample: 12,
    hasEnoughResults: false,
  }),
  last30Days: record({
    window: 'last 30 days',
    settled: 12,
    ran: 12,
    winners: 4,
    wonRace: 3,
    losers: 8,
    strikeRate: null,
    wonStrikeRate: null,
    roi: null,
    profitPoints: 4.5,
    profitPointsSp: 3,
    spSample: 12,
    hasEnoughResults: false,
  }),
};

export const BETS: TBetSummary = {
  from: null,
  to: null,
  openCount: 2,
  openStake: 15,
  settledCount: 23,
  totalStaked: 230,
  totalReturns: 217.5,
  profitLoss: -12.5,
  roi: -5.43,
  strikeRate: 30.43,
  winners: 7,
  countedBets: 23,
  priceBeaten: null,
  series: [],
  remainingTracked: null,
};

export const GUEST_PLANS: TPlansResponse = {
  provider: 'sandbox',
  publishableKey: null,
  prices: { Starter: 0.99, Monthly: 7.99, Lifetime: 39.99 },
  starterIntro: true,
  unavailable: {},
  changeNotes: {},
};

export const MONTHLY_PLANS: TPlansResponse = {
  ...GUEST_PLANS,
  prices: { Starter: 2.99, Monthly: 7.99, Lifetime: 39.99 },
  starterIntro: false,
  unavailable: { Starter: 'Your Monthly plan already includes Starter.' },
};

export const base = {
  now: new Date('2026-11-03T10:00:00.000Z'),
  trackRecord: STATS,
  supportEmail: 'support@racepro.example',
};

export const GUEST: TChatContext = {
  ...base,
  viewer: { signedIn: false, username: null, tier: 'Free' },
  todaysTips: tipsFor('Free'),
  myBets: null,
  plans: GUEST_PLANS,
};

export const FREE_MEMBER: TChatContext = {
  ...base,
  viewer: { signedIn: true, username: 'dave_punter', tier: 'Free' },
  todaysTips: tipsFor('Free'),
  myBets: { ...BETS, remainingTracked: null },
  plans: GUEST_PLANS,
};

/** A guest on a new service: too few results for rates. */
export const EARLY: TChatContext = { ...GUEST, trackRecord: EARLY_STATS };

export const MONTHLY_MEMBER: TChatContext = {
  ...base,
  viewer: { signedIn: true, username: 'sally_k', tier: 'Monthly' },
  todaysTips: tipsFor('Monthly'),
  myBets: BETS,
  plans: MONTHLY_PLANS,
};
