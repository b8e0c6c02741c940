import { describe, expect, it } from 'vitest';
import { parseFractionalOdds } from '~/domain/odds';
import { standardPlaceTerms } from '~/domain/place-terms';
import { favouritesOf, finishingPosition, isRacePosition, NON_FINISH_CODES } from '~/domain/race-result';
import { rule4Deduction } from '~/domain/rule4';
import { shiftUkDate } from '~/domain/uk-time';
import { demoFieldResultFor, demoFieldsFor } from './demo-field';
import { demoCardFor, demoResultFor } from './demo-racecard';

/** A season of demo days: winter jumps and summer Flat. */
const DATES = Array.from({ length: 90 }, (_, i) => shiftUkDate('2026-01-01', i * 4));

const races = DATES.flatMap((date) => {
  const fields = demoFieldsFor(date);
  return demoCardFor(date).map((tip) => ({ tip, field: fields.get(tip.time)! }));
});

describe('the demo card has whole declared fields (issue 35)', () => {
  it('gives every race a field realistic for its type: 6-20 runners, chases 6-12, the evening all-weather 6-14', () => {
    for (const { tip, field } of races) {
      expect(field).toHaveLength(tip.runners);
      const [low, high] =
        tip.time >= '18:00'
          ? [6, 14]
          : tip.race.raceType === 'Chase'
            ? [6, 12]
            : tip.race.raceType === 'Flat' && tip.isHandicap
              ? [8, 20]
              : [6, 16];
      expect(field.length).toBeGreaterThanOrEqual(low);
      expect(field.length).toBeLessThanOrEqual(high);
    }
    const sizes = new Set(races.map((r) => r.field.length));
    expect(sizes.size).toBeGreaterThan(8);
  });

  it('numbers the runners 1 to N by weight, draws stalls only on the Flat, and gives each its own jockey', () => {
    for (const { tip, field } of races) {
      expect(field.map((r) => r.number)).toEqual(field.map((_, i) => i + 1));
      for (let i = 1; i < field.length; i++)
        expect(field[i]!.weightLb).toBeLessThanOrEqual(field[i - 1]!.weightLb);
      const draws = field.map((r) => r.draw);
      if (tip.race.raceType === 'Flat') {
        expect([...draws].sort((a, b) => a! - b!)).toEqual(field.map((_, i) => i + 1));
      } else expect(draws.every((d) => d === null)).toBe(true);
      expect(new Set(field.map((r) => r.jockey)).size).toBe(field.length);
      for (const runner of field) {
        expect(runner.weightLb).toBeGreaterThanOrEqual(98);
        expect(runner.weightLb).toBeLessThanOrEqual(175);
        expect(runner.age).toBeGreaterThanOrEqual(2);
        expect(runner.age).toBeLessThanOrEqual(20);
        if (runner.headgear !== null) expect(runner.headgear.length).toBeLessThanOrEqual(8);
      }
    }
  });

  it('keeps the tipped horse with its tip facts and price, and runs no horse twice in a day', () => {
    for (const date of DATES.slice(0, 20)) {
      const fields = demoFieldsFor(date);
      const names = [...fields.values()].flat().map((r) => r.horse);
      expect(new Set(names).size).toBe(names.length);
      for (const tip of demoCardFor(date)) {
        const tipped = fields.get(tip.time)!.filter((r) => r.tipped);
        expect(tipped).toHaveLength(1);
        expect(tipped[0]).toMatchObject({
          horse: tip.horse,
          jockey: tip.runner.jockey,
          trainer: tip.runner.trainer,
          weightLb: tip.runner.weightLb,
          draw: tip.runner.draw,
          price: parseFractionalOdds(tip.odds),
        });
      }
    }
  });

  it('is the same on every call (every instance and every start makes the same card)', () => {
    expect(demoFieldsFor('2026-11-27')).toEqual(demoFieldsFor('2026-11-27'));
  });
});

