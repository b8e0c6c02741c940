import { ALERT_LABELS, type TAlertKind } from '~/domain/alerts.contract';
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES } from '~/domain/auth.contract';
import type { TMailKind } from '~/domain/mail.contract';
import { formatPence, type TPence } from '~/domain/money';
import { cancellationRightLine } from '~/domain/plan-offer';
import { HELPLINES, PRODUCT_NAME, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import {
  STATEMENT_HELPLINE_LINE,
  STATEMENT_HELPLINE_URL,
  statementBasis,
  statementFigureLines,
  statementLimitLines,
  type TStatementLine,
} from '~/domain/statement';
import type { TMonthStatement } from '~/domain/statement.contract';
import { UK_TIME_ZONE } from '~/domain/time-zone';
import { formatCalendarMonth } from '~/domain/uk-date-format';

/**
 * The product's e-mails as plain text (UK English, GBP, dates on the UK calendar). Each template answers a message
 * ready for `app.mail.enqueue`, with the dedupe key that makes queuing it again a no-op.
 */
export type TMailMessage = {
  kind: TMailKind;
  recipient: string;
  subject: string;
  body: string;
  /** Unique per mail: queuing a message whose key is already in the outbox does nothing. */
  dedupeKey: string;
  /** Extra headers: a non-transactional mail's one-click unsubscribe (`unsubscribeHeaders`). */
  headers?: Record<string, string>;
};

const ukLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});

/** `23 November 2026`, the UK calendar day of `instant`. */
export const formatMailDate = (instant: Date): string => ukLongDate.format(instant);

const helpline = HELPLINES.nationalGamblingHelpline;
const FOOTER = [
  '--',
  PRODUCT_NAME,
  `${RESPONSIBLE_GAMBLING_LINE} Need help? ${helpline.name}: ${helpline.phone} (${helpline.hours}).`,
].join('\n');

const lines = (...parts: Array<string | null | false>): string =>
  `${parts.filter((part): part is string => part !== null && part !== false).join('\n')}\n`;

export type TReceiptInput = {
  to: string;
  /** The buyer's username, when they chose one. */
  username: string | null;
  /** The plan's name (`Monthly`). */
  planName: string;
  amountPence: TPence;
  /** The payment provider's reference (the payment intent id); one receipt per reference. */
  reference: string;
  paidAt: Date;
  periodStart: Date;
  /** null for Lifetime. */
  periodEnd: Date | null;
  /** The built-in sandbox took the payment: no money moved. */
  isSandbox: boolean;
  /** When the buyer consented to immediate access and to losing the 14-day right to cancel; null when they did not. */
  consentedAt: Date | null;
  /** Who sold the plan, and how to reach them (TRADER_NAME, TRADER_ADDRESS, SUPPORT_EMAIL): the receipt names them. */
  trader: { name: string; address: string; email: string };
};

/** The receipt for a confirmed payment (dedupe key `receipt:<reference>`). */
export const receiptEmail = (input: TReceiptInput): TMailMessage => {
  const covers = input.periodEnd
    ? `${formatMailDate(input.periodStart)} to ${formatMailDate(input.periodEnd)}`
    : `from ${formatMailDate(input.periodStart)}, with no end date`;
  return {
    kind: 'receipt',
    recipient: input.to,
    subject: `Your ${PRODUCT_NAME} receipt: ${input.planName}`,
    dedupeKey: `receipt:${input.reference}`,
    body: lines(
      `Hello ${input.username ?? 'there'},`,
      '',
      `Thank you for your payment. This is your receipt for ${PRODUCT_NAME} ${input.planName}.`,
      '',
      `Plan: ${input.planName}`,
      `Amount paid: ${formatPence(input.amountPence)}`,
      `Date paid: ${formatMailDate(input.paidAt)}`,
      `Plan period: ${covers}`,
      `Payment reference: ${input.reference}`,
      input.isSandbox ? '' : null,
      input.isSandbox ? 'Test payment: no money was taken.' : null,
      '',
      cancellationRightLine(input.consentedAt ? formatMailDate(input.consentedAt) : null),
      '',
      input.periodEnd
        ? 'Your plan does not renew automatically and we will never charge you again without asking. We will e-mail you 3 days before it ends.'
        : 'Lifetime has no end date and nothing more to pay.',
      '',
      'Keep this e-mail for your records.',
      '',
      `Sold by: ${input.trader.name}`,
      `Address: ${input.trader.address}`,
      `Contact: ${input.trader.email}`,
      '',
      FOOTER,
    ),
  };
};

