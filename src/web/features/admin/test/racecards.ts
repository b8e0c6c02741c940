import type { TAdminCardRace } from '~/domain/racing-data-import.contract';
import { json } from '~/web/test/render-with-api';

type TRunner = TAdminCardRace['runnersOnCard'][number];

export const cardRunner = (id: number, horse: string, overrides: Partial<TRunner> = {}): TRunner => ({
  id,
  horse,
  number: id % 100,
  draw: null,
  age: 6,
  weightLb: 161,
  officialRating: 128,
  jockey: `Jockey ${id % 100}`,
  trainer: 'Paul Whitaker',
  form: '1-23',
  headgear: null,
  withdrawn: false,
  ...overrides,
});

export const cardRace = (overrides: Partial<TAdminCardRace> = {}): TAdminCardRace => ({
  id: 1,
  externalId: 'asc-1430',
  date: '2026-11-20',
  time: '14:30',
  racecourse: 'Ascot',
  startsAt: '2026-11-20T14:30:00.000Z',
  raceName: 'Harbour Homes Chase',
  raceType: 'Chase',
  raceClass: 'Class 2',
  distanceYards: 4400,
  going: 'Good to Soft',
  runners: 2,
  isHandicap: true,
  runnersOnCard: [
    cardRunner(101, 'Silver Arrow'),
    cardRunner(102, 'Brave Baron', { jockey: 'Harry Cobden', form: '21-3F1', officialRating: 140 }),
    cardRunner(103, 'Late Show', { withdrawn: true }),
  ],
  ...overrides,
});

/** A day with two courses: two races at Ascot (one a Flat race with draws) and one at Kempton. */
export const twoCourseCard = (date = '2026-11-20'): TAdminCardRace[] => [
  cardRace({ date }),
  cardRace({
    id: 2,
    externalId: 'kem-1500',
    date,
    time: '15:00',
    racecourse: 'Kempton',
    raceName: 'Novices Hurdle',
    raceType: 'Hurdle',
    raceClass: 'Class 4',
    distanceYards: 3960,
    going: 'Soft',
    runners: 1,
    isHandicap: false,
    runnersOnCard: [cardRunner(201, 'Night Owl')],
  }),
  cardRace({
    id: 3,
    externalId: 'asc-1605',
    date,
    time: '16:05',
    raceName: 'Maiden Stakes',
    raceType: 'Flat',
    raceClass: 'Class 5',
    distanceYards: 1430,
    going: 'Standard',
    runners: 1,
    isHandicap: false,
    runnersOnCard: [cardRunner(301, 'Quick Step', { draw: 4, weightLb: 128, age: 2, form: null })],
  }),
];

/** The tip date has no card: what the tip forms' other tests answer GET /api/admin/racecards with. */
export const NO_CARD = { 'GET /api/admin/racecards': () => json([]) };
