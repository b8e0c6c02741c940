import { betTrackingFor } from '~/domain/bet-tracking';
import { isSpOdds, SP_ODDS, type TBet, type TPlaceBetBody } from '~/domain/bets.contract';
import { formatPence, poundsToPence } from '~/domain/money';
import { ODDS_MESSAGE, parseFractionalOdds, sameOdds, type TOdds } from '~/domain/odds';
import { potentialReturn, totalStake } from '~/domain/settlement';
import { hasTierAccess, lockedContentMessage, type TTier } from '~/domain/tiers';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { stakeRefusalFor } from '../limits/limits.service';
import { placeTermsOf } from '../tips/tip-views';
import { BETS_TOPIC } from './bet-settlement';
import { toBetView } from './bet-views';
import { createBetsRepository, type TBetRow, type TBetsRepository } from './bets.repository';

type TBettor = { id: number; tier: TTier };

/** A placement: the API's body; `potentialReturn` is checked when sent (a device bet's import sends none). */
type TPlacement = Omit<TPlaceBetBody, 'potentialReturn'> & { potentialReturn?: number };

/** A bookmaker as stored: trimmed, blank meaning none. */
export const bookmakerOf = (text: string | undefined): string | null => (text?.trim() ? text.trim() : null);

/** The price of a placement: the fraction taken, or none for an SP bet (stored as "SP" at 0/1, decision 0031). */
const priceOf = (body: Pick<TPlacement, 'odds' | 'priceType'>): TOdds | null =>
  body.priceType === 'sp' || isSpOdds(body.odds)
    ? { text: SP_ODDS, num: 0, den: 1 }
    : parseFractionalOdds(body.odds);

/**
 * How a retry differs from the bet its `clientRef` already recorded (null: the same bet, answered again). A
 * reference names one bet: sending it with another selection, type, stake, price, price type or bookmaker is a
 * mistake to point out, not a retry to answer with the original.
 */
const clientRefMismatch = (existing: TBetRow, body: TPlacement): string | null => {
  const differences: string[] = [];
  if (existing.entryId !== body.raceEntryId) differences.push(`on ${existing.horse}, another selection`);
  if (existing.type !== body.type) differences.push(`a ${existing.type} bet, not ${body.type}`);
  const stakePence = poundsToPence(body.stake);
  if (existing.stakePence !== stakePence)
    differences.push(`a stake of ${formatPence(existing.stakePence)}, not ${formatPence(stakePence)}`);
  const odds = priceOf(body);
  if (!odds || !sameOdds({ num: existing.oddsNum, den: existing.oddsDen }, odds))
    differences.push(`at ${existing.oddsText}, not ${body.odds}`);
  const priceType = body.priceType ?? 'taken';
  if (existing.priceType !== priceType) differences.push(`priced ${existing.priceType}, not ${priceType}`);
  const bookmaker = bookmakerOf(body.bookmaker);
  if (existing.bookmaker !== bookmaker)
    differences.push(`with ${existing.bookmaker ?? 'no bookmaker'}, not ${bookmaker ?? 'none'}`);
  return differences.length === 0
    ? null
    : `This bet reference was already used for another bet (${differences.join('; ')}). Send a new reference for a new bet.`;
};

/**
 * Whether the account may track one more bet (its tier's place for bets and Starter's cap), inside the transaction
 * that locked the user's row. Every kind of bet (a single, a multiple, one typed in by hand) counts as one.
 */
export const assertCanTrack = async (txRepo: TBetsRepository, user: TBettor): Promise<void> => {
  const tracking = betTrackingFor(user.tier);
  if (tracking.where === 'device') {
    throw new AppError(
      'FORBIDDEN',
      'Free accounts keep bets on this device. Upgrade to Starter to track bets in your account.',
    );
  }
  if (tracking.limit !== null && (await txRepo.countForUser(user.id)) >= tracking.limit) {
    throw new AppError(
      'FORBIDDEN',
      `${lockedContentMessage(`bet tracking beyond ${tracking.limit} bets`, 'Monthly')} Starter tracks up to ${tracking.limit} bets in your account.`,
    );
  }
};

const UNKNOWN_SELECTION = 'There is no selection with that id to bet on';

