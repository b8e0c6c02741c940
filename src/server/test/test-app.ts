import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type TBuildOptions } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase, type TDatabase } from '../db/client';
import type { TLoginThrottleOptions } from '../modules/auth/login-throttle';
import { createMailRepository } from '../modules/mail/mail.repository';
import { migrateDatabase } from '../setup/data-migrations';
import { ensureAdmin, seedDemoAccounts } from '../setup/seed';

/**
 * Boots the real app on a fresh database: an in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (set by scripts/with-postgres.ts), dropped again on close.
 */
export type TTestApp = FastifyInstance & { database: TDatabase; testDatabaseUrl: string | null };

export const createPostgresDatabase = async (
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `racepro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export const createTestApp = async (
  options: {
    demo?: boolean;
    config?: Partial<TConfig>;
    extend?: (app: FastifyInstance) => void;
    logStream?: NodeJS.WritableStream;
    clock?: () => Date;
    demoCard?: boolean;
    /** Join an existing test database (a second instance); it is neither migrated again nor dropped. */
    attachTo?: string;
    /** Sign-in throttle settings; tests default to millisecond address delays so many sign-ins stay quick. */
    loginThrottle?: Partial<TLoginThrottleOptions>;
    onRoute?: TBuildOptions['onRoute'];
    /** Background jobs on a timer (off unless asked for). */
    jobs?: TBuildOptions['jobs'];
    /** Where alerts queue pushes (a recording fake). */
    pushChannel?: TBuildOptions['pushChannel'];
  } = {},
): Promise<TTestApp> => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = options.attachTo
    ? { url: options.attachTo, drop: async () => {} }
    : baseUrl
      ? await createPostgresDatabase(baseUrl)
      : null;
  const config = loadConfig(
    { NODE_ENV: 'test', DEMO: options.demo === false ? '0' : '1' },
    { databaseUrl: pgDatabase?.url ?? 'memory://', webRoot: null, ...options.config },
  );
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Drop the throwaway PostgreSQL database only after the pool has closed.
  const database: TDatabase = pgDatabase
    ? {
        ...opened,
        close: async () => {
          await opened.close();
          await pgDatabase.drop();
        },
      }
    : opened;
  await migrateDatabase(database);
  await ensureAdmin(database.db, config.admin);
  if (config.demo) await seedDemoAccounts(database.db);
  const app = await buildApp(config, database, {
    logStream: options.logStream,
    clock: options.clock,
    demoCard: options.demoCard ?? false,
    loginThrottle: { baseDelayMs: 2, maxDelayMs: 20, ...options.loginThrottle },
    onRoute: options.onRoute,
    jobs: options.jobs,
    pushChannel: options.pushChannel,
  });
  options.extend?.(app);
  app.decorate('testDatabaseUrl', pgDatabase?.url ?? null);
  await app.ready();
  return app as TTestApp;
};

/** The session cookie from a response (`__Host-racepro_session` in production), ready to send back as a `cookie` header. */
export const sessionCookieFrom = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find(
    (c) => c.name === 'racepro_session' || c.name === '__Host-racepro_session',
  );
  if (!cookie) throw new Error(`no session cookie in response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
};

export const loginAs = async (
  app: FastifyInstance,
  identifier: string,
  password = 'demo-pass',
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: identifier.includes('@') ? { email: identifier, password } : { username: identifier, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login as ${identifier} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
};

/** A date of birth well over 18 whatever the test clock says. */
export const ADULT_DATE_OF_BIRTH = '1985-06-15';

/** A sign-up body with what every sign-up needs besides the account (an adult's date of birth, the terms accepted). */
export const signupPayload = (fields: {
  email: string;
  password: string;
  username?: string;
  ref?: string;
}) => ({
  dateOfBirth: ADULT_DATE_OF_BIRTH,
  acceptTerms: true,
  ...fields,
});

/**
 * The token in the newest "confirm your e-mail address" mail to `email`, once the sign-up's work after its answer is
 * done; null when there is none.
 */
export const verificationTokenFor = async (app: FastifyInstance, email: string): Promise<string | null> => {
  await app.signup.idle();
  const recipient = email.trim().toLowerCase();
  const mails = (await createMailRepository(app.database.db).listRecent(100_000)).filter(
    (mail) => mail.kind === 'email_verification' && mail.recipient === recipient,
  );
  const newest = mails.reduce<(typeof mails)[number] | null>(
    (latest, mail) => (latest && latest.id > mail.id ? latest : mail),
    null,
  );
  return newest ? (/verify-email\?token=([A-Za-z0-9_-]+)/.exec(newest.body)?.[1] ?? null) : null;
};

/**
 * A new member as sign-up made one before e-mail confirmation (issue 31): signs up through POST /api/auth/signup,
 * opens the e-mailed confirmation link (POST /api/auth/verify-email) and answers its session cookie and the answer
 * (`{ user, subscription }`), as the sign-up's own answer used to be.
 */
export const signUpVerified = async (
  app: FastifyInstance,
  fields: { email: string; password: string; username?: string; ref?: string },
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; response: LightMyRequestResponse }> => {
  const request = { remoteAddress: options.remoteAddress, headers: options.headers };
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: signupPayload(fields),
    ...request,
  });
  if (signup.statusCode !== 202) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const token = await verificationTokenFor(app, fields.email);
  if (!token) throw new Error(`no confirmation mail to ${fields.email} (is the e-mail or username taken?)`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...request,
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieFrom(response), response };
};
