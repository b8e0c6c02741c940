import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '~/domain/auth.contract';
import { APP_ROOT } from './app-root';

const ZBooleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0 (or true/false)' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/**
 * One line of free text that may be left empty (a blank value counts as unset): trimmed, `min`-`max` characters, no
 * control characters (no line breaks). Commas are fine: a postal address is written on one line with commas.
 */
const ZOptionalLine = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value === '' || value.length >= min, `must be at least ${min} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), 'must be one line of text (no line breaks)')
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/**
 * The trader's details used outside production, when TRADER_NAME and TRADER_ADDRESS are not set. DEMO VALUES: not a
 * real business or address; production refuses to start without the real ones.
 */
export const DEMO_TRADER = {
  name: 'RacePro Demo Ltd',
  address: '1 Example Street, London, EC1A 1AA',
} as const;

const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65_535, 'must be 1-65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DEMO: ZBooleanFlag.optional(),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').max(32).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(200).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@racepro.example'),
  TRADER_NAME: ZOptionalLine(3, 200),
  TRADER_ADDRESS: ZOptionalLine(3, 200),
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, ctx): TTrustProxy => {
      const lowered = value.toLowerCase();
      if (['', '0', 'false', 'no'].includes(lowered)) return false;
      if (['true', 'yes'].includes(lowered)) return 1;
      if (/^[0-9]{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(',').map((part) => part.trim());
      const isAddress = (part: string) =>
        part.length <= 50 && /[.:]/.test(part) && /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(part);
      if (addresses.every(isAddress)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          "must be 0, a number of proxy hops (1 = one proxy in front), or the proxies' addresses (comma-separated)",
      });
      return z.NEVER;
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default('RacePro <no-reply@racepro.example>'),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  OPENAI_API_KEY: z.string().trim().min(1).max(500).optional(),
  OPENAI_BASE_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
  CHAT_MODEL: z.string().trim().min(1).max(100).optional(),
  RACING_API_USERNAME: z.string().trim().min(1).max(200).optional(),
  RACING_API_PASSWORD: z.string().trim().min(1).max(500).optional(),
  RACING_API_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a P-256 public key in base64url (87 characters, as web-push makes)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'must be a P-256 private key in base64url (43 characters, as web-push makes)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .max(200)
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000, 'must be at least 1000')
    .max(300_000, 'must be at most 300000')
    .default(30_000),
  RACEPRO_NOW: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 instant, e.g. 2026-06-13T12:00:00+01:00' })
    .optional(),
});

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): none, the nearest `n` hops, or the
 * proxies at these addresses. NOTE: never "trust everything", which would believe the left-most value, which any
 * client can write.
 */
export type TTrustProxy = false | number | string[];

export type TConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` = embedded PGlite in `dataDir`; `'memory://'` = throwaway in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  demo: boolean;
  /** `isDefault`: admin/admin because ADMIN_USERNAME and ADMIN_PASSWORD were not set (never in production). */
  admin: { username: string; password: string; isDefault: boolean };
  supportEmail: string;
  /**
   * Who sells the plans: the trader's identity and the geographical address at which it is established, which the
   * Consumer Contracts Regulations 2013 (Schedule 2, paragraphs (b) and (c):
   * https://www.legislation.gov.uk/uksi/2013/3134/schedule/2) require us to give. Shown on the legal pages and the
   * receipt, with `supportEmail` as the contact. TRADER_NAME and TRADER_ADDRESS; required in production, else
   * `DEMO_TRADER`.
   */
  traderName: string;
  traderAddress: string;
  publicSiteUrl: string;
  logLevel: string;
  trustProxy: TTrustProxy;
  /** A request, headers and body, must arrive within this time. */
  requestTimeoutMs: number;
  /** Where the built web app lives (`dist/web` at the application's root); `null` serves the API only. */
  webRoot: string | null;
  /** E-mail: sent over SMTP when `smtpUrl` is set; otherwise kept in the outbox table (the admin panel lists it). */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Card payments: Stripe when both keys are set, else the built-in sandbox (no money moves). `api` points the
   * Stripe client at another host (tests run a fake Stripe API on 127.0.0.1).
   */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | null;
    api?: { host: string; port: number; protocol: 'http' | 'https' };
    /** How long a Stripe call may take before the provider counts as unavailable (default STRIPE_TIMEOUT_MS). */
    timeoutMs?: number;
  } | null;
  /**
   * The chat assistant: an OpenAI-compatible chat API when OPENAI_API_KEY is set, else the built-in assistant (no
   * network). `timeoutMs` lets tests shorten the 10 s provider limit.
   */
  chat: { apiKey: string; baseUrl: string | null; model: string; timeoutMs?: number } | null;
  /**
   * The Racing API (issue 35): with RACING_API_USERNAME and RACING_API_PASSWORD set, a job pulls today's and
   * tomorrow's racecards and the results after each off. Unset, racing data comes from imports (and the demo card).
   */
  racingApi: { username: string; password: string; baseUrl: string } | null;
  /**
   * Web Push (issue 37): the VAPID key pair and the contact that push services see (VAPID_PUBLIC_KEY,
   * VAPID_PRIVATE_KEY, VAPID_SUBJECT, all three or none). Unset: the demo makes a pair on first start and keeps it in
   * the database; otherwise push is off.
   */
  vapid: TVapidKeys | null;
  /**
   * Tests only: a fake push service on 127.0.0.1 with its own certificate (`ca`). Without it, a push address on an IP
   * literal or a one-label host (localhost) is refused.
   */
  pushTesting?: { ca: string };
  /**
   * RACEPRO_NOW: the server's clock starts at this instant and runs on at real speed, and `PUT /api/test/clock` can
   * move it (src/server/clock.ts). For tests and demonstrations only: never in production.
   */
  testClockStart: Date | null;
};

