import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReferralCode, rememberReferralCode, storedReferralCode } from './referral-code';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('referral code storage', () => {
  it('keeps a well-formed ?ref= code, upper-cased, for this tab', () => {
    expect(rememberReferralCode('?next=%2Fbets&ref=abcd2345')).toBe('ABCD2345');
    expect(storedReferralCode()).toBe('ABCD2345');
    expect(rememberReferralCode('?next=%2Fbets')).toBeNull();
    expect(storedReferralCode()).toBe('ABCD2345');
    forgetReferralCode();
    expect(storedReferralCode()).toBeNull();
  });

  it.each([['?ref='], ['?ref=has%20space'], [`?ref=${'A'.repeat(40)}`], ['?ref=%3Cscript%3E']])(
    'ignores %s',
    (search) => {
      expect(rememberReferralCode(search)).toBeNull();
      expect(storedReferralCode()).toBeNull();
    },
  );

  it('ignores a tampered stored value and survives storage that refuses', () => {
    sessionStorage.setItem('racepro.referral-code', '<b>nope</b>');
    expect(storedReferralCode()).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(rememberReferralCode('?ref=ABCD2345')).toBe('ABCD2345');
  });
});
