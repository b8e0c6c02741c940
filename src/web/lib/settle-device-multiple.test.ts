import { beforeEach, describe, expect, it } from 'vitest';
import type { TEntryOutcome, TLocalBet } from '~/domain/bets.contract';
import { settleMultiple } from '~/domain/calculators/bet-settler';
import { addDeviceBets, getDeviceBets, resetDeviceBetsForTests, settleDeviceBets } from './device-bets';

const TERMS = { places: 3, fractionNum: 1, fractionDen: 5 };
const leg = (raceEntryId: number, horse: string, odds: string) => ({
  raceEntryId,
  raceId: raceEntryId * 10,
  horse,
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-11-20',
  odds,
  placeTerms: TERMS,
});

/** A £1 Lucky 15 each way (30 lines, £30) kept on the device. */
const lucky15 = (): TLocalBet => ({
  id: 'm1',
  raceEntryId: 1,
  horseName: 'Alpha',
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-11-20',
  betType: 'Each Way',
  odds: '2/1',
  stake: 1,
  potentialReturn: 0,
  status: 'Open',
  createdAt: '2026-11-20T10:00:00.000Z',
  multiple: {
    type: 'lucky-15',
    eachWay: true,
    legs: [leg(1, 'Alpha', '2/1'), leg(2, 'Bravo', '5/2'), leg(3, 'Charlie', '7/1'), leg(4, 'Delta', '11/4')],
  },
});

const outcome = (id: number, over: Partial<TEntryOutcome>): TEntryOutcome => ({
  id,
  result: null,
  deadHeat: null,
  deadHeatPosition: null,
  rule4Pence: 0,
  terms: TERMS,
  sp: null,
  ...over,
});

beforeEach(() => resetDeviceBetsForTests());

describe('device multiples', () => {
  it('records each leg as its result comes in and settles once the last leg is in, as the Bet Settler does', () => {
    addDeviceBets([lucky15()]);
    const first = [
      outcome(1, { result: 'Won', rule4Pence: 10 }),
      outcome(2, { result: 'NonRunner' }),
      outcome(3, { result: 'Placed', deadHeat: 2, deadHeatPosition: 3 }),
    ];
    expect(settleDeviceBets(first)).toBe(1);
    const [waiting] = getDeviceBets();
    expect(waiting?.status).toBe('Open');
    expect(waiting?.multiple?.legs.map((l) => l.result ?? null)).toEqual([
      'Won',
      'NonRunner',
      'Placed',
      null,
    ]);
    expect(waiting?.multiple?.lines ?? null).toBeNull();
    // Nothing new: nothing is written.
    expect(settleDeviceBets(first)).toBe(0);

    expect(settleDeviceBets([...first, outcome(4, { result: 'Lost' })])).toBe(1);
    const [settled] = getDeviceBets();
    const settler = settleMultiple({
      type: 'lucky-15',
      isEachWay: true,
      stake: 1,
      stakeIs: 'per-line',
      selections: [
        { odds: { num: 2n, den: 1n }, result: 'Won', rule4Pence: 10, placeTerms: TERMS },
        { odds: { num: 5n, den: 2n }, result: 'NonRunner', placeTerms: TERMS },
        {
          odds: { num: 7n, den: 1n },
          result: 'Placed',
          deadHeat: { horses: 2, position: 3 },
          placeTerms: TERMS,
        },
        { odds: { num: 11n, den: 4n }, result: 'Lost', placeTerms: TERMS },
      ],
    });
    if (!settler.isValid) throw new Error(settler.message);
    expect(settled?.actualReturn).toBe(settler.totalReturn.pence / 100);
    expect(settled?.actualReturn).toBeGreaterThan(0);
    expect(settled?.status).toBe('Won');
    expect(settled?.multiple?.lines).toHaveLength(30);
    expect(settled?.multiple?.lines?.map((line) => line.returnPence)).toEqual(
      settler.lines.map((line) => line.return.pence),
    );
    expect(settled?.multiple?.legs.map((l) => l.result)).toEqual(['Won', 'NonRunner', 'Placed', 'Lost']);
  });

  it('leaves a settled multiple alone', () => {
    addDeviceBets([{ ...lucky15(), status: 'Lost', actualReturn: 0 }]);
    expect(settleDeviceBets([1, 2, 3, 4].map((id) => outcome(id, { result: 'Won' })))).toBe(0);
  });
});
