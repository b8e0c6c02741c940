import type { TManualBetBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';
import { useBetWrite } from './use-bet-write';

/** POST /api/bets/manual: a single on a race not on our card, typed in by hand. */
export const addManualBet = (body: TManualBetBody) => apiRequest<unknown>('POST', '/api/bets/manual', body);

export const useAddManualBet = () => useBetWrite(addManualBet);
