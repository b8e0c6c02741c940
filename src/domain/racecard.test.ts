import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatWeight,
  parseDistance,
  parseForm,
  parseGoing,
  parseRaceClass,
  parseRaceType,
  parseWeight,
  raceFactsLine,
} from './racecard';

describe('distances as UK cards print them', () => {
  // Published race distances: the Derby 1m 4f 6y, the Gold Cup 3m 2f 70y (carded "3m 2½f"), the Nunthorpe 5f.
  it.each([
    ['1m 4f 6y', 2646, '1m 4f'],
    ['3m 2f 70y', 5790, '3m 2½f'],
    ['5f', 1100, '5f'],
    ['2m4½f', 4510, '2m 4½f'],
    ['7f', 1540, '7f'],
    ['1m', 1760, '1m'],
    ['2M 4F', 4400, '2m 4f'],
    ['2m ½f', 3630, '2m ½f'],
  ])('%s is %i yards, shown as %s', (text, yards, shown) => {
    expect(parseDistance(text)).toBe(yards);
    expect(formatDistance(yards)).toBe(shown);
  });

  it.each(['', '4f', '5m', '1m 9f', 'two miles', 'f', 'm', '2mf', '½f', '2m 4f 110y 3'.repeat(100)])(
    'refuses %j',
    (text) => {
      expect(parseDistance(text)).toBeNull();
    },
  );

  it('reads back every distance it prints, in half furlongs from 5f to 4m 4f', () => {
    for (let yards = 1100; yards <= 7920; yards += 110)
      expect(parseDistance(formatDistance(yards))).toBe(yards);
  });

  it('a 100 KB distance is refused', () => {
    expect(parseDistance(`${'1'.repeat(100_000)}m`)).toBeNull();
  });
});

describe('weights in stones and pounds', () => {
  it.each([
    ['11-10', 164, '11-10'],
    ['11st 10lb', 164, '11-10'],
    ['9st', 126, '9-0'],
    ['12-7', 175, '12-7'],
    ['7-0', 98, '7-0'],
  ])('%s is %i lb, printed %s', (text, pounds, printed) => {
    expect(parseWeight(text)).toBe(pounds);
    expect(formatWeight(pounds)).toBe(printed);
  });

  it.each(['13-0', '6-13', '11-14', '11', 'eleven', ''])('refuses %j', (text) => {
    expect(parseWeight(text)).toBeNull();
  });
});

describe('race type, class, going and form', () => {
  it('reads the usual spellings', () => {
    expect(parseRaceType('hurdle')).toBe('Hurdle');
    expect(parseRaceType('Bumper')).toBe('NH Flat');
    expect(parseRaceClass('4')).toBe('Class 4');
    expect(parseRaceClass('G1')).toBe('Group 1');
    expect(parseRaceClass('grade 2')).toBe('Grade 2');
    expect(parseRaceClass('Listed')).toBe('Listed');
    expect(parseGoing('good to soft')).toBe('Good to Soft');
    expect(parseGoing('Standard to Slow')).toBe('Standard to Slow');
  });

  it('refuses what is not on the official lists', () => {
    expect(parseRaceType('Sprint')).toBeNull();
    expect(parseRaceClass('8')).toBeNull();
    expect(parseRaceClass('Group 4')).toBeNull();
    expect(parseGoing('Yielding')).toBeNull();
    expect(parseGoing('Sticky')).toBeNull();
  });

  it('form figures use only the usual characters', () => {
    expect(parseForm('1-23f4')).toBe('1-23F4');
    expect(parseForm('P/2U31')).toBe('P/2U31');
    expect(parseForm('12x')).toBeNull();
    expect(parseForm('')).toBeNull();
    expect(parseForm('1234567890123')).toBeNull();
  });

  it('a race line leaves out what is not known', () => {
    expect(raceFactsLine({ raceClass: 'Class 4', distanceYards: 4400, going: 'Soft', runners: 12 })).toBe(
      'Class 4 · 2m 4f · Soft · 12 runners',
    );
    expect(raceFactsLine({ raceClass: null, distanceYards: null, going: null, runners: 1 })).toBe('1 runner');
  });
});
