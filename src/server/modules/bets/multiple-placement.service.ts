import { betTrackingFor } from '~/domain/bet-tracking';
import { MAX_RETURN_POUNDS, type TBet } from '~/domain/bets.contract';
import { selectionsProblem } from '~/domain/calculators/bet-types';
import { formatPence, poundsToPence } from '~/domain/money';
import type { TPlaceMultipleBody } from '~/domain/multiple-bet.contract';
import {
  multipleLineCount,
  multiplePotentialReturnPence,
  multipleTotalStakePence,
  type TMultipleInput,
  type TMultipleLeg,
} from '~/domain/multiple-settlement';
import { sameOdds } from '~/domain/odds';
import { hasTierAccess, lockedContentMessage, type TTier } from '~/domain/tiers';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { stakeRefusalFor } from '../limits/limits.service';
import { placeTermsOf } from '../tips/tip-views';
import { BETS_TOPIC } from './bet-settlement';
import { toBetView } from './bet-views';
import { createBetsRepository } from './bets.repository';
import { createMultipleBetsRepository, type TBetLegRow } from './multiple-bets.repository';

type TBettor = { id: number; tier: TTier };

/** The most a multiple may return, in pence: what any single bet may. */
const MAX_RETURN_PENCE = MAX_RETURN_POUNDS * 100;

/**
 * A multiple's whole stake (every line, both parts each way) and its return if every leg wins, at `stakePerLinePence`
 * on legs at their prices and each-way terms. A return over MAX_RETURN_PENCE is refused with 400 on `field`, saying
 * what the member can lower (`remedy`): placement and a correction of the stake per line both price it here.
 */
export const priceMultiple = (
  multiple: {
    type: TMultipleInput['type'];
    eachWay: boolean;
    stakePerLinePence: number;
    legs: ReadonlyArray<{ odds: TMultipleLeg['odds']; terms: TMultipleLeg['terms'] }>;
  },
  { remedy, field }: { remedy: string; field: string },
) => {
  const potentialReturnPence = multiplePotentialReturnPence({
    ...multiple,
    legs: multiple.legs.map((leg) => ({
      ...leg,
      result: null,
      deadHeat: null,
      deadHeatPosition: null,
      rule4Pence: 0,
    })),
  });
  if (potentialReturnPence > MAX_RETURN_PENCE)
    throw new AppError(
      'BAD_REQUEST',
      `This multiple could return more than ${formatPence(MAX_RETURN_PENCE)}, more than any bet can: ${remedy}`,
      { field },
    );
  return {
    potentialReturnPence,
    totalStakePence: multipleTotalStakePence(
      multiple.type,
      multiple.legs.length,
      multiple.eachWay,
      multiple.stakePerLinePence,
    ),
  };
};

type TLegEntry = Awaited<
  ReturnType<ReturnType<typeof createMultipleBetsRepository>['findLegEntries']>
>[number];

const legError = (index: number, field: 'raceEntryId' | 'odds', message: string) =>
  new AppError('BAD_REQUEST', `Leg ${index + 1}: ${message}`, { field: `legs.${index}.${field}` });

/**
 * How a retry differs from the multiple its `clientRef` already recorded (null: the same bet, answered again). A
 * reference names one bet: sent with another bet it is a mistake to point out, not a retry.
 */
const clientRefMismatch = (
  existing: { kind: string; multipleType: string | null; type: string; stakePence: number },
  legs: readonly TBetLegRow[],
  body: TPlaceMultipleBody,
): string | null => {
  const isSame =
    existing.kind === 'multiple' &&
    existing.multipleType === body.type &&
    (existing.type === 'Each Way') === body.eachWay &&
    existing.stakePence === poundsToPence(body.stakePerLine) &&
    legs.length === body.legs.length &&
    legs.every(
      (leg, index) =>
        leg.entryId === body.legs[index]?.raceEntryId && leg.oddsText === body.legs[index]?.odds.text,
    );
  return isSame
    ? null
    : 'This bet reference was already used for another bet. Send a new reference for a new bet.';
};