export type TRefundInput = {
  to: string;
  username: string | null;
  planName: string;
  amountPence: TPence;
  reference: string;
  /** Why it was refunded, as the payment history says it after "Refunded: ". */
  reason: string;
  refundedAt: Date;
  isSandbox: boolean;
};

/** A payment refunded in full because it landed when it could no longer be granted (dedupe key `refund:<reference>`). */
export const refundEmail = (input: TRefundInput): TMailMessage => ({
  kind: 'refund',
  recipient: input.to,
  subject: `Your ${PRODUCT_NAME} payment has been refunded`,
  dedupeKey: `refund:${input.reference}`,
  body: lines(
    `Hello ${input.username ?? 'there'},`,
    '',
    `We have refunded your payment for ${PRODUCT_NAME} ${input.planName} in full: ${input.reason}.`,
    'Your plan has not changed.',
    '',
    `Amount refunded: ${formatPence(input.amountPence)}`,
    `Date refunded: ${formatMailDate(input.refundedAt)}`,
    `Payment reference: ${input.reference}`,
    input.isSandbox ? '' : 'A card refund usually reaches your account within 5 to 10 working days.',
    input.isSandbox ? 'Test payment: no money was taken.' : null,
    '',
    FOOTER,
  ),
});

export type TRenewalReminderInput = {
  to: string;
  userId: number;
  /** The plan's name (`Starter`, `Monthly`). */
  planName: string;
  endDate: Date;
  /** The public address of the site (config.publicSiteUrl), for the link to the plans page. */
  siteUrl: string;
};

/** Three days before a Starter or Monthly plan ends (dedupe key `renewal:<userId>:<endDate ISO>`: once a period). */
export const renewalReminderEmail = (input: TRenewalReminderInput): TMailMessage => {
  const endsOn = formatMailDate(input.endDate);
  return {
    kind: 'renewal_reminder',
    recipient: input.to,
    subject: `Your ${PRODUCT_NAME} ${input.planName} plan ends on ${endsOn}`,
    dedupeKey: `renewal:${input.userId}:${input.endDate.toISOString()}`,
    body: lines(
      'Hello,',
      '',
      `Your ${PRODUCT_NAME} ${input.planName} plan ends on ${endsOn}.`,
      '',
      'There is no auto-renewal: we never take a payment without you asking, so nothing will be charged.',
      `If you do not renew, your account returns to the Free plan when ${input.planName} ends. Your account stays open.`,
      '',
      `To keep your ${input.planName} features, renew here:`,
      `${input.siteUrl}/subscription`,
      '',
      FOOTER,
    ),
  };
};

export type TPasswordResetInput = {
  to: string;
  /** `${publicSiteUrl}/reset-password?token=...` */
  link: string;
  /** SHA-256 of the token (the dedupe key names the hash, never the token). */
  tokenHash: string;
};

/** "Forgot your password?" (dedupe key `reset:<tokenHash>`). The body holds a live link: never shown to admins. */
export const passwordResetEmail = (input: TPasswordResetInput): TMailMessage => ({
  kind: 'password_reset',
  recipient: input.to,
  subject: `Reset your ${PRODUCT_NAME} password`,
  dedupeKey: `reset:${input.tokenHash}`,
  body: lines(
    'Hello,',
    '',
    `Someone asked to reset the password of the ${PRODUCT_NAME} account for this e-mail address.`,
    `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes. It works once:`,
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    FOOTER,
  ),
});

