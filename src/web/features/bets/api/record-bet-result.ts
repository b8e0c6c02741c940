import type { TBetResultBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';
import { useBetWrite } from './use-bet-write';

/** POST /api/bets/:id/result: the member settles a bet they typed in by hand, after its off. */
export const recordBetResult = ({ id, body }: { id: number; body: TBetResultBody }) =>
  apiRequest<unknown>('POST', `/api/bets/${id}/result`, body);

export const useRecordBetResult = () => useBetWrite(recordBetResult);
