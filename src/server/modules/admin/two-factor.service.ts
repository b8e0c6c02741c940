import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  INVALID_CODE_MESSAGE,
  RECOVERY_CODE_COUNT,
  type TRecoveryCodes,
  type TTwoFactorSetup,
  type TTwoFactorStatus,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '~/domain/two-factor.contract';
import type { TDb, TDbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminTwoFactor } from '../../db/schema';
import { AppError } from '../../errors';

export const TOTP_ISSUER = 'RacePro';
/** One 30-second step either side of now, for a phone whose clock is a little out (RFC 6238 section 5.2). */
const EPOCH_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper

/** Ten random characters (about 49 bits) shown as "abcde-fghij". */
const newRecoveryCode = () => {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/**
 * NOTE: SHA-256, not argon2, is enough for recovery codes: each is random with ~49 bits, so there is no dictionary
 * to try, and the sign-in throttle allows a handful of guesses per window. Case and dashes are ignored.
 */
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

const invalidCode = () => new AppError('UNAUTHORISED', INVALID_CODE_MESSAGE, { field: 'code' });

/**
 * Two-factor sign-in for administrators (OWASP ASVS 4.0.3 2.8, 4.3.1): time-based one-time codes (otplib), enrolled
 * from the admin panel with a QR code, then required at every administrator sign-in; ten one-time recovery codes,
 * stored hashed. Wrong codes count against the sign-in throttle as wrong passwords do (the routes run this inside
 * it). A code works once: the last accepted time step is kept, and a recovery code is spent in one update.
 */
export const createTwoFactorService = ({ db }: { db: TDb }) => {
  const load = async (userId: number, tx: TDbOrTx = db) =>
    (await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1))[0] ?? null;

  const checkAppCode = async (secret: string, code: string, afterTimeStep: number | null, now: Date) => {
    if (!/^[0-9]{6}$/.test(code)) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  };

  /** Takes the time step for this user, unless a code of that step (or later) was already accepted. */
  const spendTimeStep = async (userId: number, timeStep: number, tx: TDbOrTx = db) => {
    const updated = await tx
      .update(adminTwoFactor)
      .set({ lastTimeStep: timeStep })
      .where(
        and(
          eq(adminTwoFactor.userId, userId),
          or(isNull(adminTwoFactor.lastTimeStep), lt(adminTwoFactor.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: adminTwoFactor.userId });
    return updated.length === 1;
  };

  /** A current app code for an enrolled user, spent; anything else is refused as a wrong guess. */
  const requireAppCode = async (userId: number, code: string, now: Date, tx: TDbOrTx = db) => {
    const row = await load(userId, tx);
    if (!row?.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on');
    const step = await checkAppCode(row.secret, code, row.lastTimeStep, now);
    if (step === null || !(await spendTimeStep(userId, step, tx))) throw invalidCode();
  };

  const issueRecoveryCodes = async (userId: number, tx: TDbOrTx): Promise<TRecoveryCodes> => {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx
      .insert(adminRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return { recoveryCodes };
  };

  return {
    async status(userId: number): Promise<TTwoFactorStatus> {
      const row = await load(userId);
      if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
      const [left] = await db
        .select({ n: count() })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
      return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
    },

    /** A new secret, waiting for its first code (a set-up started again replaces the one before). */
    async beginSetup(userId: number, label: string): Promise<TTwoFactorSetup> {
      const row = await load(userId);
      if (row?.enabledAt) {
        throw new AppError(
          'CONFLICT',
          'Two-factor sign-in is already on. Turn it off first to move to a new phone.',
        );
      }
      const secret = generateSecret();
      await db
        .insert(adminTwoFactor)
        .values({ userId, secret, enabledAt: null, lastTimeStep: null })
        .onConflictDoUpdate({
          target: adminTwoFactor.userId,
          set: { secret, enabledAt: null, lastTimeStep: null },
        });
      return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label, secret }) };
    },

    /** The first code from the app proves it is set up; two-factor sign-in is on and the recovery codes are made. */
    async enable(userId: number, code: string, now: Date): Promise<TRecoveryCodes> {
      return db.transaction(async (tx) => {
        const row = await load(userId, tx);
        if (!row)
          throw new AppError('CONFLICT', 'Start the set-up first: choose "Set up two-factor sign-in".');
        if (row.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
        const step = await checkAppCode(row.secret, code, row.lastTimeStep, now);
        if (step === null) throw new AppError('BAD_REQUEST', INVALID_CODE_MESSAGE, { field: 'code' });
        const updated = await tx
          .update(adminTwoFactor)
          .set({ enabledAt: now, lastTimeStep: step })
          .where(and(eq(adminTwoFactor.userId, userId), isNull(adminTwoFactor.enabledAt)))
          .returning({ userId: adminTwoFactor.userId });
        if (updated.length !== 1) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
        return issueRecoveryCodes(userId, tx);
      });
    },

    /** Turning it off takes a current app code (a stolen session alone cannot remove the second factor). */
    async disable(userId: number, code: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await requireAppCode(userId, code, now, tx);
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
        await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
      });
    },

    /** New recovery codes for a current app code; the old ones stop working. */
    async renewRecoveryCodes(userId: number, code: string, now: Date): Promise<TRecoveryCodes> {
      return db.transaction(async (tx) => {
        await requireAppCode(userId, code, now, tx);
        return issueRecoveryCodes(userId, tx);
      });
    },

    /**
     * The second step of a sign-in whose password was right. Nothing to do for a user without two-factor sign-in;
     * no code: 401 TWO_FACTOR_REQUIRED (not a guess); a wrong, reused or spent code: 401 UNAUTHORISED (a guess).
     */
    async checkSignIn(userId: number, code: string | undefined, now: Date): Promise<void> {
      const row = await load(userId);
      if (!row?.enabledAt) return;
      if (!code) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE, { field: 'code' });
      const step = await checkAppCode(row.secret, code, row.lastTimeStep, now);
      if (step !== null) {
        if (await spendTimeStep(userId, step)) return;
        throw invalidCode();
      }
      const spent = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodes.userId, userId),
            eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      if (spent.length !== 1) throw invalidCode();
    },
  };
};

export type TTwoFactorService = ReturnType<typeof createTwoFactorService>;
