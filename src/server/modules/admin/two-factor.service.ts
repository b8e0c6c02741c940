import { createHash, randomBytes } from 'node:crypto';
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
import { AppError } from '../../errors';
import { createTwoFactorRepository } from './two-factor.repository';

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
  const repo = createTwoFactorRepository(db);
  const load = (userId: number, tx: TDbOrTx = db) => createTwoFactorRepository(tx).find(userId);

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
  const spendTimeStep = (userId: number, timeStep: number, tx: TDbOrTx = db) =>
    createTwoFactorRepository(tx).spendTimeStep(userId, timeStep);

  /** A current app code for an enrolled user, spent; anything else is refused as a wrong guess. */
  const requireAppCode = async (userId: number, code: string, now: Date, tx: TDbOrTx = db) => {
    const row = await load(userId, tx);
    if (!row?.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on');
    const step = await checkAppCode(row.secret, code, row.lastTimeStep, now);
    if (step === null || !(await spendTimeStep(userId, step, tx))) throw invalidCode();
  };

  const issueRecoveryCodes = async (userId: number, tx: TDbOrTx): Promise<TRecoveryCodes> => {
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await createTwoFactorRepository(tx).replaceRecoveryCodes(userId, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  };

  return {
    async status(userId: number): Promise<TTwoFactorStatus> {
      const row = await load(userId);
      if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
      return { enabled: true, recoveryCodesLeft: await repo.countUnusedRecoveryCodes(userId) };
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
      await repo.startSetup(userId, secret);
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
        if (!(await createTwoFactorRepository(tx).enable(userId, now, step)))
          throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
        return issueRecoveryCodes(userId, tx);
      });
    },

    /** Turning it off takes a current app code (a stolen session alone cannot remove the second factor). */
    async disable(userId: number, code: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await requireAppCode(userId, code, now, tx);
        await createTwoFactorRepository(tx).remove(userId);
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
      if (!(await repo.spendRecoveryCode(userId, hashRecoveryCode(code), now))) throw invalidCode();
    },
  };
};

export type TTwoFactorService = ReturnType<typeof createTwoFactorService>;