export type TEmailVerificationInput = {
  to: string;
  /** `${publicSiteUrl}/verify-email?token=...` */
  link: string;
  /** SHA-256 of the token (the dedupe key names the hash, never the token). */
  tokenHash: string;
};

/** Sign-up's "confirm your e-mail address" (dedupe key `verify:<tokenHash>`). The body holds a live sign-in link. */
export const emailVerificationEmail = (input: TEmailVerificationInput): TMailMessage => ({
  kind: 'email_verification',
  recipient: input.to,
  subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
  dedupeKey: `verify:${input.tokenHash}`,
  body: lines(
    'Hello,',
    '',
    `Thank you for creating a ${PRODUCT_NAME} account. To confirm this e-mail address and sign in, open this link`,
    `within ${EMAIL_VERIFICATION_HOURS} hours. It works once:`,
    '',
    input.link,
    '',
    'Until you confirm it you can use the free features and the safer-gambling tools, but not buy a plan or keep bets',
    'in your account.',
    '',
    'If you did not create an account, ignore this e-mail: without the link the account stays unconfirmed.',
    '',
    FOOTER,
  ),
});

export type TSignupNoticeInput = {
  to: string;
  /** The public address of the site (config.publicSiteUrl). */
  siteUrl: string;
  /** One notice per address per window (the dedupe key): repeated sign-ups never flood an inbox. */
  windowKey: string;
};

/** Someone tried to create an account with an e-mail that already has one: tell its owner (nothing changes). */
export const signupExistingAccountEmail = (input: TSignupNoticeInput): TMailMessage => ({
  kind: 'signup_existing_account',
  recipient: input.to,
  subject: `Someone tried to create a ${PRODUCT_NAME} account with your e-mail address`,
  dedupeKey: `signup-existing:${input.windowKey}`,
  body: lines(
    'Hello,',
    '',
    `Someone asked to create a ${PRODUCT_NAME} account with this e-mail address, which already has an account.`,
    'We have not created a second account and nothing about your account has changed.',
    '',
    'If it was you, sign in here:',
    `${input.siteUrl}/sign-in`,
    'Forgotten your password? Ask for a reset link here:',
    `${input.siteUrl}/forgot-password`,
    '',
    'If it was not you, you can ignore this e-mail.',
    '',
    FOOTER,
  ),
});

/** A sign-up named a username someone else has: ask the new person to choose another (no account was created). */
export const signupUsernameTakenEmail = (input: TSignupNoticeInput & { username: string }): TMailMessage => ({
  kind: 'signup_username_taken',
  recipient: input.to,
  subject: `Choose another username for ${PRODUCT_NAME}`,
  dedupeKey: `signup-username:${input.windowKey}`,
  body: lines(
    'Hello,',
    '',
    `Someone, probably you, asked to create a ${PRODUCT_NAME} account with this e-mail address and the username`,
    `"${input.username}". That username is already taken, so we have not created the account.`,
    '',
    'To join, sign up again with another username (or none: the username is optional):',
    `${input.siteUrl}/sign-up`,
    '',
    'If it was not you, you can ignore this e-mail.',
    '',
    FOOTER,
  ),
});

export type TMonthlyStatementInput = {
  to: string;
  userId: number;
  username: string | null;
  /** The statement as the account screen shows it (GET /api/user/statement). */
  statement: TMonthStatement;
  /** The public address of the site (config.publicSiteUrl), for the account and limits links. */
  siteUrl: string;
  /** Who runs the site and how to reach them (TRADER_NAME, TRADER_ADDRESS, SUPPORT_EMAIL), as the receipts name them. */
  trader: { name: string; address: string; email: string };
  /** The one-click unsubscribe link and headers (`app.mail.unsubscribeHeaders(userId, 'monthlyStatement')`). */
  unsubscribe?: TUnsubscribe;
};

/** A non-transactional mail's unsubscribe: the link its text shows, and the RFC 8058 headers naming it. */
export type TUnsubscribe = { link: string; headers: Record<string, string> };