describe('the demo results cover the whole field', () => {
  const resulted = races.map(({ tip, field }, index) => {
    const odds = parseFractionalOdds(tip.odds)!;
    const outcome = demoResultFor(`${tip.date}:${tip.time}:${index}`, odds.num, odds.den, tip.runners);
    return {
      tip,
      field,
      outcome,
      results: demoFieldResultFor({ ...tip, raceType: tip.race.raceType }, field, outcome),
    };
  });

  it('gives every runner a result: finishers 1st to last in order, non-finish codes over jumps only', () => {
    for (const { tip, field, results } of resulted) {
      expect(results.map((r) => r.horse).sort()).toEqual(field.map((r) => r.horse).sort());
      const finishers = results.filter((r) => finishingPosition(r.position) !== null);
      expect(finishers.map((r) => r.position)).toEqual(finishers.map((_, i) => String(i + 1)));
      expect(finishers.filter((r) => r.result === 'Won')).toHaveLength(1);
      expect(finishers[0]!.result).toBe('Won');
      expect(finishers[0]!.beaten).toBeNull();
      for (const r of finishers.slice(1)) expect(r.beaten).not.toBeNull();
      for (const r of results) if (r.position !== null) expect(isRacePosition(r.position)).toBe(true);
      const fallers = results.filter((r) => r.position !== null && finishingPosition(r.position) === null);
      if (tip.race.raceType === 'Flat' || tip.race.raceType === 'NH Flat') expect(fallers).toEqual([]);
      for (const r of fallers) {
        expect(Object.keys(NON_FINISH_CODES)).toContain(r.position);
        expect(r.result).toBe('Lost');
      }
      const places = standardPlaceTerms(field.length, tip.isHandicap).places;
      for (const r of finishers) {
        const place = Number(r.position);
        expect(r.result).toBe(place === 1 ? 'Won' : place <= places ? 'Placed' : 'Lost');
      }
      // A favourite can be named from the starting prices.
      const ids = new Map(results.map((r, i) => [r.horse, i]));
      const favourites = favouritesOf(
        results.map((r) => ({ id: ids.get(r.horse)!, sp: r.sp, ran: r.result !== 'NonRunner' })),
      );
      expect(favourites.length).toBeGreaterThan(0);
    }
    // Over a season some chasers fall or pull up.
    expect(
      resulted.some(({ results }) => results.some((r) => r.position === 'F' || r.position === 'PU')),
    ).toBe(true);
  });

  it("agrees with the tipped horse's own outcome, its SP and its Rule 4", () => {
    for (const { tip, results, outcome, field } of resulted) {
      const tipped = results.find((r) => r.horse === tip.horse)!;
      expect(tipped.result).toBe(outcome.result);
      const places = standardPlaceTerms(field.length, tip.isHandicap).places;
      if (outcome.result === 'Won') expect(tipped.position).toBe('1');
      if (outcome.result === 'Placed') {
        expect(Number(tipped.position)).toBeGreaterThan(1);
        expect(Number(tipped.position)).toBeLessThanOrEqual(places);
      }
      if (outcome.result === 'Lost') expect(finishingPosition(tipped.position) ?? 99).toBeGreaterThan(places);
      if (outcome.result !== 'NonRunner') expect(tipped.sp?.text).toBe(parseFractionalOdds(outcome.sp)!.text);
    }
  });

  it('withdraws a non-runner with the deduction its price calls for on every runner left in', () => {
    const withRule4 = resulted.filter(
      ({ outcome }) => outcome.result === 'NonRunner' || outcome.rule4Pence > 0,
    );
    expect(withRule4.length).toBeGreaterThan(0);
    for (const { tip, field, results, outcome } of withRule4) {
      const out = results.filter((r) => r.result === 'NonRunner');
      expect(out).toHaveLength(1);
      expect(out[0]!.position).toBeNull();
      expect(out[0]!.sp).toBeNull();
      expect(out[0]!.withdrawnMinutesBefore).toBeGreaterThan(0);
      const withdrawnPrice = field.find((r) => r.horse === out[0]!.horse)!.price;
      const expected = outcome.result === 'NonRunner' ? rule4Deduction(withdrawnPrice) : outcome.rule4Pence;
      if (outcome.result === 'NonRunner') expect(out[0]!.horse).toBe(tip.horse);
      for (const r of results.filter((x) => x.result !== 'NonRunner')) expect(r.rule4Pence).toBe(expected);
    }
    for (const { results, outcome } of resulted.filter(
      ({ outcome }) => outcome.result !== 'NonRunner' && outcome.rule4Pence === 0,
    )) {
      expect(results.filter((r) => r.result === 'NonRunner')).toEqual([]);
      expect(results.every((r) => r.rule4Pence === 0)).toBe(true);
      expect(outcome.rule4Pence).toBe(0);
    }
  });
});
