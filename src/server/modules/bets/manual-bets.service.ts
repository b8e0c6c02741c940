import {
  MANUAL_BET_DAYS,
  MANUAL_PLACE_TERMS,
  type TBet,
  type TBetResultBody,
  type TManualBetBody,
} from '~/domain/bets.contract';
import { formatPence, penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds, sameOdds } from '~/domain/odds';
import { potentialReturn, type TBetStatus, type TSettlementDetail, totalStake } from '~/domain/settlement';
import type { TTier } from '~/domain/tiers';
import { shiftUkDate, ukDate, ukInstant } from '~/domain/uk-time';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { stakeRefusalFor } from '../limits/limits.service';
import { BETS_TOPIC } from './bet-settlement';
import { toBetView } from './bet-views';
import { createBetsRepository, type TBetRow } from './bets.repository';
import { assertCanTrack, bookmakerOf } from './placement.service';

type TBettor = { id: number; tier: TTier };

/** Is `date` (YYYY-MM-DD) a real calendar day? */
const isCalendarDate = (date: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
};

/** How a retry differs from the bet typed in by hand that its `clientRef` already recorded (null: the same). */
const manualMismatch = (existing: TBetRow, body: TManualBetBody): string | null => {
  const odds = parseFractionalOdds(body.odds);
  const same =
    existing.kind === 'manual' &&
    existing.horse === body.horse &&
    existing.racecourse === body.course &&
    existing.raceDate === body.raceDate &&
    existing.raceTime === body.raceTime &&
    existing.type === body.type &&
    existing.stakePence === poundsToPence(body.stake) &&
    odds !== null &&
    sameOdds({ num: existing.oddsNum, den: existing.oddsDen }, odds) &&
    existing.bookmaker === bookmakerOf(body.bookmaker);
  return same
    ? null
    : `This bet reference was already used for another bet (${existing.horse ?? 'a multiple'}, ${existing.type}, ${formatPence(existing.stakePence)} at ${existing.oddsText}). Send a new reference for a new bet.`;
};

/**
 * What a member's result makes of a bet typed in by hand: its status and return. Won returns what the price pays
 * (the potential return) unless the member says otherwise; Placed needs the return; a Win bet does not pay on a
 * place. Statuses follow settlement's: an each-way bet that only placed is Placed, anything returning nothing Lost.
 */
const memberSettlement = (
  bet: Pick<TBetRow, 'type' | 'totalStakePence' | 'potentialReturnPence'>,
  body: TBetResultBody,
): { status: TBetStatus; returnPence: number } => {
  const given = body.return === undefined ? null : poundsToPence(body.return);
  switch (body.result) {
    case 'Void':
      return { status: 'Void', returnPence: bet.totalStakePence };
    case 'Lost':
      return { status: 'Lost', returnPence: 0 };
    case 'Won': {
      const returnPence = given ?? bet.potentialReturnPence;
      return { status: returnPence === 0 ? 'Lost' : 'Won', returnPence };
    }
    case 'Placed': {
      if (bet.type === 'Win')
        throw new AppError(
          'BAD_REQUEST',
          'A win bet only pays when the horse wins: record it as Won or Lost',
          {
            field: 'result',
          },
        );
      const returnPence = given ?? 0;
      return {
        status: returnPence === 0 ? 'Lost' : bet.type === 'Each Way' ? 'Placed' : 'Won',
        returnPence,
      };
    }
  }
};