/** Every statement mail's dedupe key starts so: `statement:<userId>:<YYYY-MM>`. */
export const STATEMENT_KEY_PREFIX = 'statement:';

const statementLine = ({ label, value, note }: TStatementLine) =>
  `${label}: ${value}${note ? ` (${note})` : ''}`;

/**
 * Last month's safer-gambling statement, for a member who asked for it (dedupe key `statement:<userId>:<YYYY-MM>`:
 * once a month). Figures, limits, the helpline and how to stop it; never a tip or a selection.
 */
export const monthlyStatementEmail = (input: TMonthlyStatementInput): TMailMessage => {
  const { statement } = input;
  const monthName = formatCalendarMonth(statement.month);
  return {
    kind: 'monthly_statement',
    recipient: input.to,
    subject: `Your ${PRODUCT_NAME} statement for ${monthName}`,
    dedupeKey: `${STATEMENT_KEY_PREFIX}${input.userId}:${statement.month}`,
    ...(input.unsubscribe ? { headers: input.unsubscribe.headers } : {}),
    body: lines(
      `Hello ${input.username ?? 'there'},`,
      '',
      `This is your ${PRODUCT_NAME} statement for ${monthName}: the bets you tracked with us that month, and your limits.`,
      '',
      ...(statement.betsPlaced === 0
        ? [`You placed no tracked bets in ${monthName}.`]
        : [...statementFigureLines(statement).map(statementLine), '', statementBasis(monthName)]),
      '',
      'Your limits now:',
      ...statementLimitLines(statement.limits).map(statementLine),
      'To set a limit, take a break or self-exclude:',
      `${input.siteUrl}/settings/account`,
      '',
      STATEMENT_HELPLINE_LINE,
      STATEMENT_HELPLINE_URL,
      '',
      'You get this e-mail because you asked for your monthly statement. To stop it, untick',
      '"E-mail me my monthly statement" on your account page:',
      `${input.siteUrl}/account`,
      input.unsubscribe ? 'or stop it with one click here:' : null,
      input.unsubscribe ? input.unsubscribe.link : null,
      '',
      `Sent by: ${input.trader.name}`,
      `Address: ${input.trader.address}`,
      `Contact: ${input.trader.email}`,
      '',
      FOOTER,
    ),
  };
};

/** Which mail an alert is sent as. */
export const ALERT_MAIL_KINDS = {
  tipsOut: 'alert_tips_out',
  nonRunner: 'alert_non_runner',
  betSettled: 'alert_bet_settled',
  morningDigest: 'morning_digest',
} as const satisfies Record<TAlertKind, TMailKind>;

export type TAlertEmailInput = {
  to: string;
  username: string | null;
  kind: TAlertKind;
  subject: string;
  /** The alert's text (the digest's list). */
  text: string;
  /** The alert's own dedupe key: the mail goes once per alert. */
  dedupeKey: string;
  siteUrl: string;
  trader: { name: string; address: string; email: string };
  unsubscribe: TUnsubscribe;
};

/**
 * An alert or the morning digest by e-mail, to a member who switched it on: the alert, where to change alerts, the
 * one-click unsubscribe (its link, and the RFC 8058 headers), who sends it, and the helpline.
 */
export const alertEmail = (input: TAlertEmailInput): TMailMessage => ({
  kind: ALERT_MAIL_KINDS[input.kind],
  recipient: input.to,
  subject: input.subject,
  dedupeKey: `alert-mail:${input.dedupeKey}`,
  headers: input.unsubscribe.headers,
  body: lines(
    `Hello ${input.username ?? 'there'},`,
    '',
    input.text,
    '',
    `You get this e-mail because you switched on "${ALERT_LABELS[input.kind]}" e-mails. To change your alerts:`,
    `${input.siteUrl}/account#alerts`,
    `To stop these e-mails with one click:`,
    input.unsubscribe.link,
    '',
    `Sent by: ${input.trader.name}`,
    `Address: ${input.trader.address}`,
    `Contact: ${input.trader.email}`,
    '',
    FOOTER,
  ),
});
