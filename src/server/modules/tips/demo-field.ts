/**
 * The demo card's whole declared fields and full results (issue 35): every runner of every demo race with its card
 * facts, and after the off a finishing order for the whole field with starting prices, the favourite, distances
 * beaten and non-runners with Rule 4. Pure and deterministic (seeded by the race), so a day's fields are the same on
 * every instance and every start. The tipped horse keeps the facts, price and outcome demo-racecard.ts gives it.
 */
import {
  DEMO_BEATEN,
  DEMO_HEADGEAR,
  DEMO_HORSE_FIRST,
  DEMO_HORSE_SECOND,
  DEMO_JOCKEYS,
  DEMO_PRICE_LADDER,
  DEMO_TRAINERS,
} from '~/content/demo-racing';
import { parseFractionalOdds, type TOdds } from '~/domain/odds';
import { standardPlaceTerms } from '~/domain/place-terms';
import type { TRaceType } from '~/domain/racecard';
import { rule4Deduction } from '~/domain/rule4';
import type { TTipResult } from '~/domain/tips';
import { demoCardFor, type TDemoRacecard } from './demo-racecard';
import { between, pick, rng } from './demo-random';

export type TDemoRunner = {
  horse: string;
  number: number;
  draw: number | null;
  age: number;
  weightLb: number;
  officialRating: number | null;
  jockey: string;
  trainer: string;
  form: string;
  headgear: string | null;
  /** The demo market's price before the off (the tipped horse's is the tip's price). */
  price: TOdds;
  tipped: boolean;
};

type TDemoRace = {
  date: string;
  time: string;
  racecourse: string;
  runners: number;
  isHandicap: boolean;
  horse: string;
  odds: string;
} & TDemoRacecard;

const LADDER: readonly TOdds[] = DEMO_PRICE_LADDER.map((text) => parseFractionalOdds(text)!);
const impliedChance = (odds: Pick<TOdds, 'num' | 'den'>) => odds.den / (odds.num + odds.den);
/** The shortest ladder price at least as long as fair odds for `chance`. */
const ladderPriceFor = (chance: number): TOdds =>
  LADDER.find((odds) => impliedChance(odds) <= chance) ?? LADDER[LADDER.length - 1]!;
/** The ladder step of a price: the first step at least as long (the longest step for a price beyond it). */
const ladderIndex = (odds: Pick<TOdds, 'num' | 'den'>) => {
  const index = LADDER.findIndex((step) => step.num * odds.den >= odds.num * step.den);
  return index === -1 ? LADDER.length - 1 : index;
};

const formFigures = (random: () => number, raceType: TRaceType) => {
  const chars = raceType === 'Flat' ? '1234567890' : '1234567890PFU';
  const figures = Array.from(
    { length: between(random, 2, 6) },
    () => chars[between(random, 0, chars.length - 1)],
  );
  if (figures.length > 3) figures.splice(between(random, 1, figures.length - 1), 0, '-');
  return figures.join('');
};

/**
 * The whole field of one demo race. `taken` holds every horse name already on the day's card (a horse runs once a
 * day); the names this field uses are added to it.
 */
