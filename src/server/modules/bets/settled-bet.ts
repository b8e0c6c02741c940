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
