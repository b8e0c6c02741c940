import type { TPlaceBetBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';

/**
 * POST /api/bets: records one bet in the account. The server answers 201 with the bet, or 200 with the same bet
 * when this clientRef was already recorded, so a retry never duplicates.
 */
export const placeBet = (body: TPlaceBetBody): Promise<unknown> =>
  apiRequest<unknown>('POST', '/api/bets', body);
