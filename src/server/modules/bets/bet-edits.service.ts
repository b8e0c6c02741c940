import { MANUAL_PLACE_TERMS, type TBet, type TEditBetBody, type TVoidBetBody } from '~/domain/bets.contract';
import { penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds, type TOdds } from '~/domain/odds';
import { potentialReturn, totalStake } from '~/domain/settlement';
import type { TTier } from '~/domain/tiers';
import type { TDb, TTx } from '../../db/client';
import type { TSqlExpression } from '../../db/notify';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { stakeRefusalFor } from '../limits/limits.service';
import { placeTermsOf } from '../tips/tip-views';
import { BETS_TOPIC } from './bet-settlement';
import { toBetView } from './bet-views';
import { createBetsRepository, type TBetRow, type TBetsRepository } from './bets.repository';
import { createMultipleBetsRepository } from './multiple-bets.repository';
import { priceMultiple } from './multiple-placement.service';
import { bookmakerOf } from './placement.service';

type TBettor = { id: number; tier: TTier };

const RACE_OFF_MESSAGE = "This bet's race is off, so it can no longer be changed";
const NO_BET = 'There is no bet with that id';

/** A bet's off: a single's race, a bet typed in by hand's own time, a multiple's earliest leg. */
const offOf = async (repo: TBetsRepository, bet: TBetRow): Promise<Date | null> =>
  bet.kind === 'multiple' ? repo.firstLegStartsAt(bet.id) : bet.startsAt;

/** What a bet would promise at this stake and price (0 for an SP bet, which has no price yet). */
const potentialOf = (bet: TBetRow, stakePence: number, odds: Pick<TOdds, 'num' | 'den'>): number => {
  if (bet.priceType === 'sp') return 0;
  if (bet.kind === 'manual') return potentialReturn(bet.type, stakePence, odds, MANUAL_PLACE_TERMS);
  if (bet.runners === null || bet.isHandicap === null) throw new Error('A single without its race');
  return potentialReturn(
    bet.type,
    stakePence,
    odds,
    placeTermsOf({ ...bet, runners: bet.runners, isHandicap: bet.isHandicap }),
  );
};

/** A multiple's whole stake and its return if every leg wins, at another stake per line. */
const multipleAtStake = async (tx: TTx, bet: TBetRow, stakePerLinePence: number) => {
  if (!bet.multipleType) throw new Error('A multiple without its type');
  const legs = await createMultipleBetsRepository(tx).listLegOutcomes([bet.id]);
  return priceMultiple(
    {
      type: bet.multipleType,
      eachWay: bet.type === 'Each Way',
      stakePerLinePence,
      legs: legs.map((leg) => ({ odds: { num: leg.oddsNum, den: leg.oddsDen }, terms: placeTermsOf(leg) })),
    },
    { remedy: 'lower the stake', field: 'stake' },
  );
};

/**
 * A member's corrections and voids of their own bets (issue 36), each audited in `bet_edits`. Every change runs in
 * a transaction that locks the user's row, then a single's runner for share, then the bet: the order placement and
 * settlement take them, so a change cannot cross a result or another placement.
 */
