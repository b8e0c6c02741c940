import { describe, expect, it } from 'vitest';
import { strategy } from './formcycle';

/**
 * Form figures read left to right, oldest run to most recent, so the right-most figure is the latest run; a dash
 * separates seasons (what the Reading a Racecard lesson teaches). Issue 33 found this guide reading them backwards.
 */
describe('Form Cycle: reading form figures', () => {
  const steps = strategy.steps.join('\n');
  const example = strategy.example.lines.join('\n');

  it('reads the figures left to right, the latest run on the right', () => {
    expect(steps).toMatch(/left to right, from the oldest run to the most recent/);
    expect(steps).toMatch(/right-most figure is the latest run/);
    expect(`${steps}\n${example}`).not.toMatch(/right to left/i);
  });

  it('reads 58-4321 as 5th then 8th last season, then 4th, 3rd, 2nd and a win this season', () => {
    expect(example).toContain('form 58-4321');
    expect(example).toMatch(/last season it finished 5th and then 8th/);
    expect(example).toMatch(/this season it was 4th, 3rd and 2nd, and it won last time out/);
  });

  it('reads 1-0000 as a win on the last run of the previous season, then four runs this season', () => {
    expect(example).toContain('form 1-0000');
    expect(example).toMatch(/the 1 is its last run of the previous season, a win/);
    expect(example).toMatch(/the 0000 are its four runs this season, all outside the first nine/);
    expect(example).not.toMatch(/first run last season/);
  });
});
