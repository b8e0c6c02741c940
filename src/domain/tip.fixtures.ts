import type { TLockedTip, TTip } from '~/domain/tip.contract';

/** Two hours from now: fixture races are still to run (bettable) unless a test says otherwise. */
const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();

/** The race both fixtures run in, as its card prints it. */
const RACE: TTip['race'] = {
  name: 'Harbour Homes Handicap Hurdle',
  type: 'Hurdle',
  raceClass: 'Class 3',
  distanceYards: 4400,
  going: 'Good to Soft',
  runners: 12,
};

/**
 * Tips as GET /api/tips/today answers them, for tests on either side: a full one with its racecard facts, and a locked
 * one. Tests only: nothing in the product imports this file.
 */
export const fullTip = (over: Partial<TTip> = {}): TTip => ({
  id: 1,
  locked: false,
  raceId: 11,
  accessLevel: 'Free',
  horse: 'Galopin Des Champs',
  confidence: 4,
  date: '2026-11-03',
  time: '14:30',
  racecourse: 'Ascot',
  startsAt: inTwoHours(),
  race: { ...RACE },
  runner: {
    jockey: 'Harry Kendall',
    trainer: 'Nicky Thornton',
    age: 6,
    weightLb: 161,
    draw: null,
    officialRating: 128,
    form: '21-3F1',
  },
  odds: '5/2',
  oddsNum: 5,
  oddsDen: 2,
  tipster: 'RacePro Team',
  category: 'NAP',
  betType: 'Win',
  stakePoints: 2,
  analysis: 'Travels well and the ground suits.',
  raceEntryId: 101,
  withdrawn: false,
  result: null,
  resultComment: null,
  sp: null,
  placeTerms: '3 places at 1/5 odds',
  terms: { places: 3, fractionNum: 1, fractionDen: 5 },
  publishedAt: '2026-11-03T07:45:00.000Z',
  ...over,
});

export const lockedTip = (over: Partial<TLockedTip> = {}): TLockedTip => ({
  id: 2,
  locked: true,
  raceId: 12,
  accessLevel: 'Starter',
  confidence: 5,
  date: '2026-11-03',
  time: '15:05',
  racecourse: 'Cheltenham',
  startsAt: inTwoHours(),
  race: { ...RACE },
  category: 'Banker',
  ...over,
});