export const createBetEditsService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  /**
   * Runs `change` on one of the user's bets, locked, and answers the bet as it then is. Another user's bet answers
   * as no bet at all. `change` returns false when it changed nothing.
   */
  const changeBet = async (
    user: TBettor,
    betId: number,
    now: Date,
    change: (context: TChangeContext) => Promise<boolean>,
  ): Promise<TBet> => {
    const found = await createBetsRepository(db).findOwn(user.id, betId);
    if (!found) throw new AppError('NOT_FOUND', NO_BET);
    const done = await db.transaction(async (raw) => {
      const tx = raw as TTx;
      const repo = createBetsRepository(tx);
      const locked = await repo.lockUser(user.id, found.entryId);
      const bet = await repo.lockBet(user.id, betId);
      if (!locked || !bet) throw new AppError('NOT_FOUND', NO_BET);
      const announcement = changes.publishOnCommit(BETS_TOPIC, String(user.id));
      const changed = await change({
        repo,
        tx,
        bet,
        limits: locked.limits,
        announce: announcement.expression,
      });
      const row = changed ? await repo.findById(bet.id) : bet;
      if (!row) throw new Error('The bet was not found again');
      return { bet: toBetView(row, now), tellThisInstance: changed ? announcement.deliverHere : null };
    });
    done.tellThisInstance?.();
    return done.bet;
  };

  return {
    /** PATCH /api/bets/:id: an open bet's stake, price or bookmaker corrected before its off. */
    edit: (user: TBettor, betId: number, body: TEditBetBody, now: Date) =>
      changeBet(user, betId, now, async ({ repo, tx, bet, limits, announce }) => {
        const off = await offOf(repo, bet);
        if (off === null || off.getTime() <= now.getTime()) throw new AppError('CONFLICT', RACE_OFF_MESSAGE);
        if (bet.status !== 'Open')
          throw new AppError(
            'CONFLICT',
            `This bet is ${bet.status.toLowerCase()}, so it can no longer be changed`,
          );
        if (body.odds !== undefined && bet.priceType === 'sp')
          throw new AppError(
            'BAD_REQUEST',
            'An SP bet is settled at the starting price: it has no price to correct',
            {
              field: 'odds',
            },
          );
        if (bet.kind === 'multiple' && body.odds !== undefined)
          throw new AppError(
            'BAD_REQUEST',
            "A multiple's prices are its legs': correct them by voiding it and placing it again",
            { field: 'odds' },
          );
        const odds = body.odds === undefined ? null : parseFractionalOdds(body.odds);
        const next = {
          stakePence: body.stake === undefined ? bet.stakePence : poundsToPence(body.stake),
          odds: odds ?? { text: bet.oddsText, num: bet.oddsNum, den: bet.oddsDen },
          bookmaker: body.bookmaker === undefined ? bet.bookmaker : bookmakerOf(body.bookmaker),
        };
        const edits: Record<string, [unknown, unknown]> = {};
        if (next.stakePence !== bet.stakePence)
          edits.stake = [penceToPounds(bet.stakePence), penceToPounds(next.stakePence)];
        if (next.odds.num * bet.oddsDen !== bet.oddsNum * next.odds.den || next.odds.text !== bet.oddsText)
          edits.odds = [bet.oddsText, next.odds.text];
        if (next.bookmaker !== bet.bookmaker) edits.bookmaker = [bet.bookmaker, next.bookmaker];
        if (Object.keys(edits).length === 0) return false;

        // A multiple: the stake per line, on every line (and both parts each way), and what it returns if all win.
        const multiple = bet.kind === 'multiple' ? await multipleAtStake(tx, bet, next.stakePence) : null;
        const totalStakePence = multiple?.totalStakePence ?? totalStake(bet.type, next.stakePence);
        // Limits count the corrected stake: the increase as a stake placed now, the whole bet against the per-bet limit.
        const increase = totalStakePence - bet.totalStakePence;
        if (increase > 0) {
          const refusal = await stakeRefusalFor(tx, bet.userId, limits, increase, now, {
            perBetStakePence: totalStakePence,
          });
          if (refusal) throw new AppError('FORBIDDEN', refusal);
        }
        await repo.updateBet(
          bet.id,
          {
            stakePence: next.stakePence,
            totalStakePence,
            oddsText: next.odds.text,
            oddsNum: next.odds.num,
            oddsDen: next.odds.den,
            potentialReturnPence:
              multiple?.potentialReturnPence ?? potentialOf(bet, next.stakePence, next.odds),
            bookmaker: next.bookmaker,
            updatedAt: now,
          },
          announce,
        );
        await repo.insertEdit({ betId: bet.id, action: 'edit', changes: edits, at: now });
        return true;
      }),

    /**
     * POST /api/bets/:id/void: any of the member's bets not already void becomes Void, its stake returned, with their
     * reason. A later result never changes it (settlement skips bets the member voided).
     */
    void: (user: TBettor, betId: number, body: TVoidBetBody, now: Date) =>
      changeBet(user, betId, now, async ({ repo, bet, announce }) => {
        if (bet.status === 'Void') throw new AppError('CONFLICT', 'This bet is already void');
        await repo.updateBet(
          bet.id,
          {
            status: 'Void',
            actualReturnPence: bet.totalStakePence,
            settlement: null,
            settledAt: now,
            voidReason: body.reason,
            voidedAt: now,
            updatedAt: now,
          },
          announce,
        );
        await repo.insertEdit({
          betId: bet.id,
          action: 'void',
          changes: { status: [bet.status, 'Void'] },
          reason: body.reason,
          at: now,
        });
        return true;
      }),
  };
};

type TChangeContext = {
  repo: TBetsRepository;
  tx: TTx;
  bet: TBetRow;
  limits: NonNullable<Awaited<ReturnType<TBetsRepository['lockUser']>>>['limits'];
  /** The change feed's notification, to ride in the update's RETURNING list. */
  announce: TSqlExpression;
};

export type TBetEditsService = ReturnType<typeof createBetEditsService>;
