import { createHash } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { UNVERIFIED_EMAIL_MESSAGE } from '~/domain/auth.contract';
import { activeBreak, type TActiveBreak } from '~/domain/breaks';
import type { TOddsFormat } from '~/domain/odds';
import { effectiveTier, hasTierAccess, lockedContentMessage, type TTier } from '~/domain/tiers';
import type { TConfig } from '../config';
import { AppError } from '../errors';

/** The session cookie's name outside production (plain HTTP on a developer's machine cannot hold `__Host-`). */
export const SESSION_COOKIE = 'racepro_session';
/**
 * Its name in production: the `__Host-` prefix makes the browser refuse it unless it is Secure, on Path=/ and without
 * a Domain, so no subdomain or plain-HTTP page can plant or overwrite a session (fixation).
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (isProduction: boolean) =>
  isProduction ? HOST_SESSION_COOKIE : SESSION_COOKIE;
const SESSIONS_TOPIC = 'sessions';
/** A session lookup is reused this long; logout and subscription changes evict it on every instance at once. */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_MAX = 20_000;

/** A session's cookie holds a random token; the database keeps only its hash. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The account a session belongs to (the auth module's user row). */
export type TSessionAccount = {
  id: number;
  email: string;
  username: string | null;
  role: 'user' | 'admin';
  oddsFormat: TOddsFormat;
  /** The owner has opened the confirmation link e-mailed at sign-up (issue 31). */
  emailVerified: boolean;
  createdAt: Date;
};

/**
 * Where sessions are kept: the auth module's service, handed to this plugin (the plugin never imports a module).
 * `findSession` answers the account of an unexpired session with its plan, in one read.
 */
export type TSessionStore = {
  findSession: (
    tokenHash: string,
    now: Date,
  ) => Promise<
    | (TSessionAccount &
        TBreakDates & { expiresAt: Date; subscriptionTier: TTier | null; subscriptionEnd: Date | null })
    | null
  >;
  endSession: (tokenHash: string) => Promise<void>;
  endUserSessions: (userId: number) => Promise<void>;
};

/**
 * When the account's time-out and self-exclusion end (null: none taken). Read with the session, so every route can
 * ask `activeBreak(request.user, now)` without a query; taking a break evicts the user's cached sessions.
 */
export type TBreakDates = { timeOutUntil: Date | null; selfExcludedUntil: Date | null };

/** The break a caller (a session's user, or a guest) is on at `now`, or null. */
export const breakOf = (caller: Partial<TBreakDates> | null | undefined, now: Date): TActiveBreak | null =>
  caller
    ? activeBreak(
        { timeOutUntil: caller.timeOutUntil ?? null, selfExcludedUntil: caller.selfExcludedUntil ?? null },
        now,
      )
    : null;

/** The signed-in caller: the user, the tier they have right now (an expired plan is Free) and their breaks. */
export type TSessionUser = TSessionAccount & TBreakDates & { tier: TTier };

type TCachedSession = {
  tokenHash: string;
  user: TSessionAccount;
  subscriptionTier: TTier | null;
  subscriptionEnd: Date | null;
  breaks: TBreakDates;
  sessionExpiresAt: number;
  cachedUntil: number;
  /** The caller as routes see it, built once and reused until the tier could change (a plan's end passes). */
  caller: Readonly<TSessionUser> | null;
  callerUntil: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
    /** Ends a session everywhere: the row, and every instance's cached copy. */
    endSession: (token: string) => Promise<void>;
    /** Forget cached sessions of a user (after their subscription or role changes). */
    forgetUserSessions: (userId: number) => Promise<void>;
    /** Ends every session of a user (sign out everywhere, a password change), on every instance. */
    endUserSessions: (userId: number) => Promise<void>;
    /** The API scope's onRequest hook: reads the session cookie and signs the caller in. */
    readSession: onRequestHookHandler;
    /**
     * Route guards, run as onRequest hooks after readSession and before the body is read or validated: a guest
     * never reaches a schema (401), a member never reaches an admin schema (403).
     */
    guards: {
      member: onRequestHookHandler;
      admin: onRequestHookHandler;
      /**
       * 401 for a guest, 403 (EMAIL_NOT_VERIFIED) for an account that has not confirmed its e-mail address: buying
       * and tracking bets in the account wait for it; safer-gambling tools never do.
       */
      verified: onRequestHookHandler;
      /** 401 for a guest, 403 with the spec's locked-content message for a member below `required`. */
      tier: (required: TTier, feature: string) => onRequestHookHandler;
    };
  }
  interface FastifyRequest {
    /** The signed-in user with their effective tier, or null for a guest. */
    user: TSessionUser | null;
    sessionToken: string | null;
  }
}