export const demoFieldFor = (race: TDemoRace, taken: Set<string>): TDemoRunner[] => {
  const random = rng(`field:${race.date}:${race.time}:${race.racecourse}`);
  const { raceType } = race.race;
  const tipped = race.runner;
  const tipPrice = parseFractionalOdds(race.odds)!;
  const others = race.runners - 1;
  const jockeys = DEMO_JOCKEYS.filter((name) => name !== tipped.jockey);
  const strengths = Array.from({ length: others }, () => 0.15 + random() ** 1.8);
  const total = strengths.reduce((a, b) => a + b, 0);
  // The book: about 120% over the field, the tipped horse's share taken from its price.
  const rest = Math.max(0.3, 1.2 - impliedChance(tipPrice));
  const field: Omit<TDemoRunner, 'number'>[] = [
    {
      horse: race.horse,
      draw: tipped.draw === null ? null : 1 + ((tipped.draw - 1) % race.runners),
      age: tipped.age,
      weightLb: tipped.weightLb,
      officialRating: tipped.officialRating,
      jockey: tipped.jockey,
      trainer: tipped.trainer,
      form: tipped.form,
      headgear: null,
      price: tipPrice,
      tipped: true,
    },
  ];
  const draws = Array.from({ length: race.runners }, (_, i) => i + 1).filter((d) => d !== field[0]!.draw);
  for (let i = 0; i < others; i++) {
    let horse = '';
    do horse = `${pick(random, DEMO_HORSE_FIRST)} ${pick(random, DEMO_HORSE_SECOND)}`;
    while (taken.has(horse));
    taken.add(horse);
    const jockey = jockeys.splice(between(random, 0, jockeys.length - 1), 1)[0]!;
    const rated = tipped.officialRating !== null || race.isHandicap;
    const officialRating = rated
      ? Math.max(0, (tipped.officialRating ?? (raceType === 'Flat' ? 75 : 115)) + between(random, -12, 12))
      : random() < 0.5
        ? null
        : raceType === 'Flat'
          ? between(random, 55, 100)
          : between(random, 90, 140);
    // In a handicap the weights follow the ratings (1 lb a point); otherwise close to the tipped horse's.
    const [lightest, heaviest] = raceType === 'Flat' ? [112, 140] : [140, 168];
    const weightLb = Math.min(
      heaviest,
      Math.max(
        lightest,
        race.isHandicap && officialRating !== null && tipped.officialRating !== null
          ? tipped.weightLb + (officialRating - tipped.officialRating)
          : tipped.weightLb + between(random, -5, 5),
      ),
    );
    field.push({
      horse,
      draw: raceType === 'Flat' ? draws.splice(between(random, 0, draws.length - 1), 1)[0]! : null,
      age: Math.min(
        raceType === 'Flat' ? 9 : 13,
        Math.max(raceType === 'Flat' ? 2 : 4, tipped.age + between(random, -1, 2)),
      ),
      weightLb,
      officialRating,
      jockey,
      trainer: pick(random, DEMO_TRAINERS),
      form: formFigures(random, raceType),
      headgear: random() < 0.3 ? pick(random, DEMO_HEADGEAR) : null,
      price: ladderPriceFor((strengths[i]! / total) * rest),
      tipped: false,
    });
  }
  // A two-year-old race is for two-year-olds only.
  if (raceType === 'Flat' && tipped.age === 2) for (const runner of field) runner.age = 2;
  // Cards number the runners by weight, top weight first, then by name.
  return field
    .sort((a, b) => b.weightLb - a.weightLb || a.horse.localeCompare(b.horse))
    .map((runner, index) => ({ ...runner, number: index + 1 }));
};

export type TDemoRunnerResult = {
  horse: string;
  result: TTipResult;
  /** "1".."40", a non-finish code, or null for a non-runner. */
  position: string | null;
  beaten: string | null;
  sp: TOdds | null;
  rule4Pence: number;
  /** Minutes before the off the horse was withdrawn (non-runners only). */
  withdrawnMinutesBefore: number | null;
};

/**
 * The full result of a demo race, consistent with the tipped horse's own outcome (demoResultFor): it wins, is placed
 * or is beaten as that says; when it is a non-runner the others carry the Rule 4 its price calls for; when it won or
 * lost with a Rule 4, another runner (priced for that deduction) was the late non-runner. The others finish in an
 * order drawn from their prices; over jumps a few pull up, fall or unseat.
 */
