import { describe, expect, it } from 'vitest';
import { bankrollGuide } from './bankroll-guidance';
import { changedLimits, ZBankrollForm, ZStakeLimitsForm } from './limits-forms';
import { limitsOf } from './test/fixtures';

describe('ZStakeLimitsForm', () => {
  it('reads blank as no limit and £-formatted text as pounds', () => {
    expect(
      ZStakeLimitsForm.parse({
        perBetLimit: '',
        dailyLimit: '£1,250.50',
        perWeekLimit: '2,000',
        perMonthLimit: ' ',
      }),
    ).toEqual({ perBetLimit: null, dailyLimit: 1250.5, perWeekLimit: 2000, perMonthLimit: null });
  });

  it('refuses more than two decimals, negatives and amounts under 10p', () => {
    const blank = { perBetLimit: '', dailyLimit: '', perWeekLimit: '', perMonthLimit: '' };
    expect(ZStakeLimitsForm.safeParse({ ...blank, perBetLimit: '5.555' }).success).toBe(false);
    expect(ZStakeLimitsForm.safeParse({ ...blank, perBetLimit: '-5' }).success).toBe(false);
    const tooSmall = ZStakeLimitsForm.safeParse({ ...blank, perBetLimit: '0.05' });
    expect(tooSmall.error?.issues[0]?.message).toBe('A limit must be at least £0.10');
    const weekly = ZStakeLimitsForm.safeParse({ ...blank, perWeekLimit: '100000.01' });
    expect(weekly.error?.issues[0]).toMatchObject({
      path: ['perWeekLimit'],
      message: 'A limit must be at most £100,000.00',
    });
    expect(ZStakeLimitsForm.safeParse({ ...blank, perMonthLimit: '12.345' }).success).toBe(false);
  });
});

describe('ZBankrollForm', () => {
  it('needs an amount', () => {
    expect(ZBankrollForm.safeParse({ bankroll: ' ' }).error?.issues[0]?.message).toBe(
      'Enter your bankroll in pounds',
    );
    expect(ZBankrollForm.parse({ bankroll: '0' })).toEqual({ bankroll: 0 });
  });
});

describe('changedLimits', () => {
  it('sends only the limits that differ from the ones in force', () => {
    const current = limitsOf({ perBetLimit: 10, dailyLimit: null, perWeekLimit: 60, perMonthLimit: null });
    const same = { perBetLimit: 10, dailyLimit: null, perWeekLimit: 60, perMonthLimit: null };
    expect(changedLimits(same, current)).toEqual({});
    expect(changedLimits({ ...same, perBetLimit: null, dailyLimit: 40 }, current)).toEqual({
      perBetLimit: null,
      dailyLimit: 40,
    });
    expect(changedLimits({ ...same, perWeekLimit: null, perMonthLimit: 250 }, current)).toEqual({
      perWeekLimit: null,
      perMonthLimit: 250,
    });
  });
});

describe('bankrollGuide', () => {
  it('applies spec 1 section 9 to the bankroll, and the stop-loss to the daily limit when there is one', () => {
    expect(bankrollGuide(1000, null)).toEqual({
      maxPerBet: 100,
      maxPerDay: 100,
      typical: { min: 20, max: 30 },
      risky: { min: 10, max: 50 },
      stopLoss: 50,
      stopLossBase: 'the daily maximum',
    });
    expect(bankrollGuide(1000, 30).stopLoss).toBe(15);
    expect(bankrollGuide(123.45, null).typical).toEqual({ min: 2.47, max: 3.7 });
  });
});
