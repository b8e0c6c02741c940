import { randomInt } from 'node:crypto';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type TReferralSummary,
} from '~/domain/referrals.contract';
import type { TDb, TDbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { createReferralsRepository } from './referrals.repository';

/** Tries at new random codes before giving up (31^8 codes: a clash is already rare). */
const CODE_TRIES = 8;

/** A fresh random invite code (unbiased: `randomInt` per character). */
export const newReferralCode = (): string =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** The user an invite code names, or null (unknown codes are ignored, never refused). */
export const findReferrer = (db: TDbOrTx, code: string | undefined): Promise<number | null> =>
  code ? createReferralsRepository(db).findUserIdByCode(code.toUpperCase()) : Promise.resolve(null);

/** Invite links: each member's code, made on first use, and how many joined through it. */
export const createReferralsService = ({
  db,
  siteUrl,
  newCode = newReferralCode,
}: {
  db: TDb;
  siteUrl: string;
  /** Makes a candidate code (tests pass a fixed sequence to force a clash). */
  newCode?: () => string;
}) => {
  const repo = createReferralsRepository(db);

  /** The user's code, made now if they have none (a clash with another user's code is retried with a new one). */
  const ensureCode = async (userId: number): Promise<string> => {
    for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
      const existing = await repo.findCode(userId);
      if (existing) return existing;
      const code = newCode();
      try {
        if (await repo.setCodeIfNone(userId, code)) return code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not make a unique invite code');
  };

  return {
    ensureCode,
    async summary(userId: number): Promise<TReferralSummary> {
      const code = await ensureCode(userId);
      return {
        code,
        link: `${siteUrl}/sign-up?ref=${encodeURIComponent(code)}`,
        joined: await repo.countJoined(userId),
      };
    },
  };
};

export type TReferralsService = ReturnType<typeof createReferralsService>;
