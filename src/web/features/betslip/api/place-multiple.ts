import type { TMultipleType } from '~/domain/multiple-bets';
import { apiRequest } from '~/web/lib/api-client';

/**
 * POST /api/bets/multiple (issue 36): `stakePerLine` in pounds, legs in different races at the prices taken.
 * NOTE: written out from the API the tracker's slices share; the server's zod body replaces it once it is on main.
 */
export type TPlaceMultipleBody = {
  type: TMultipleType;
  eachWay: boolean;
  stakePerLine: number;
  legs: Array<{ raceEntryId: number; odds: string }>;
  bookmaker?: string;
  clientRef?: string;
};

/** Records a multiple in the account; a retry with the same clientRef is answered with the same bet. */
export const placeMultiple = (body: TPlaceMultipleBody): Promise<unknown> =>
  apiRequest<unknown>('POST', '/api/bets/multiple', body);
