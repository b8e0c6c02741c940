import { describe, expect, it } from 'vitest';
import { favouritesOf, finishingPosition, isRacePosition, positionLabel } from './race-result';

describe('race positions', () => {
  it.each([
    ['1', true],
    ['9', true],
    ['10', true],
    ['40', true],
    ['41', false],
    ['0', false],
    ['01', false],
    ['PU', true],
    ['F', true],
    ['UR', true],
    ['pu', false],
    ['', false],
    ['1 ', false],
    ['toString', false],
  ])('%j is a position: %s', (value, expected) => {
    expect(isRacePosition(value)).toBe(expected);
  });

  it.each([
    ['1', '1st'],
    ['2', '2nd'],
    ['3', '3rd'],
    ['4', '4th'],
    ['11', '11th'],
    ['12', '12th'],
    ['13', '13th'],
    ['21', '21st'],
    ['22', '22nd'],
    ['23', '23rd'],
    ['PU', 'Pulled up'],
    ['UR', 'Unseated rider'],
    ['F', 'Fell'],
  ])('%s reads %s', (position, label) => {
    expect(positionLabel(position)).toBe(label);
  });

  it('knows which positions are finishing places', () => {
    expect(finishingPosition('3')).toBe(3);
    expect(finishingPosition('PU')).toBeNull();
    expect(finishingPosition(null)).toBeNull();
  });
});

describe('favouritesOf', () => {
  const sp = (num: number, den: number) => ({ num, den });
  it('names the shortest-priced runner that ran', () => {
    expect(
      favouritesOf([
        { id: 1, sp: sp(5, 1), ran: true },
        { id: 2, sp: sp(7, 4), ran: true },
        { id: 3, sp: sp(1, 2), ran: false },
      ]),
    ).toEqual([2]);
  });
  it('names joint favourites at equal prices, however written (6/4 and 3/2)', () => {
    expect(
      favouritesOf([
        { id: 1, sp: sp(6, 4), ran: true },
        { id: 2, sp: sp(3, 2), ran: true },
        { id: 3, sp: sp(9, 4), ran: true },
      ]),
    ).toEqual([1, 2]);
  });
  it('names none without starting prices', () => {
    expect(favouritesOf([{ id: 1, sp: null, ran: true }])).toEqual([]);
  });
});
