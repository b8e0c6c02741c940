import { describe, expect, it } from 'vitest';
import { chartTicks, profitTone, summariseProfit, type TProfitUnit } from './profit-unit';

type TPoint = { date: string; pence: number };
const unit: TProfitUnit<TPoint> = {
  title: 'Profit',
  value: (point) => point.pence / 100,
  format: (value) => `${value >= 0 ? '+' : '-'}£${Math.abs(value).toFixed(2)}`,
  tick: String,
  axisWidth: 40,
  lineName: 'Profit (£)',
  tooltipName: 'Profit',
  lead: 'Cumulative profit',
  counted: (n) => `${n} settled ${n === 1 ? 'bet' : 'bets'}`,
  empty: 'Nothing settled yet.',
};

describe('summariseProfit', () => {
  it('says the range, the count, the latest figure and the extremes in the unit', () => {
    const series = [
      { date: '2026-11-01', pence: 500 },
      { date: '2026-11-02T18:30:00Z', pence: -1250 },
      { date: '2026-11-03', pence: 250 },
    ];
    expect(summariseProfit(series, unit)).toBe(
      'Cumulative profit from 1 Nov to 3 Nov (3 settled bets): now +£2.50, highest +£5.00, lowest -£12.50.',
    );
  });

  it('says what is missing when there are no points', () => {
    expect(summariseProfit([], unit)).toBe('Nothing settled yet.');
  });
});

describe('profitTone', () => {
  it('colours a profit, a loss and level', () => {
    expect([profitTone(0.01), profitTone(-0.01), profitTone(0)]).toEqual(['won', 'lost', 'default']);
  });
});

describe('chartTicks', () => {
  it.each([
    [0, 12.5, [0, 5, 10, 15]],
    [-3, 0, [-3, -2, -1, 0]],
    [-40, 55, [-40, -20, 0, 20, 40, 60]],
    [0, 0, [0, 1]],
  ])('spans %d to %d with round steps: %j', (low, high, expected) => {
    expect(chartTicks(low, high)).toEqual(expected);
  });
});
