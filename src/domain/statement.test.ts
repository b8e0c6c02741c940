import { describe, expect, it } from 'vitest';
import {
  STATEMENT_HELPLINE_LINE,
  settledProfitLossPence,
  statementEmailDueAt,
  statementFigureLines,
  statementFigures,
  statementLimitLines,
  statementMonthDue,
  statementMonths,
  type TStatementBet,
} from './statement';

const bet = (overrides: Partial<TStatementBet>): TStatementBet => ({
  status: 'Open',
  totalStakePence: 1000,
  actualReturnPence: null,
  placedAt: new Date('2026-04-10T12:00:00Z'),
  ...overrides,
});

describe('statement figures', () => {
  it('stakes every bet placed; returns and P/L only the settled ones, a void bet returning its stake', () => {
    const figures = statementFigures([
      bet({ status: 'Won', totalStakePence: 1000, actualReturnPence: 3500 }),
      bet({ status: 'Lost', totalStakePence: 500, actualReturnPence: 0 }),
      bet({ status: 'Void', totalStakePence: 400, actualReturnPence: 400 }),
      bet({ status: 'Placed', totalStakePence: 2000, actualReturnPence: 1200 }),
      bet({ status: 'Open', totalStakePence: 800, placedAt: new Date('2026-04-11T12:00:00Z') }),
    ]);
    expect(figures).toEqual({
      betsPlaced: 5,
      stakesPence: 4700,
      settledBets: 4,
      returnsPence: 5100,
      profitLossPence: 1200,
      openBets: 1,
      openStakesPence: 800,
      biggestStakePence: 2000,
      daysBet: 2,
    });
  });

  it('counts days on the UK calendar: 23:30 UTC in summer is the next day', () => {
    const figures = statementFigures([
      bet({ placedAt: new Date('2026-04-10T22:30:00Z') }),
      bet({ placedAt: new Date('2026-04-10T23:30:00Z') }),
      bet({ placedAt: new Date('2026-04-11T20:00:00Z') }),
    ]);
    expect(figures.daysBet).toBe(2);
  });

  it('has nothing to show for a month without bets', () => {
    expect(statementFigures([])).toMatchObject({
      betsPlaced: 0,
      stakesPence: 0,
      biggestStakePence: null,
      daysBet: 0,
    });
  });

  it('gives a settled bet its return less its stake', () => {
    expect(settledProfitLossPence({ totalStakePence: 400, actualReturnPence: 400 })).toBe(0);
    expect(settledProfitLossPence({ totalStakePence: 500, actualReturnPence: 0 })).toBe(-500);
    expect(settledProfitLossPence({ totalStakePence: 1000, actualReturnPence: 3500 })).toBe(2500);
  });

  it('writes the figures and limits in pounds, P/L signed', () => {
    const statement = {
      month: '2026-04',
      from: '',
      to: '',
      betsPlaced: 5,
      stakes: 47,
      settledBets: 4,
      returns: 51,
      profitLoss: 12,
      openBets: 1,
      openStakes: 8,
      biggestStake: 20,
      daysBet: 2,
      limits: { perBetLimit: 25, dailyLimit: null, perWeekLimit: null, perMonthLimit: 150 },
    };
    expect(
      statementFigureLines(statement).map(
        ({ label, value, note }) => `${label}: ${value}${note ? ` [${note}]` : ''}`,
      ),
    ).toEqual([
      'Bets placed: 5',
      'Days with a bet: 2',
      'Total staked: £47.00',
      'Biggest single stake: £20.00',
      'Settled bets: 4',
      'Returns on settled bets: £51.00',
      'Profit/loss on settled bets: +£12.00',
      'Bets still open: 1 [£8.00 staked]',
    ]);
    expect(statementLimitLines(statement.limits)).toEqual([
      { label: 'Per-bet limit', value: '£25.00' },
      { label: 'Daily limit', value: 'None set' },
      { label: 'Weekly limit', value: 'None set' },
      { label: 'Monthly limit', value: '£150.00' },
    ]);
    expect(STATEMENT_HELPLINE_LINE).toBe(
      'If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on 0808 8020 133.',
    );
  });
});

describe('statement months', () => {
  it('offers this month and the 12 before it, none before the account opened', () => {
    const now = new Date('2026-04-15T12:00:00Z');
    expect(statementMonths(now, new Date('2020-01-01T00:00:00Z'))).toHaveLength(13);
    expect(statementMonths(now, new Date('2020-01-01T00:00:00Z')).at(-1)).toBe('2025-04');
    expect(statementMonths(now, new Date('2026-02-28T23:30:00Z'))).toEqual(['2026-04', '2026-03', '2026-02']);
    // Opened at 00:30 UK time on 1 March (BST is not in force yet: that is 00:30 UTC).
    expect(statementMonths(now, new Date('2026-03-01T00:30:00Z'))).toEqual(['2026-04', '2026-03']);
    // An account that opened "after" now (a clock moved back) still has this month.
    expect(statementMonths(now, new Date('2026-11-27T10:00:00Z'))).toEqual(['2026-04']);
  });

  it('makes last month’s e-mail due from 09:00 UK time on the 1st, for the rest of the month', () => {
    expect(statementEmailDueAt('2026-03').toISOString()).toBe('2026-04-01T08:00:00.000Z');
    expect(statementEmailDueAt('2026-11').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(statementMonthDue(new Date('2026-04-01T07:59:59Z'))).toBeNull();
    expect(statementMonthDue(new Date('2026-04-01T08:00:00Z'))).toBe('2026-03');
    expect(statementMonthDue(new Date('2026-04-30T22:59:00Z'))).toBe('2026-03');
    // 00:30 on 1 May, UK time: April is not due until 09:00.
    expect(statementMonthDue(new Date('2026-04-30T23:30:00Z'))).toBeNull();
    expect(statementMonthDue(new Date('2027-01-01T09:00:00Z'))).toBe('2026-12');
  });
});
