import { randomBytes } from 'node:crypto';
import type { TMeResponse, TPublicUser } from '~/domain/auth.contract';
import { activeBreak } from '~/domain/breaks';
import type { TOddsFormat } from '~/domain/odds';
import { effectiveTier, isSubscriptionActive } from '~/domain/tiers';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { hashSessionToken, type TBreakDates } from '../../plugins/sessions';
import {
  createSubscriptionsRepository,
  type TSubscriptionRow,
} from '../subscriptions/subscriptions.repository';
import { createAuthRepository, type TUserRow } from './auth.repository';
import { newPasswordProblem } from './common-passwords';
import { accountThrottleKey } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email/username or password';

export const toPublicUser = (user: TUserRow): TPublicUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  oddsFormat: user.oddsFormat,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt.toISOString(),
});

const toSubscriptionState = (
  userId: number,
  row: TSubscriptionRow | null,
  now: Date,
): TMeResponse['subscription'] => {
  if (!row)
    return { tier: 'Free', startDate: null, endDate: null, lastPaymentDate: null, userId, isActive: true };
  const tier = effectiveTier(row.tier, row.endDate, now);
  return {
    tier,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    lastPaymentDate: row.lastPaymentDate?.toISOString() ?? null,
    userId,
    isActive: isSubscriptionActive(tier, row.endDate, now),
  };
};

/** Accounts and their sessions; also the sessions plugin's store (app.ts hands it over). */
export const createAuthService = (db: TDb) => {
  const repo = createAuthRepository(db);
  const subscriptions = createSubscriptionsRepository(db);

  return {
    /**
     * The key the sign-in throttle counts an identifier against: the account it names (so its e-mail and its
     * username count together), or the identifier's text when it names no account.
     */
    async throttleKeyFor(identifier: string): Promise<string> {
      const found = await repo.findUserForLogin(identifier);
      return found ? accountThrottleKey(found.id) : `name:${identifier.trim().toLowerCase()}`;
    },
    /** Same answer for an unknown account and a wrong password. */
    async verifyCredentials(identifier: string, password: string): Promise<TUserRow> {
      const found = await repo.findUserForLogin(identifier);
      if (!found) {
        await verifyAgainstDummy(password);
        throw new AppError('UNAUTHORISED', INVALID_CREDENTIALS);
      }
      const { passwordHash, ...user } = found;
      if (!(await verifyPassword(passwordHash, password)))
        throw new AppError('UNAUTHORISED', INVALID_CREDENTIALS);
      return user;
    },

    async startSession(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      // The sign-in's time on the app's clock (a test clock too): recent-sign-in checks read it.
      await repo.insertSession({ tokenHash: hashSessionToken(token), userId, expiresAt, createdAt: now });
      return { token, expiresAt };
    },

    /** Checks the current password, then stores the new one (refused when guessable). Sessions are the caller's job. */
    async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<void> {
      const found = await repo.findUserById(userId);
      if (!found || !(await verifyPassword(found.passwordHash, currentPassword)))
        throw new AppError('UNAUTHORISED', 'Your current password is not right', {
          field: 'currentPassword',
        });
      if (newPassword === currentPassword)
        throw new AppError('BAD_REQUEST', 'Choose a password different from your current one', {
          field: 'newPassword',
        });
      const problem = await newPasswordProblem(newPassword, found);
      if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'newPassword' });
      await repo.updatePasswordHash(userId, await hashPassword(newPassword));
    },
    setOddsFormat: (userId: number, oddsFormat: TOddsFormat) => repo.updateOddsFormat(userId, oddsFormat),
    endUserSessions: (userId: number) => repo.deleteUserSessions(userId),
    findSession: (tokenHash: string, now = new Date()) => repo.findSessionByHash(tokenHash, now),

    endSession: (tokenHash: string) => repo.deleteSession(tokenHash),

    pruneExpiredSessions: (now = new Date()) => repo.deleteExpiredSessions(now),

    async describe(user: TUserRow & Partial<TBreakDates>, now = new Date()): Promise<TMeResponse> {
      // A session's caller carries its breaks; a user just signed in or signed up is read for them.
      const dates =
        user.timeOutUntil !== undefined && user.selfExcludedUntil !== undefined
          ? { timeOutUntil: user.timeOutUntil, selfExcludedUntil: user.selfExcludedUntil }
          : await repo.findBreaks(user.id);
      const brk = activeBreak(dates, now);
      return {
        user: toPublicUser(user),
        subscription: toSubscriptionState(user.id, await subscriptions.find(user.id), now),
        activeBreak: brk ? { kind: brk.kind, until: brk.until.toISOString() } : null,
      };
    },
  };
};

export type TAuthService = ReturnType<typeof createAuthService>;
