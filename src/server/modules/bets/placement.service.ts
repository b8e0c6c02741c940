import { betTrackingFor } from '~/domain/bet-tracking';
import type { TBet, TPlaceBetBody } from '~/domain/bets.contract';
import { formatPence, penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds, sameOdds } from '~/domain/odds';
import { potentialReturn, totalStake } from '~/domain/settlement';
import { hasTierAccess, lockedContentMessage, type TTier } from '~/domain/tiers';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { stakeRefusalFor } from '../limits/limits.service';
import { placeTermsOf } from '../tips/tip-views';
import { BETS_TOPIC } from './bet-settlement';
import { toBetView } from './bet-views';
import { createBetsRepository, type TBetRow } from './bets.repository';

type TBettor = { id: number; tier: TTier };

/**
 * How a retry differs from the bet its `clientRef` already recorded (null: the same bet, answered again). A
 * reference names one bet: sending it with another selection, type, stake or price is a mistake to point out, not
 * a retry to answer with the original.
 */
const clientRefMismatch = (existing: TBetRow, body: TPlaceBetBody): string | null => {
  const differences: string[] = [];
  if (existing.entryId !== body.raceEntryId) differences.push(`on ${existing.horse}, another selection`);
  if (existing.type !== body.type) differences.push(`a ${existing.type} bet, not ${body.type}`);
  const stakePence = poundsToPence(body.stake);
  if (existing.stakePence !== stakePence)
    differences.push(`a stake of ${formatPence(existing.stakePence)}, not ${formatPence(stakePence)}`);
  const odds = parseFractionalOdds(body.odds);
  if (!odds || !sameOdds({ num: existing.oddsNum, den: existing.oddsDen }, odds))
    differences.push(`at ${existing.oddsText}, not ${body.odds}`);
  return differences.length === 0
    ? null
    : `This bet reference was already used for another bet (${differences.join('; ')}). Send a new reference for a new bet.`;
};

/** Placing a tracked bet: every rule (tier, selection, price, return, limits) in the user's locked transaction. */
export const createPlacementService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const repo = createBetsRepository(db);

  const placeIn = async (
    tx: TTx,
    user: TBettor,
    body: TPlaceBetBody,
    now: Date,
  ): Promise<{ bet: TBet; created: boolean; tellThisInstance?: () => void }> => {
    const txRepo = createBetsRepository(tx);
    const tracking = betTrackingFor(user.tier);
    const onEntry = await txRepo.lockForPlacement(user.id, body.raceEntryId, now);
    if (body.clientRef) {
      const existing = await txRepo.findByClientRef(user.id, body.clientRef);
      if (existing) {
        const mismatch = clientRefMismatch(existing, body);
        if (mismatch) throw new AppError('CONFLICT', mismatch, { field: 'clientRef' });
        return { bet: toBetView(existing), created: false };
      }
    }
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
    const tipsOnEntry = onEntry.filter((t) => hasTierAccess(user.tier, t.accessLevel));
    const entry = tipsOnEntry[0];
    // NOTE: an entry whose tips the caller may not see answers exactly like an unknown one.
    if (!entry)
      throw new AppError('BAD_REQUEST', 'There is no selection with that id to bet on', {
        field: 'raceEntryId',
      });
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
    const odds = parseFractionalOdds(body.odds);
    const tip = odds
      ? tipsOnEntry.find((t) => sameOdds({ num: t.oddsNum, den: t.oddsDen }, odds))
      : undefined;
    if (!odds || !tip)
      throw new AppError('BAD_REQUEST', `The odds are now ${entry.oddsText}`, { field: 'odds' });

    const stakePence = poundsToPence(body.stake);
    const expected = potentialReturn(body.type, stakePence, odds, placeTermsOf(entry));
    if (poundsToPence(body.potentialReturn) !== expected) {
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
        entryId: body.raceEntryId,
        type: body.type,
        oddsText: tip.oddsText,
        oddsNum: odds.num,
        oddsDen: odds.den,
        stakePence,
        totalStakePence,
        potentialReturnPence: expected,
        clientRef: body.clientRef ?? null,
        createdAt: now,
      },
      announcement.expression,
    );
    return {
      bet: toBetView({ ...entry, ...stored, entryId: entry.entryId }),
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
    async importBets(
      user: TBettor,
      items: Array<Omit<TPlaceBetBody, 'potentialReturn'> & { clientRef: string }>,
      now: Date,
    ) {
      const imported: string[] = [];
      const refused: Array<{ clientRef: string; reason: string }> = [];
      let tellThisInstance: (() => void) | undefined;
      for (const item of items) {
        const odds = parseFractionalOdds(item.odds);
        try {
          const found = odds ? await repo.findEntryForBet(item.raceEntryId, now) : [];
          const terms = found[0] ? placeTermsOf(found[0]) : null;
          const expected =
            odds && terms ? potentialReturn(item.type, poundsToPence(item.stake), odds, terms) : 0;
          const placed = await db.transaction((tx) =>
            placeIn(tx as TTx, user, { ...item, potentialReturn: penceToPounds(expected) }, now),
          );
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
