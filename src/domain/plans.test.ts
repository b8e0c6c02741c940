import { describe, expect, it } from 'vitest';
import { cardNumberProblem, expiryProblem, formatCardNumber, formatExpiry, passesLuhn } from './card';
import {
  earlyAdopterCount,
  formatActiveUntil,
  grantFor,
  LIFETIME_CLOSED_MESSAGE,
  planChangeNote,
  planPeriodEnd,
  planPricePence,
  purchaseProblem,
  refundReasonFor,
  ukDaysLeft,
} from './plans';

const at = (iso: string) => new Date(iso);

describe('plan prices (spec 1 section 9)', () => {
  it('charges £0.99 for a first Starter week, then £2.99; Monthly £7.99; Lifetime £39.99', () => {
    expect(planPricePence('Starter', { hadStarter: false })).toBe(99);
    expect(planPricePence('Starter', { hadStarter: true })).toBe(299);
    expect(planPricePence('Monthly', { hadStarter: false })).toBe(799);
    expect(planPricePence('Lifetime', { hadStarter: true })).toBe(3999);
  });
});

describe('plan periods on the UK calendar', () => {
  it('a week keeps the UK wall-clock time across the end of British Summer Time', () => {
    // 10:00 BST on 20 October 2026 -> 10:00 GMT on 27 October (clocks went back on 25 October).
    expect(planPeriodEnd('Starter', at('2026-10-20T09:00:00Z'))?.toISOString()).toBe(
      '2026-10-27T10:00:00.000Z',
    );
  });
  it('a month is a calendar month, ending on the last day of a shorter month', () => {
    expect(planPeriodEnd('Monthly', at('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-23T10:00:00.000Z',
    );
    expect(planPeriodEnd('Monthly', at('2027-01-31T12:00:00Z'))?.toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });
  it('Lifetime never ends', () => {
    expect(planPeriodEnd('Lifetime', at('2026-11-23T10:00:00Z'))).toBeNull();
  });
});

describe('what a payment grants', () => {
  const now = at('2026-11-23T10:00:00Z');
  it('starts now for a Free user and after a lapsed plan', () => {
    expect(grantFor(null, 'Monthly', now)).toMatchObject({ startDate: now, carriedOverDays: 0 });
    const lapsed = {
      tier: 'Monthly' as const,
      startDate: at('2026-09-01T00:00:00Z'),
      endDate: at('2026-10-01T00:00:00Z'),
    };
    expect(grantFor(lapsed, 'Monthly', now).endDate?.toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });
  it('extends the same plan from its current end', () => {
    const running = {
      tier: 'Starter' as const,
      startDate: at('2026-11-20T08:00:00Z'),
      endDate: at('2026-11-27T08:00:00Z'),
    };
    const grant = grantFor(running, 'Starter', now);
    expect(grant.startDate).toEqual(running.startDate);
    expect(grant.periodStart).toEqual(running.endDate);
    expect(grant.endDate?.toISOString()).toBe('2026-12-04T08:00:00.000Z');
  });
  it('starts a higher plan now and adds the whole days left on the lower one', () => {
    const running = {
      tier: 'Starter' as const,
      startDate: at('2026-11-20T08:00:00Z'),
      endDate: at('2026-11-27T08:00:00Z'),
    };
    const grant = grantFor(running, 'Monthly', now);
    expect(grant.carriedOverDays).toBe(3); // 3 days 22 hours left
    expect(grant.endDate?.toISOString()).toBe('2026-12-26T10:00:00.000Z');
    expect(grantFor(running, 'Lifetime', now)).toMatchObject({ endDate: null, carriedOverDays: 0 });
  });
  it('refuses a lower plan while a higher one runs, and anything once Lifetime', () => {
    const monthly = { tier: 'Monthly' as const, startDate: now, endDate: at('2026-12-23T10:00:00Z') };
    expect(purchaseProblem(monthly, 'Starter', now)).toBe('Your Monthly plan already includes Starter.');
    expect(purchaseProblem(monthly, 'Monthly', now)).toBeNull();
    expect(purchaseProblem({ tier: 'Lifetime', startDate: now, endDate: null }, 'Monthly', now)).toMatch(
      /Lifetime/,
    );
  });
});

describe('the early-supporter offer', () => {
  it('counts down from 10,000 and never below 0', () => {
    expect(earlyAdopterCount(0)).toEqual({ remaining: 10_000, percentRemaining: 100 });
    expect(earlyAdopterCount(2_345)).toEqual({ remaining: 7_655, percentRemaining: 77 });
    expect(earlyAdopterCount(12_000)).toEqual({ remaining: 0, percentRemaining: 0 });
  });
});

describe('dates as the success view shows them', () => {
  it('uses dd MMMM yyyy on the UK calendar, with "Unknown date" when missing', () => {
    expect(formatActiveUntil('2026-12-23T10:00:00.000Z')).toBe('23 December 2026');
    expect(formatActiveUntil('2026-06-30T23:30:00.000Z')).toBe('01 July 2026');
    expect(formatActiveUntil(null)).toBe('Unknown date');
    expect(formatActiveUntil('not a date')).toBe('Unknown date');
  });
  it('counts UK calendar days left', () => {
    expect(ukDaysLeft(at('2026-11-26T09:00:00Z'), at('2026-11-23T23:30:00Z'))).toBe(3);
    expect(ukDaysLeft(at('2026-11-20T09:00:00Z'), at('2026-11-23T23:30:00Z'))).toBe(0);
  });
});

describe('card checks (the sandbox form)', () => {
  it("accepts Stripe's test cards and rejects a wrong check digit", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('1234')).toBe('Your card number is invalid.');
  });
  it('takes a card to the end of its expiry month', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe("Your card's expiration date is in the past.");
    expect(expiryProblem('00/27', now)).toBe('Enter the expiry date as MM/YY');
  });
  it('formats as people type', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('refundReasonFor: the purchase rules when a payment lands', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const plan = (tier: 'Free' | 'Starter' | 'Monthly' | 'Lifetime', endDate: Date | null) => ({
    tier,
    startDate: new Date('2026-11-01T10:00:00Z'),
    endDate,
  });
  const inAWeek = new Date('2026-11-30T10:00:00Z');
  const never = { hadStarter: false };

  it('grants what could be bought: a first plan, an upgrade, the same plan again', () => {
    expect(refundReasonFor(null, { plan: 'Monthly', amountPence: 799 }, now, never)).toBeNull();
    expect(
      refundReasonFor(plan('Starter', inAWeek), { plan: 'Lifetime', amountPence: 3999 }, now, never),
    ).toBeNull();
    expect(
      refundReasonFor(plan('Monthly', inAWeek), { plan: 'Monthly', amountPence: 799 }, now, never),
    ).toBeNull();
    // An expired plan is Free: anything may be bought again.
    const lapsed = plan('Monthly', new Date('2026-11-22T10:00:00Z'));
    expect(
      refundReasonFor(lapsed, { plan: 'Starter', amountPence: 299 }, now, { hadStarter: true }),
    ).toBeNull();
  });

  it('refuses what the plan held when the money lands already covers', () => {
    expect(refundReasonFor(plan('Lifetime', null), { plan: 'Lifetime', amountPence: 3999 }, now, never)).toBe(
      'you already had Lifetime',
    );
    expect(refundReasonFor(plan('Lifetime', null), { plan: 'Starter', amountPence: 99 }, now, never)).toBe(
      'you already had Lifetime',
    );
    expect(refundReasonFor(plan('Monthly', inAWeek), { plan: 'Starter', amountPence: 99 }, now, never)).toBe(
      'your Monthly plan already included Starter',
    );
  });

  it('gives the £0.99 first week once: a second is refused, a full-price week is not', () => {
    const starter = plan('Starter', inAWeek);
    expect(refundReasonFor(starter, { plan: 'Starter', amountPence: 99 }, now, { hadStarter: true })).toBe(
      'the £0.99 first week had already been used',
    );
    expect(
      refundReasonFor(starter, { plan: 'Starter', amountPence: 299 }, now, { hadStarter: true }),
    ).toBeNull();
  });
});

describe('planChangeNote: what a purchase does to the plan held, said before paying', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const starter = { tier: 'Starter' as const, startDate: now, endDate: new Date('2026-11-27T08:00:00Z') };
  const monthly = { tier: 'Monthly' as const, startDate: now, endDate: new Date('2026-12-22T11:00:00Z') };

  it('says nothing for a first plan, an expired plan or a plan that cannot be bought', () => {
    expect(planChangeNote(null, 'Monthly', now)).toBeNull();
    expect(
      planChangeNote({ ...monthly, endDate: new Date('2026-11-22T10:00:00Z') }, 'Starter', now),
    ).toBeNull();
    expect(planChangeNote(monthly, 'Starter', now)).toBeNull();
  });

  it('an upgrade adds the whole days left; the same plan extends from its end', () => {
    expect(planChangeNote(starter, 'Monthly', now)).toBe(
      'Monthly starts now, and the 3 days left on your Starter plan are added to its end.',
    );
    expect(planChangeNote(monthly, 'Monthly', now)).toBe(
      'Your Monthly plan is extended: the new month starts when the current one ends, on 22 December 2026.',
    );
  });

  it('Lifetime covers the days left, which are not refunded', () => {
    expect(planChangeNote(monthly, 'Lifetime', now)).toBe(
      'Lifetime starts now and never ends. The 29 days left on your Monthly plan are not refunded: Lifetime covers them.',
    );
    const lastDay = { ...starter, endDate: new Date('2026-11-24T09:00:00Z') };
    expect(planChangeNote(lastDay, 'Lifetime', now)).toBe('Lifetime starts now and never ends.');
  });
});

describe('the early-supporter Lifetime places', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('sells Lifetime only while places remain, and refunds a Lifetime payment that lands after the last one', () => {
    expect(purchaseProblem(null, 'Lifetime', now, { lifetimePlacesLeft: 1 })).toBeNull();
    expect(purchaseProblem(null, 'Lifetime', now, { lifetimePlacesLeft: 0 })).toBe(
      'The early-supporter Lifetime offer has closed: all 10,000 places have gone.',
    );
    expect(purchaseProblem(null, 'Lifetime', now, { lifetimePlacesLeft: 0 })).toBe(LIFETIME_CLOSED_MESSAGE);
    // Other plans are never affected by the places.
    expect(purchaseProblem(null, 'Monthly', now, { lifetimePlacesLeft: 0 })).toBeNull();
    const lifetime = { plan: 'Lifetime' as const, amountPence: 3999 };
    expect(refundReasonFor(null, lifetime, now, { hadStarter: false, lifetimePlacesLeft: 1 })).toBeNull();
    expect(refundReasonFor(null, lifetime, now, { hadStarter: false, lifetimePlacesLeft: 0 })).toBe(
      'the early-supporter Lifetime places had all gone',
    );
  });
});
