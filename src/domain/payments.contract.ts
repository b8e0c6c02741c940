import { z } from 'zod';
import { PAID_PLANS } from './plans';

/** A provider's intent id: Stripe's `pi_...` or the sandbox's `pi_sandbox_...`. */
export const ZPaymentIntentId = z
  .string()
  .max(255, 'paymentIntentId is too long')
  .regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'paymentIntentId must be a payment intent id (pi_...)');

export const ZPaidPlan = z.enum(PAID_PLANS, { error: 'plan must be Starter, Monthly or Lifetime' });

/** POST /api/create-payment-intent (spec 1 section 7; pounds, checked against the plan's price on the server). */
export const ZCreatePaymentIntentBody = z.object({
  amount: z
    .number({ error: 'amount must be a number of pounds' })
    .positive('amount must be above 0')
    .max(10_000, 'amount is too large'),
  productName: z.string().trim().min(1).max(120),
  description: z.string().trim().max(300).optional(),
  plan: ZPaidPlan,
  /**
   * The buyer's express consent to immediate access to the plan, acknowledging that the 14-day right to cancel is then
   * lost (Consumer Contracts Regulations 2013, regs 36 and 37: https://www.legislation.gov.uk/uksi/2013/3134). The
   * payment dialog sends true once its box is ticked; without it the buyer keeps the right to cancel for 14 days.
   */
  consentToImmediateAccess: z.boolean({ error: 'consentToImmediateAccess must be true or false' }).optional(),
});
export type TCreatePaymentIntentBody = z.infer<typeof ZCreatePaymentIntentBody>;

export const ZCreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What the user is charged, in pounds (the server's figure). */
  amount: z.number(),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponse>;

/** POST /api/payments/sandbox/confirm: the sandbox's own card form. */
export const ZSandboxConfirmBody = z.object({
  clientSecret: z.string().min(1).max(255),
  card: z.object({
    number: z.string().max(40, 'Your card number is invalid.'),
    expiry: z.string().max(10, 'Enter the expiry date as MM/YY'),
    cvc: z.string().max(6, "Your card's security code is incomplete."),
  }),
});
export type TSandboxConfirmBody = z.infer<typeof ZSandboxConfirmBody>;

export const INTENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;
export const ZIntentStatus = z.enum(INTENT_STATUSES);
export type TIntentStatus = z.infer<typeof ZIntentStatus>;

export const ZSandboxConfirmResponse = z.object({ status: ZIntentStatus, paymentIntentId: z.string() });

/** POST /api/payment-success (spec 1 section 3 "Payment verification"). */
export const ZPaymentSuccessBody = z.object({ paymentIntentId: ZPaymentIntentId });
export const ZPaymentSuccessResponse = z.object({
  plan: ZPaidPlan,
  /** ISO date-time the plan now runs to; null for Lifetime. */
  expirationDate: z.string().nullable(),
  isLifetime: z.boolean(),
  /** Days of a lower plan added to the end of this one (a higher plan starts now). */
  carriedOverDays: z.number().int(),
});
export type TPaymentSuccessResponse = z.infer<typeof ZPaymentSuccessResponse>;

/** GET /api/plans: what this caller pays for each plan, and how cards are taken here. */
export const ZPlansResponse = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Present in Stripe mode only: the publishable key Stripe.js needs. */
  publishableKey: z.string().nullable(),
  prices: z.object({ Starter: z.number(), Monthly: z.number(), Lifetime: z.number() }),
  /** True when Starter's first week costs the introductory £0.99 for this caller. */
  starterIntro: z.boolean(),
  /** Plans this caller cannot buy now, with the reason (e.g. Lifetime already held). */
  unavailable: z.partialRecord(ZPaidPlan, z.string()),
  /** What buying each plan does to the plan the caller holds now (planChangeNote), shown before they pay. */
  changeNotes: z.partialRecord(ZPaidPlan, z.string()),
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

export const PAYMENT_HISTORY_STATUSES = ['succeeded', 'pending', 'failed', 'canceled', 'refunded'] as const;

/** One line of the account screen's payment history, and its receipt. */
export const ZPaymentRecord = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  plan: ZPaidPlan,
  /** Pounds. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_HISTORY_STATUSES),
  /** The provider's reference (shown on the receipt). */
  reference: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /**
   * Why the payment was refunded in full instead of granted (it landed when the plan could no longer be bought:
   * "you already had Lifetime"); the history shows "Refunded: <reason>". Null for any other payment.
   */
  refundReason: z.string().nullable(),
  /**
   * When the buyer consented to immediate access and to losing the 14-day right to cancel (the payment dialog's tick);
   * null when they did not, so they may cancel within 14 days. The receipt says which.
   */
  consentedAt: z.string().nullable(),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;
export const ZPaymentHistoryResponse = z.object({ payments: z.array(ZPaymentRecord) });

/** GET /api/promo/early-adopter-count (spec 1 section 3). */
export const ZEarlyAdopterCount = z.object({ remaining: z.number().int(), percentRemaining: z.number() });
export type TEarlyAdopterCount = z.infer<typeof ZEarlyAdopterCount>;

/** GET /api/admin/subscribers: the admin panel's Subscribers tab. */
export const ZAdminSubscribers = z.object({
  tiers: z.object({ Free: z.number(), Starter: z.number(), Monthly: z.number(), Lifetime: z.number() }),
  /** UK calendar months (YYYY-MM), newest first; pounds from fulfilled payments only. */
  revenueByMonth: z.array(z.object({ month: z.string(), amount: z.number(), payments: z.number().int() })),
  recentPayments: z.array(ZPaymentRecord.extend({ email: z.string() })),
});
export type TAdminSubscribers = z.infer<typeof ZAdminSubscribers>;
