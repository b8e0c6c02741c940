import { describe, expect, it } from 'vitest';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { lockedHorses, promisesCertainty } from './reply-guard';

describe('promisesCertainty', () => {
  it.each([
    'Put it all on Silver Arrow, it is a guaranteed winner.',
    'This one is guaranteed to win.',
    "Silver Arrow can't lose today.",
    'It cannot lose from that draw.',
    'A sure thing in the 3:30.',
    "He's a dead cert.",
    'Stone-cold certainty, this.',
    'Silver Arrow is nailed on.',
    'A risk-free bet at 5/2.',
    'Easy money at evens.',
    "It's the banker of the day.",
    'Silver Arrow is an absolute banker.',
    'Lock of the day: Silver Arrow.',
    'Stake everything on Silver Arrow.',
    'Bet the house on it.',
    'It is certain to win.',
    'She will definitely win.',
    'Guaranteed profit if you back both.',
  ])('"%s" promises a result', (reply) => {
    expect(promisesCertainty(reply)).toBe(true);
  });

  it.each([
    'Nobody can tell you for certain who wins a race, and every bet can lose.',
    'No bet is guaranteed, and past results do not guarantee future ones.',
    'Nothing in racing is risk-free.',
    'There is no sure thing in racing.',
    'A banker is the selection a bettor is most confident about. Bankers lose too.',
    'What is a banker? It is the selection used in every line of a multiple.',
    'Silver Arrow runs in the 2:50 chase at Kempton; our tip is at 5/2 each way.',
    '£10 at 5/2 returns £35.00 if it wins.',
    'The horse is on loan to a new yard.',
  ])('"%s" does not', (reply) => {
    expect(promisesCertainty(reply)).toBe(false);
  });
});

describe('lockedHorses', () => {
  const shown = { id: 1, locked: false, horse: 'Silver Arrow' } as TTipOrLocked;
  const hidden = { id: 2, locked: false, horse: 'Hidden Gem' } as TTipOrLocked;
  const hiddenForCaller = { id: 2, locked: true } as TTipOrLocked;

  it('names the tips the full list shows and the caller sees locked or not at all', () => {
    expect(lockedHorses([shown, hiddenForCaller], [shown, hidden])).toEqual(['Hidden Gem']);
    expect(lockedHorses([shown], [shown, hidden])).toEqual(['Hidden Gem']);
    expect(lockedHorses([shown, hidden], [shown, hidden])).toEqual([]);
  });
});
