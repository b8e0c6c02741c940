import { describe, expect, it } from 'vitest';
import { parseDistance, parseWeight } from '~/domain/racecard';
import { cardValues, distanceText, raceLabel, runnerLabel } from './card-values';
import { cardRace, twoCourseCard } from './test/racecards';

describe('a pick from the card, as the tip form reads it', () => {
  it('writes the race and the runner as the admin would type them', () => {
    const race = cardRace();
    expect(cardValues(race, race.runnersOnCard[1]!)).toEqual({
      racecourse: 'Ascot',
      raceTime: '14:30',
      horseName: 'Brave Baron',
      raceName: 'Harbour Homes Chase',
      raceType: 'Chase',
      raceClass: 'Class 2',
      distance: '2m 4f',
      going: 'Good to Soft',
      runners: '2',
      isHandicap: true,
      jockey: 'Harry Cobden',
      trainer: 'Paul Whitaker',
      age: '6',
      weight: '11-7',
      draw: '',
      officialRating: '140',
      form: '21-3F1',
    });
  });

  it('empties the horse and its facts when only the race is picked, and keeps a Flat draw', () => {
    expect(cardValues(cardRace(), null)).toMatchObject({ horseName: '', jockey: '', weight: '', form: '' });
    const flat = twoCourseCard()[2]!;
    expect(cardValues(flat, flat.runnersOnCard[0]!)).toMatchObject({ draw: '4', form: '', weight: '9-2' });
    expect(cardValues(cardRace(), drawnRunner())).toMatchObject({ draw: '' });
  });

  it('writes a distance the form reads back to the same yards', () => {
    for (const yards of [1100, 1430, 2310, 3630, 3960, 4400, 2345, 1790])
      expect(parseDistance(distanceText(yards))).toBe(yards);
    expect(distanceText(2345)).toBe('1m 2f 145y');
    expect(parseWeight(cardValues(cardRace(), cardRace().runnersOnCard[0]!).weight)).toBe(161);
  });

  it('labels races and runners as the card prints them', () => {
    expect(raceLabel(cardRace())).toBe('14:30 Harbour Homes Chase');
    expect(raceLabel(cardRace({ raceName: null }))).toBe('14:30');
    const [, brave, late] = cardRace().runnersOnCard;
    expect(runnerLabel(brave!)).toBe('2. Brave Baron (Harry Cobden)');
    expect(runnerLabel(late!)).toBe('3. Late Show (Jockey 3), non-runner');
  });
});

const drawnRunner = () => ({ ...cardRace().runnersOnCard[0]!, draw: 7 });