/** Placing a tracked bet: every rule (tier, selection, price, return, limits) in the user's locked transaction. */
export const createPlacementService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const placeIn = async (
    tx: TTx,
    user: TBettor,
    body: TPlacement,
    now: Date,
  ): Promise<{ bet: TBet; created: boolean; tellThisInstance?: () => void }> => {
    const txRepo = createBetsRepository(tx);
    const onEntry = await txRepo.lockForPlacement(user.id, body.raceEntryId, now);
    if (body.clientRef) {
      const existing = await txRepo.findByClientRef(user.id, body.clientRef);
      if (existing) {
        const mismatch = clientRefMismatch(existing, body);
        if (mismatch) throw new AppError('CONFLICT', mismatch, { field: 'clientRef' });
        return { bet: toBetView(existing, now), created: false };
      }
    }
    await assertCanTrack(txRepo, user);
    // Issue 36: any runner of a race holding its whole field; on a race holding only tipped runners, a runner whose
    // tip the caller sees. A tip the caller may not see is left out as if there were none: on a whole field every
    // runner may be backed, so a refusal would point at the locked tip's horse.
    const visibleTips = onEntry.filter(
      (row) => row.accessLevel !== null && hasTierAccess(user.tier, row.accessLevel),
    );
    const entry = onEntry[0];
    // NOTE: an entry whose tips the caller may not see answers exactly like an unknown one.
    if (!entry || (!entry.fullField && visibleTips.length === 0))
      throw new AppError('BAD_REQUEST', UNKNOWN_SELECTION, { field: 'raceEntryId' });
    if (entry.result !== null)
      throw new AppError('BAD_REQUEST', 'That race has a result, so it can no longer be bet on', {
        field: 'raceEntryId',
      });
    if (entry.startsAt.getTime() <= now.getTime())
      throw new AppError('BAD_REQUEST', 'That race has started, so it can no longer be bet on', {
        field: 'raceEntryId',
      });
    // Issue 35: a horse withdrawn from the card (a non-runner) cannot be backed; a bet already on it is void.
    if (entry.withdrawnAt !== null)
      throw new AppError('BAD_REQUEST', `${entry.horse} is a non-runner, so it can no longer be bet on`, {
        field: 'raceEntryId',
      });
    // The contract checked the price; an import's items come through it too.
    const odds = priceOf(body);
    if (!odds) throw new AppError('BAD_REQUEST', ODDS_MESSAGE, { field: 'odds' });
    const priceType = body.priceType ?? 'taken';
    // The tip's price beside the member's, for the record's comparison (the tip at the same price if several).
    const tip =
      visibleTips.find(
        (t) => t.oddsNum !== null && t.oddsDen !== null && sameOdds({ num: t.oddsNum, den: t.oddsDen }, odds),
      ) ?? visibleTips[0];

    const stakePence = poundsToPence(body.stake);
    // An SP bet has no price yet, so nothing to promise: its potential return is 0 until it settles.
    const expected =
      priceType === 'sp' ? 0 : potentialReturn(body.type, stakePence, odds, placeTermsOf(entry));
    if (body.potentialReturn !== undefined && poundsToPence(body.potentialReturn) !== expected) {
      throw new AppError('BAD_REQUEST', `The potential return of this bet is ${formatPence(expected)}`, {
        field: 'potentialReturn',
      });
    }
    const totalStakePence = totalStake(body.type, stakePence);
    const refusal = await stakeRefusalFor(tx, user.id, entry.limits, totalStakePence, now);
    if (refusal) throw new AppError('FORBIDDEN', refusal);

    const announcement = changes.publishOnCommit(BETS_TOPIC, String(user.id));
    const stored = await txRepo.insert(
      {
        userId: user.id,
        kind: 'single',
        entryId: body.raceEntryId,
        type: body.type,
        oddsText: odds.text,
        oddsNum: odds.num,
        oddsDen: odds.den,
        priceType,
        bookmaker: bookmakerOf(body.bookmaker),
        tipOddsText: tip?.oddsText ?? null,
        tipOddsNum: tip?.oddsNum ?? null,
        tipOddsDen: tip?.oddsDen ?? null,
        stakePence,
        totalStakePence,
        potentialReturnPence: expected,
        clientRef: body.clientRef ?? null,
        createdAt: now,
      },
      announcement.expression,
    );
    return {
      bet: toBetView({ ...entry, ...stored, entryId: entry.entryId }, now),
      created: true,
      tellThisInstance: announcement.deliverHere,
    };
  };

  return {
    async place(user: TBettor, body: TPlaceBetBody, now: Date) {
      const placed = await db.transaction((tx) => placeIn(tx as TTx, user, body, now));
      placed.tellThisInstance?.();
      return { bet: placed.bet, created: placed.created };
    },

    /** Device bets offered on sign-in: each is placed under the same rules; refusals say why and stay on the device. */
    async importBets(user: TBettor, items: Array<TPlacement & { clientRef: string }>, now: Date) {
      const imported: string[] = [];
      const refused: Array<{ clientRef: string; reason: string }> = [];
      let tellThisInstance: (() => void) | undefined;
      for (const item of items) {
        try {
          // A device bet carries no potential return of its own: the server works it out.
          const placed = await db.transaction((tx) => placeIn(tx as TTx, user, item, now));
          tellThisInstance = placed.tellThisInstance ?? tellThisInstance;
          imported.push(item.clientRef);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ clientRef: item.clientRef, reason: error.message });
        }
      }
      tellThisInstance?.();
      return { imported, refused };
    },

    /** Called after a result commits: any user's bets may have settled. */
    settledEverywhere: () => changes.publish(BETS_TOPIC, '*'),
  };
};

export type TPlacementService = ReturnType<typeof createPlacementService>;
