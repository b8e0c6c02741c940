import type { TVoidBetBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';
import { useBetWrite } from './use-bet-write';

/** POST /api/bets/:id/void: the member voids a bet with a reason; the stake is returned. */
export const voidBet = ({ id, body }: { id: number; body: TVoidBetBody }) =>
  apiRequest<unknown>('POST', `/api/bets/${id}/void`, body);

export const useVoidBet = () => useBetWrite(voidBet);
