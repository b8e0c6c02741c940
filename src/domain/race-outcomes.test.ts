import { describe, expect, it } from 'vitest';
import { parseFractionalOdds } from './odds';
import { positionProblems, raceOutcomes, totalRule4 } from './race-outcomes';

const ran = (horseId: string, position: string, sp = '5/1') => ({
  horseId,
  position,
  sp: parseFractionalOdds(sp),
  beaten: null,
});

describe('positionProblems', () => {
  it('accepts positions in order, with a tie taking the places it covers, and non-finishers anywhere', () => {
    const order = ['1', '1', '3', 'PU', '4', '4', '6', 'F'].map((p, i) => ran(`h${i}`, p));
    expect(positionProblems(order).size).toBe(0);
  });

  it('names the runner where the order breaks: a gap, a missing winner, a tie not skipping its places', () => {
    expect([...positionProblems([ran('a', '1'), ran('b', '3')])]).toEqual([
      [1, 'is 3 but the next finishing position is 2 (a dead heat takes the positions it covers)'],
    ]);
    expect([...positionProblems([ran('a', '2'), ran('b', '3')]).keys()]).toEqual([0]);
    expect([...positionProblems([ran('a', '1'), ran('b', '1'), ran('c', '2')]).keys()]).toEqual([2]);
  });

  it('refuses a result with no finisher, and a dead heat of more than six', () => {
    expect(positionProblems([ran('a', 'F'), ran('b', 'UR')]).get(0)).toMatch(
      /no runner has a finishing position/,
    );
    const seven = Array.from({ length: 7 }, (_, i) => ran(`h${i}`, '1'));
    expect([...positionProblems(seven).values()][0]).toMatch(/at most 6/);
  });
});

describe('raceOutcomes', () => {
  it('reads positions against the places paid: winner, placed, unplaced, non-finisher, non-runner', () => {
    const outcomes = raceOutcomes(
      {
        runners: [ran('a', '1', '2/1'), ran('b', '2'), ran('c', '3'), ran('d', '4'), ran('e', 'PU')],
        nonRunners: [{ horseId: 'n', rule4Pence: 15 }],
      },
      3,
    );
    expect(outcomes.map((o) => [o.horseId, o.result, o.rule4Pence])).toEqual([
      ['a', 'Won', 15],
      ['b', 'Placed', 15],
      ['c', 'Placed', 15],
      ['d', 'Lost', 15],
      ['e', 'Lost', 15],
      ['n', 'NonRunner', 0],
    ]);
    expect(outcomes[0]).toMatchObject({ sp: { text: '2/1' }, deadHeat: null, position: '1' });
    expect(outcomes[5]).toMatchObject({ sp: null, position: null });
  });

  it('records dead heats as the admin form does: for 1st, for a paid place, and none beyond the places', () => {
    const outcomes = raceOutcomes(
      {
        runners: [ran('a', '1'), ran('b', '1'), ran('c', '3'), ran('d', '3'), ran('e', '5'), ran('f', '5')],
        nonRunners: [],
      },
      3,
    );
    expect(outcomes.map((o) => [o.result, o.deadHeat, o.deadHeatPosition])).toEqual([
      ['Won', 2, 1],
      ['Won', 2, 1],
      ['Placed', 2, 3],
      ['Placed', 2, 3],
      ['Lost', null, null],
      ['Lost', null, null],
    ]);
  });

  it('pays only the winner in a win-only race', () => {
    const outcomes = raceOutcomes({ runners: [ran('a', '1'), ran('b', '2')], nonRunners: [] }, 1);
    expect(outcomes.map((o) => o.result)).toEqual(['Won', 'Lost']);
  });

  it('adds the withdrawals up to 90p, an unknown deduction counting nothing', () => {
    expect(
      totalRule4([
        { horseId: 'a', rule4Pence: 15 },
        { horseId: 'b', rule4Pence: null },
        { horseId: 'c', rule4Pence: 10 },
      ]),
    ).toBe(25);
    expect(
      totalRule4([
        { horseId: 'a', rule4Pence: 60 },
        { horseId: 'b', rule4Pence: 50 },
      ]),
    ).toBe(90);
  });
});