/** Bets typed in by hand on races not on our card (issue 36): placed under the same rules, settled by the member. */
export const createManualBetsService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => ({
  async place(user: TBettor, body: TManualBetBody, now: Date): Promise<{ bet: TBet; created: boolean }> {
    const today = ukDate(now);
    if (
      !isCalendarDate(body.raceDate) ||
      body.raceDate < shiftUkDate(today, -MANUAL_BET_DAYS) ||
      body.raceDate > shiftUkDate(today, MANUAL_BET_DAYS)
    )
      throw new AppError(
        'BAD_REQUEST',
        `The race date must be a real day within a year of today (${today})`,
        {
          field: 'raceDate',
        },
      );
    const odds = parseFractionalOdds(body.odds);
    if (!odds) throw new AppError('BAD_REQUEST', 'Odds must be a fraction such as 5/2', { field: 'odds' });
    const placed = await db.transaction(async (raw) => {
      const tx = raw as TTx;
      const repo = createBetsRepository(tx);
      const locked = await repo.lockUser(user.id);
      if (!locked) throw new AppError('UNAUTHORISED', 'Please sign in again');
      if (body.clientRef) {
        const existing = await repo.findByClientRef(user.id, body.clientRef);
        if (existing) {
          const mismatch = manualMismatch(existing, body);
          if (mismatch) throw new AppError('CONFLICT', mismatch, { field: 'clientRef' });
          return { bet: toBetView(existing, now), created: false };
        }
      }
      await assertCanTrack(repo, user);
      const stakePence = poundsToPence(body.stake);
      const totalStakePence = totalStake(body.type, stakePence);
      const refusal = await stakeRefusalFor(tx, user.id, locked.limits, totalStakePence, now);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const announcement = changes.publishOnCommit(BETS_TOPIC, String(user.id));
      const stored = await repo.insert(
        {
          userId: user.id,
          kind: 'manual',
          entryId: null,
          type: body.type,
          oddsText: odds.text,
          oddsNum: odds.num,
          oddsDen: odds.den,
          priceType: 'taken',
          bookmaker: bookmakerOf(body.bookmaker),
          stakePence,
          totalStakePence,
          potentialReturnPence: potentialReturn(body.type, stakePence, odds, MANUAL_PLACE_TERMS),
          manualCourse: body.course,
          manualRaceDate: body.raceDate,
          manualRaceTime: body.raceTime,
          manualStartsAt: ukInstant(body.raceDate, body.raceTime),
          manualHorse: body.horse,
          clientRef: body.clientRef ?? null,
          createdAt: now,
        },
        announcement.expression,
      );
      const row = await repo.findById(stored.id);
      if (!row) throw new Error('The bet was not stored');
      return { bet: toBetView(row, now), created: true, tellThisInstance: announcement.deliverHere };
    });
    placed.tellThisInstance?.();
    return { bet: placed.bet, created: placed.created };
  },

  /** The member settles (or corrects the result of) a bet typed in by hand, once its race is off. Audited. */
  async recordResult(user: TBettor, betId: number, body: TBetResultBody, now: Date): Promise<TBet> {
    const found = await createBetsRepository(db).findOwn(user.id, betId);
    if (!found) throw new AppError('NOT_FOUND', 'There is no bet with that id');
    const done = await db.transaction(async (raw) => {
      const tx = raw as TTx;
      const repo = createBetsRepository(tx);
      await repo.lockUser(user.id);
      const bet = await repo.lockBet(user.id, betId);
      if (!bet) throw new AppError('NOT_FOUND', 'There is no bet with that id');
      if (bet.kind !== 'manual')
        throw new AppError('CONFLICT', "This bet is settled from its race's result, not by hand");
      if (bet.voidedAt !== null) throw new AppError('CONFLICT', 'You voided this bet, so it stays void');
      if (bet.startsAt && bet.startsAt.getTime() > now.getTime())
        throw new AppError('CONFLICT', "This bet's race is not off yet, so it has no result to record");
      const { status, returnPence } = memberSettlement(bet, body);
      const detail: TSettlementDetail = {
        betType: bet.type,
        odds: [bet.oddsNum, bet.oddsDen],
        totalStakePence: bet.totalStakePence,
        returnPence,
        isVoid: status === 'Void',
        placeTerms: null,
        deadHeat: null,
        rule4Pence: 0,
        parts: [],
        memberResult: body.result,
      };
      const announcement = changes.publishOnCommit(BETS_TOPIC, String(user.id));
      await repo.updateBet(
        bet.id,
        { status, actualReturnPence: returnPence, settlement: detail, settledAt: now, updatedAt: now },
        announcement.expression,
      );
      await repo.insertEdit({
        betId: bet.id,
        action: 'result',
        changes: {
          status: [bet.status, status],
          return: [
            bet.actualReturnPence === null ? null : penceToPounds(bet.actualReturnPence),
            penceToPounds(returnPence),
          ],
        },
        at: now,
      });
      const row = await repo.findById(bet.id);
      if (!row) throw new Error('The bet was not found again');
      return { bet: toBetView(row, now), tellThisInstance: announcement.deliverHere };
    });
    done.tellThisInstance();
    return done.bet;
  },
});

export type TManualBetsService = ReturnType<typeof createManualBetsService>;