/** Placing a tracked multiple: every rule (tier, legs, prices, limits) in the user's locked transaction. */
export const createMultiplePlacementService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  /** The bet as the API shows it, with its legs. */
  const viewOf = async (tx: TTx, id: number, now: Date): Promise<TBet> => {
    const row = await createBetsRepository(tx).findById(id);
    if (!row) throw new Error('The bet was not found');
    const legs = await createMultipleBetsRepository(tx).legsByBet([id]);
    return toBetView(row, now, legs.get(id));
  };

  /** Each leg's runner, if the member may back it now: the runner of a whole field or of a tip they can see. */
  const checkLegs = (user: TBettor, body: TPlaceMultipleBody, found: readonly TLegEntry[], now: Date) => {
    const races = new Set<number>();
    return body.legs.map((leg, index) => {
      const rows = found.filter((row) => row.entryId === leg.raceEntryId);
      const visibleTips = rows.filter(
        (row) => row.tipAccessLevel !== null && hasTierAccess(user.tier, row.tipAccessLevel),
      );
      const entry = rows[0];
      // NOTE: a runner only known from a tip the caller may not see answers exactly like an unknown one.
      if (!entry || (!entry.fullField && visibleTips.length === 0))
        throw legError(index, 'raceEntryId', 'There is no selection with that id to bet on');
      if (entry.result !== null)
        throw legError(index, 'raceEntryId', 'That race has a result, so it can no longer be bet on');
      if (entry.startsAt.getTime() <= now.getTime())
        throw legError(index, 'raceEntryId', 'That race has started, so it can no longer be bet on');
      if (entry.withdrawnAt !== null)
        throw legError(index, 'raceEntryId', `${entry.horse} is a non-runner, so it can no longer be bet on`);
      if (races.has(entry.raceId))
        throw legError(index, 'raceEntryId', 'Each leg of a multiple must be in a different race');
      races.add(entry.raceId);
      // The record's comparison: the tip's price beside the price taken (the tip at that price, else the first).
      const tip =
        visibleTips.find((row) =>
          sameOdds({ num: row.tipOddsNum ?? 0, den: row.tipOddsDen ?? 1 }, leg.odds),
        ) ?? visibleTips[0];
      return { leg, entry, tipOddsText: tip?.tipOddsText ?? null };
    });
  };

  const placeIn = async (
    tx: TTx,
    user: TBettor,
    body: TPlaceMultipleBody,
    now: Date,
  ): Promise<{ bet: TBet; created: boolean; tellThisInstance?: () => void }> => {
    const repo = createMultipleBetsRepository(tx);
    const bettor = await repo.lockBettor(user.id);
    if (!bettor) throw new AppError('UNAUTHORISED', 'Sign in to continue');
    if (body.clientRef) {
      const existing = await repo.findByClientRef(user.id, body.clientRef);
      if (existing) {
        const legs = (await repo.legsByBet([existing.id])).get(existing.id) ?? [];
        const mismatch = clientRefMismatch(existing, legs, body);
        if (mismatch) throw new AppError('CONFLICT', mismatch, { field: 'clientRef' });
        return { bet: await viewOf(tx, existing.id, now), created: false };
      }
    }
    const tracking = betTrackingFor(user.tier);
    if (tracking.where === 'device') {
      throw new AppError(
        'FORBIDDEN',
        'Free accounts keep bets on this device. Upgrade to Starter to track bets in your account.',
      );
    }
    // A multiple is one bet toward Starter's cap, however many lines it has.
    if (tracking.limit !== null && (await createBetsRepository(tx).countForUser(user.id)) >= tracking.limit) {
      throw new AppError(
        'FORBIDDEN',
        `${lockedContentMessage(`bet tracking beyond ${tracking.limit} bets`, 'Monthly')} Starter tracks up to ${tracking.limit} bets in your account.`,
      );
    }
    const problem = selectionsProblem(body.type, body.legs.length);
    if (problem) throw new AppError('BAD_REQUEST', `${problem}.`, { field: 'legs' });
    const found = await repo.findLegEntries(
      body.legs.map((leg) => leg.raceEntryId),
      now,
    );
    const legs = checkLegs(user, body, found, now);

    const stakePence = poundsToPence(body.stakePerLine);
    const { potentialReturnPence, totalStakePence } = priceMultiple(
      {
        type: body.type,
        eachWay: body.eachWay,
        stakePerLinePence: stakePence,
        legs: legs.map(({ leg, entry }) => ({ odds: leg.odds, terms: placeTermsOf(entry) })),
      },
      { remedy: 'lower the stake or the prices', field: 'stakePerLine' },
    );
    const refusal = await stakeRefusalFor(tx, user.id, bettor.limits, totalStakePence, now);
    if (refusal) throw new AppError('FORBIDDEN', refusal);

    const announcement = changes.publishOnCommit(BETS_TOPIC, String(user.id));
    const id = await repo.insert(
      {
        userId: user.id,
        kind: 'multiple',
        entryId: null,
        type: body.eachWay ? 'Each Way' : 'Win',
        // A multiple has no one price: its text lists the legs' prices, and 0/1 keeps it out of any price figure.
        oddsText: legs.map(({ leg }) => leg.odds.text).join(', '),
        oddsNum: 0,
        oddsDen: 1,
        stakePence,
        totalStakePence,
        potentialReturnPence,
        multipleType: body.type,
        lineCount: multipleLineCount(body.type, legs.length),
        bookmaker: body.bookmaker ?? null,
        clientRef: body.clientRef ?? null,
        createdAt: now,
      },
      legs.map(({ leg, tipOddsText }, position) => ({
        position,
        entryId: leg.raceEntryId,
        oddsText: leg.odds.text,
        oddsNum: leg.odds.num,
        oddsDen: leg.odds.den,
        tipOddsText,
      })),
      announcement.expression,
    );
    return { bet: await viewOf(tx, id, now), created: true, tellThisInstance: announcement.deliverHere };
  };

  return {
    async place(user: TBettor, body: TPlaceMultipleBody, now: Date) {
      const placed = await db.transaction((tx) => placeIn(tx as TTx, user, body, now));
      placed.tellThisInstance?.();
      return { bet: placed.bet, created: placed.created };
    },
  };
};

export type TMultiplePlacementService = ReturnType<typeof createMultiplePlacementService>;