/** Throws 401 for a guest; returns the signed-in user. */
export const requireUser = (request: FastifyRequest): TSessionUser => {
  if (!request.user) throw new AppError('UNAUTHORISED', 'Sign in to continue');
  return request.user;
};

/** Throws 401 for a guest and 403 for a signed-in non-admin. */
export const requireAdmin = (request: FastifyRequest): TSessionUser => {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrator access required');
  return user;
};

/**
 * The session token a request's Cookie header carries, if any. NOTE: production also reads the old unprefixed name,
 * so sessions from before the `__Host-` rename (27 Nov 2026) last out their 30 days; drop it after 27 Dec 2026.
 */
export const sessionTokenOf = (cookieHeader: string | undefined): string | undefined => {
  if (!cookieHeader) return undefined;
  const cookies = parseCookie(cookieHeader);
  return cookies[HOST_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
};

/**
 * Sessions: the cookie, a per-instance cache of session lookups (evicted on every instance through the change feed),
 * the API scope's `readSession` hook and the route guards. The sessions themselves live where `store` keeps them.
 */
export const sessionsPlugin = fp(
  async (
    app: FastifyInstance,
    { config, store }: { config: Pick<TConfig, 'isProduction'>; store: TSessionStore },
  ) => {
    // NOTE: the `cookie` library itself, not @fastify/cookie: that plugin puts an onSend hook on every route (the hot
    // tips read included) for the one cookie two routes set. Only readSession and the page's guest check read it.
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // Keyed by the cookie token so a cached lookup costs no hashing; invalidations name the hash, so they scan (rare).
    const cache = new Map<string, TCachedSession>();
    app.changes.subscribe(SESSIONS_TOPIC, (payload) => {
      if (payload === '*') return cache.clear();
      const [kind, value] = payload.split(':');
      for (const [key, entry] of cache) {
        const matches =
          kind === 'token' ? entry.tokenHash === value : kind === 'user' && String(entry.user.id) === value;
        if (matches) cache.delete(key);
      }
    });

    const name = sessionCookieName(config.isProduction);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isProduction,
      path: '/',
    };
    // NOTE: Max-Age, not Expires: the browser counts it from when it receives the cookie, so a session lasts as long
    // whatever the browser's clock says (and whatever the server's: a test clock may be set to another day).
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      const maxAge = Math.max(0, Math.round((expiresAt.getTime() - app.now().getTime()) / 1000));
      reply.header('set-cookie', stringifySetCookie({ name, value: token, ...cookieOptions, maxAge }));
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      const cleared = (cookieName: string) =>
        stringifySetCookie({
          name: cookieName,
          value: '',
          ...cookieOptions,
          expires: new Date(0),
          maxAge: 0,
        });
      // Production clears the old unprefixed cookie too, so a pre-rename session cannot outlive a sign-out.
      reply.header(
        'set-cookie',
        config.isProduction ? [cleared(name), cleared(SESSION_COOKIE)] : cleared(name),
      );
    });
    app.decorate('endSession', async (token: string) => {
      const tokenHash = hashSessionToken(token);
      await store.endSession(tokenHash);
      await app.changes.publish(SESSIONS_TOPIC, `token:${tokenHash}`);
    });
    app.decorate('forgetUserSessions', (userId: number) =>
      app.changes.publish(SESSIONS_TOPIC, `user:${userId}`),
    );
    app.decorate('endUserSessions', async (userId: number) => {
      await store.endUserSessions(userId);
      await app.changes.publish(SESSIONS_TOPIC, `user:${userId}`);
    });

    const cached = (token: string, now: Date): TCachedSession | undefined => {
      const hit = cache.get(token);
      return hit && hit.cachedUntil > now.getTime() && app.changes.isReliable() ? hit : undefined;
    };

    const lookup = async (token: string, now: Date): Promise<TCachedSession | null> => {
      const tokenHash = hashSessionToken(token);
      const row = await store.findSession(tokenHash, now);
      if (!row) {
        cache.delete(token);
        return null;
      }
      const { expiresAt, subscriptionTier, subscriptionEnd, timeOutUntil, selfExcludedUntil, ...user } = row;
      const entry = {
        tokenHash,
        user,
        subscriptionTier,
        subscriptionEnd,
        breaks: { timeOutUntil, selfExcludedUntil },
        sessionExpiresAt: expiresAt.getTime(),
        cachedUntil: now.getTime() + SESSION_CACHE_MS,
        caller: null,
        callerUntil: 0,
      };
      if (cache.size >= SESSION_CACHE_MAX) cache.clear();
      cache.set(token, entry);
      return entry;
    };

    const signIn = (request: FastifyRequest, session: TCachedSession | null, now: Date) => {
      const at = now.getTime();
      if (!session || session.sessionExpiresAt <= at) return;
      if (!session.caller || session.callerUntil <= at) {
        const { subscriptionTier, subscriptionEnd } = session;
        const tier = subscriptionTier ? effectiveTier(subscriptionTier, subscriptionEnd, now) : 'Free';
        const end = subscriptionEnd?.getTime() ?? Number.POSITIVE_INFINITY;
        session.caller = Object.freeze({ ...session.user, ...session.breaks, tier });
        session.callerUntil = end > at ? end : Number.POSITIVE_INFINITY;
      }
      request.user = session.caller;
    };

    // A callback hook, not an async one: guests and cached sessions (nearly every request) go on synchronously.
    app.decorate('readSession', function readSession(request, _reply, done) {
      const token = sessionTokenOf(request.headers.cookie);
      if (!token || token.length > 200) return done();
      request.sessionToken = token;
      const now = app.now();
      const hit = cached(token, now);
      if (hit) {
        signIn(request, hit, now);
        return done();
      }
      lookup(token, now).then(
        (session) => {
          signIn(request, session, now);
          done();
        },
        (error: unknown) => done(error as Error),
      );
    } satisfies onRequestHookHandler);

    app.decorate('guards', {
      member: function memberOnly(request, _reply, done) {
        done(request.user ? undefined : new AppError('UNAUTHORISED', 'Sign in to continue'));
      } satisfies onRequestHookHandler,
      verified: function verifiedOnly(request, _reply, done) {
        if (!request.user) return done(new AppError('UNAUTHORISED', 'Sign in to continue'));
        done(
          request.user.emailVerified
            ? undefined
            : new AppError('EMAIL_NOT_VERIFIED', UNVERIFIED_EMAIL_MESSAGE),
        );
      } satisfies onRequestHookHandler,
      admin: function adminOnly(request, _reply, done) {
        if (!request.user) return done(new AppError('UNAUTHORISED', 'Sign in to continue'));
        done(
          request.user.role === 'admin'
            ? undefined
            : new AppError('FORBIDDEN', 'Administrator access required'),
        );
      } satisfies onRequestHookHandler,
      tier: (required, feature) =>
        function tierOnly(request, _reply, done) {
          if (!request.user) return done(new AppError('UNAUTHORISED', 'Sign in to continue'));
          done(
            hasTierAccess(request.user.tier, required)
              ? undefined
              : new AppError('FORBIDDEN', lockedContentMessage(feature, required)),
          );
        } satisfies onRequestHookHandler,
    });
  },
  { name: 'sessions', dependencies: ['change-feed'] },
);
