import { describe, expect, it } from 'vitest';
import { formatPence, formatPenceShort, formatPounds, formatSignedPence, formatSignedPounds } from './money';

// The reference: the platform's own en-GB currency formatter, which the hand-built one replaces for speed.
const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const reference = (pence: number) => intl.format(pence / 100);

describe('formatPence', () => {
  it('writes pounds and pence as en-GB currency does', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(-500)).toBe('-£5.00');
    expect(formatPence(100_000_000_00)).toBe('£100,000,000.00');
  });

  it('agrees with Intl.NumberFormat on every integer pence value near the digit boundaries and 20,000 random ones', () => {
    const values = new Set<number>();
    for (const base of [0, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000])
      for (let delta = -150; delta <= 150; delta += 1) values.add(base + delta);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let index = 0; index < 20_000; index += 1)
      values.add(Math.round((random() - 0.5) * 10 ** Math.ceil(random() * 12)));
    for (const pence of values) expect(formatPence(pence), String(pence)).toBe(reference(pence));
  });

  it('rounds fractions of a penny as Intl does, half away from zero', () => {
    for (const pence of [0.4, 0.5, 1.5, 2.5, 99.5, 99.4999, -0.5, -2.5, -99.5, 1234.567])
      expect(formatPence(pence), String(pence)).toBe(reference(pence));
  });

  it('never writes a minus on nothing', () => {
    expect(formatPence(-0)).toBe('£0.00');
    expect(formatPence(-0.4)).toBe('£0.00');
  });
});

describe('formatSignedPence and formatPounds', () => {
  it('signs profit and loss and formats pounds', () => {
    expect(formatSignedPence(1250)).toBe('+£12.50');
    expect(formatSignedPence(-500)).toBe('-£5.00');
    expect(formatSignedPence(0)).toBe('£0.00');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0.1 + 0.2)).toBe('£0.30');
    expect([formatSignedPounds(12.5), formatSignedPounds(-5), formatSignedPounds(0)]).toEqual([
      '+£12.50',
      '-£5.00',
      '£0.00',
    ]);
  });

  it('writes pounds to the penny as Intl.NumberFormat does (the safer-gambling page used it for its examples)', () => {
    // Every amount the bankroll guidance produces is whole pence: Math.round(bankroll * percent) / 100.
    for (const bankroll of [0, 1, 9.99, 50, 123.45, 500, 1000, 2500, 99_999.99])
      for (const percent of [1, 2, 3, 5, 10, 50]) {
        const amount = Math.round(bankroll * percent) / 100;
        expect(formatPounds(amount), String(amount)).toBe(intl.format(amount));
      }
  });
});

describe('formatPenceShort', () => {
  it('drops the pence from whole pounds only', () => {
    expect(formatPenceShort(1500)).toBe('£15');
    expect(formatPenceShort(1250)).toBe('£12.50');
    expect(formatPenceShort(5)).toBe('£0.05');
    expect(formatPenceShort(0)).toBe('£0');
    expect(formatPenceShort(125_000)).toBe('£1,250');
    expect(formatPenceShort(100_001)).toBe('£1,000.01');
  });
});