export const demoFieldResultFor = (
  race: { date: string; time: string; racecourse: string; raceType: TRaceType; isHandicap: boolean },
  field: readonly TDemoRunner[],
  tippedOutcome: { result: TTipResult; sp: string; rule4Pence: number },
): TDemoRunnerResult[] => {
  const random = rng(`field-result:${race.date}:${race.time}:${race.racecourse}`);
  const tipped = field.find((r) => r.tipped)!;
  const others = field.filter((r) => !r.tipped);
  const withdrawn = new Set<string>();
  let rule4Pence = 0;
  if (tippedOutcome.result === 'NonRunner') {
    withdrawn.add(tipped.horse);
    rule4Pence = rule4Deduction(tipped.price);
  } else if (tippedOutcome.rule4Pence > 0) {
    // The late withdrawal that made the tipped horse's deduction: the runner priced closest to that row.
    const candidate = others.reduce((best, r) =>
      Math.abs(rule4Deduction(r.price) - tippedOutcome.rule4Pence) <
      Math.abs(rule4Deduction(best.price) - tippedOutcome.rule4Pence)
        ? r
        : best,
    );
    withdrawn.add(candidate.horse);
    rule4Pence = tippedOutcome.rule4Pence;
  }
  const running = field.filter((r) => !withdrawn.has(r.horse));
  const places = standardPlaceTerms(field.length, race.isHandicap).places;
  // The others' finishing order: each next finisher drawn in proportion to its chance (the Harville model).
  const pool = running.filter((r) => !r.tipped);
  const order: TDemoRunner[] = [];
  while (pool.length > 0) {
    const chances = pool.map((r) => impliedChance(r.price));
    let roll = random() * chances.reduce((a, b) => a + b, 0);
    let index = 0;
    while (index < pool.length - 1 && roll >= chances[index]!) roll -= chances[index++]!;
    order.push(pool.splice(index, 1)[0]!);
  }
  if (!withdrawn.has(tipped.horse)) {
    const last = running.length;
    const slot =
      tippedOutcome.result === 'Won'
        ? 1
        : tippedOutcome.result === 'Placed'
          ? between(random, 2, Math.min(places, last))
          : between(random, Math.min(places + 1, last), last);
    order.splice(slot - 1, 0, tipped);
  }
  const jumps = race.raceType === 'Hurdle' || race.raceType === 'Chase';
  const fallChance = race.raceType === 'Chase' ? 0.08 : 0.04;
  const finishers: TDemoRunner[] = [];
  const nonFinishers: { runner: TDemoRunner; code: string }[] = [];
  order.forEach((runner, index) => {
    // Only a horse out of the places can fail to finish (the tipped horse's outcome stays as drawn).
    const code =
      jumps && index >= places && random() < fallChance
        ? pick(random, race.raceType === 'Chase' ? ['F', 'UR', 'PU', 'PU'] : ['PU', 'PU', 'F', 'UR'])
        : null;
    if (code) nonFinishers.push({ runner, code });
    else finishers.push(runner);
  });
  const results: TDemoRunnerResult[] = [];
  finishers.forEach((runner, index) => {
    const drift = pick(random, [-1, 0, 0, 1]);
    const sp = runner.tipped
      ? parseFractionalOdds(tippedOutcome.sp)!
      : LADDER[Math.min(LADDER.length - 1, Math.max(0, ladderIndex(runner.price) + drift))]!;
    results.push({
      horse: runner.horse,
      result: index === 0 ? 'Won' : index < places ? 'Placed' : 'Lost',
      position: String(index + 1),
      beaten:
        index === 0
          ? null
          : DEMO_BEATEN[Math.min(DEMO_BEATEN.length - 1, between(random, 0, 8) + Math.floor(index / 3) * 2)]!,
      sp,
      rule4Pence,
      withdrawnMinutesBefore: null,
    });
  });
  for (const { runner, code } of nonFinishers) {
    results.push({
      horse: runner.horse,
      result: 'Lost',
      position: code,
      beaten: null,
      sp: runner.tipped ? parseFractionalOdds(tippedOutcome.sp)! : LADDER[ladderIndex(runner.price)]!,
      rule4Pence,
      withdrawnMinutesBefore: null,
    });
  }
  for (const runner of field.filter((r) => withdrawn.has(r.horse))) {
    results.push({
      horse: runner.horse,
      result: 'NonRunner',
      position: null,
      beaten: null,
      sp: null,
      rule4Pence: 0,
      withdrawnMinutesBefore: between(random, 20, 90),
    });
  }
  return results;
};

/** Every demo race's whole field on a UK date, by race time (no horse runs twice in a day). */
export const demoFieldsFor = (date: string): Map<string, TDemoRunner[]> => {
  const card = demoCardFor(date);
  const taken = new Set(card.map((race) => race.horse));
  return new Map(card.map((race) => [race.time, demoFieldFor(race, taken)]));
};
