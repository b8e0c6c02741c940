import type { TEditBetBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';
import { useBetWrite } from './use-bet-write';

/** PATCH /api/bets/:id: corrects an open bet's stake, price or bookmaker until its off (audited by the server). */
export const editBet = ({ id, body }: { id: number; body: TEditBetBody }) =>
  apiRequest<unknown>('PATCH', `/api/bets/${id}`, body);

export const useEditBet = () => useBetWrite(editBet);
