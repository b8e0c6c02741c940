import type { TSettledBetName } from '~/domain/alerts';
import type { TBetStatus } from '~/domain/bets.contract';
import type { TDbOrTx } from '../../db/client';

/** A bet whose settled status just changed (to Won, Placed, Lost or Void): a single's or a multiple's. */
export type TSettledBet = {
  id: number;
  userId: number;
  /** A single's horse, or a multiple's type. */
  name: TSettledBetName;
  status: Exclude<TBetStatus, 'Open'>;
  returnPence: number;
};

/** Called in the settlement's transaction for each bet that became settled (the alerts queue "Your bet settled"). */
export type TOnSettled = (tx: TDbOrTx, bet: TSettledBet, now: Date) => Promise<unknown>;

/**
 * One bet's (re-)settlement, single or multiple: nothing when its status, return and stored detail are already what
 * the result says (idempotent); else `write` stores them (`keepSettledAt`: a re-settlement under corrected rules keeps
 * when it was first settled), and `onSettled` hears of a status it did not have. Returns whether it wrote.
 */
export const applySettlement = async <TDetail>(
  tx: TDbOrTx,
  bet: {
    id: number;
    userId: number;
    status: TBetStatus;
    actualReturnPence: number | null;
    settledAt: Date | null;
    detail: TDetail | null;
  },
  next: { status: Exclude<TBetStatus, 'Open'>; returnPence: number; detail: TDetail } | null,
  write: (values: {
    status: TBetStatus;
    actualReturnPence: number | null;
    detail: TDetail | null;
    settledAt: Date | null;
  }) => Promise<unknown>,
  {
    name,
    now,
    keepSettledAt,
    onSettled,
  }: { name: TSettledBetName; now: Date; keepSettledAt: boolean; onSettled: TOnSettled | undefined },
): Promise<boolean> => {
  const status: TBetStatus = next?.status ?? 'Open';
  const actual = next?.returnPence ?? null;
  const detail = next?.detail ?? null;
  if (
    bet.status === status &&
    bet.actualReturnPence === actual &&
    JSON.stringify(bet.detail) === JSON.stringify(detail)
  )
    return false;
  await write({
    status,
    actualReturnPence: actual,
    detail,
    settledAt: next ? (keepSettledAt ? (bet.settledAt ?? now) : now) : null,
  });
  if (onSettled && next && next.status !== bet.status)
    await onSettled(
      tx,
      { id: bet.id, userId: bet.userId, name, status: next.status, returnPence: actual ?? 0 },
      now,
    );
  return true;
};
