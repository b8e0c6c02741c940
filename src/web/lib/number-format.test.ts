import { describe, expect, it } from 'vitest';
import { formatPercent, formatPoints, formatSignedPoints } from './number-format';

describe('record figures', () => {
  it('writes every percentage to one decimal place', () => {
    expect(formatPercent(25)).toBe('25.0%');
    expect(formatPercent(28.571)).toBe('28.6%');
    expect(formatPercent(-6.5, true)).toBe('-6.5%');
    expect(formatPercent(12.25, true)).toBe('+12.3%');
    expect(formatPercent(100)).toBe('100.0%');
  });

  it('never writes a signed zero', () => {
    expect(formatPercent(-0.01, true)).toBe('0.0%');
    expect(formatPercent(0.01, true)).toBe('0.0%');
    expect(formatSignedPoints(-0.001)).toBe('0.00 pts');
    expect(formatSignedPoints(0)).toBe('0.00 pts');
  });

  it('writes points to two decimal places with a sign for profit and loss', () => {
    expect(formatSignedPoints(12.5)).toBe('+12.50 pts');
    expect(formatSignedPoints(-3)).toBe('-3.00 pts');
    expect(formatPoints(1234.5)).toBe('1,234.50 pts');
  });
});
