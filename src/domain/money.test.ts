import { describe, expect, it } from 'vitest';
import { formatPence, formatPounds, formatSignedPence } from './money';

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
  });
});
