import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type TBuildOptions } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase, type TDatabase } from '../db/client';
import type { TLoginThrottleOptions } from '../modules/auth/login-throttle';
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
