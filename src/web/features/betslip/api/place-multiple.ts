import type { TPlaceMultipleRequest } from '~/domain/multiple-bet.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/bets/multiple (issue 36): `stakePerLine` in pounds, legs in different races at the prices taken. */
export type TPlaceMultipleBody = TPlaceMultipleRequest;

/** Records a multiple in the account; a retry with the same clientRef is answered with the same bet. */
export const placeMultiple = (body: TPlaceMultipleBody): Promise<unknown> =>
  apiRequest<unknown>('POST', '/api/bets/multiple', body);