/** VAPID (RFC 8292): the server's P-256 key pair, base64url, and a mailto: or https: contact for the push services. */
export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The Racing API's address (https://api.theracingapi.com/documentation) when RACING_API_URL is not set. */
export const DEFAULT_RACING_API_URL = 'https://api.theracingapi.com';

/** The model asked for when CHAT_MODEL is not set. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses every environment variable once. Throws `ConfigError` naming each bad variable and why. */
export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<TConfig> = {},
): TConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.DEMO === true) {
    throw new ConfigError(
      'Invalid environment:\n  DEMO: demo mode is never allowed when NODE_ENV=production',
    );
  }
  if (isProduction && e.RACEPRO_NOW) {
    throw new ConfigError(
      'Invalid environment:\n  RACEPRO_NOW: a test clock is never allowed when NODE_ENV=production',
    );
  }
  const demo = e.DEMO ?? !isProduction;
  if (isProduction) {
    const problems: string[] = [];
    if (!e.ADMIN_USERNAME) problems.push('  ADMIN_USERNAME: required in production');
    if (!e.ADMIN_PASSWORD) problems.push('  ADMIN_PASSWORD: required in production');
    else if (e.ADMIN_PASSWORD.length < 12)
      problems.push('  ADMIN_PASSWORD: must be at least 12 characters in production');
    else {
      // The members' rules too (the common-password list is checked at boot: src/server/setup/admin-password.ts).
      const problem = passwordProblem(e.ADMIN_PASSWORD, { username: e.ADMIN_USERNAME ?? null });
      if (problem) problems.push(`  ADMIN_PASSWORD: ${problem}`);
    }
    if (!e.TRADER_NAME)
      problems.push(
        '  TRADER_NAME: required in production (the legal name of the business selling the plans, shown on the legal pages and receipts)',
      );
    if (!e.TRADER_ADDRESS)
      problems.push(
        "  TRADER_ADDRESS: required in production (the business's geographic postal address, on one line with commas)",
      );
    if (!e.PUBLIC_SITE_URL)
      problems.push(
        '  PUBLIC_SITE_URL: required in production (the https:// address users visit; browser writes from any other origin are refused)',
      );
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
      problems.push(
        '  STRIPE_WEBHOOK_SECRET: required in production with Stripe (webhooks must be verified)',
      );
    if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: set both for Stripe, or neither for the sandbox',
    );
  }
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (vapidSet !== 0 && vapidSet !== 3) {
    throw new ConfigError(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three for Web Push, or none',
    );
  }
  const admin = {
    username: e.ADMIN_USERNAME ?? 'admin',
    password: e.ADMIN_PASSWORD ?? 'admin',
    isDefault: !e.ADMIN_USERNAME && !e.ADMIN_PASSWORD,
  };
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo,
    admin,
    supportEmail: e.SUPPORT_EMAIL,
    traderName: e.TRADER_NAME ?? DEMO_TRADER.name,
    traderAddress: e.TRADER_ADDRESS ?? DEMO_TRADER.address,
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webRoot: path.join(APP_ROOT, 'dist', 'web'),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          }
        : null,
    chat: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL ?? null,
          model: e.CHAT_MODEL ?? DEFAULT_CHAT_MODEL,
        }
      : null,
    racingApi:
      e.RACING_API_USERNAME && e.RACING_API_PASSWORD
        ? {
            username: e.RACING_API_USERNAME,
            password: e.RACING_API_PASSWORD,
            baseUrl: e.RACING_API_URL ?? DEFAULT_RACING_API_URL,
          }
        : null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    testClockStart: e.RACEPRO_NOW ? new Date(e.RACEPRO_NOW) : null,
    ...overrides,
  };
};
