import type { z } from 'zod';
import type { TImportBetsResult, ZImportBetsBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';

export type TImportBetsBody = z.input<typeof ZImportBetsBody>;

/** POST /api/bets/import: device bets offered to the account; the answer says which were taken and why not. */
export const importDeviceBets = (body: TImportBetsBody): Promise<TImportBetsResult> =>
  apiRequest<TImportBetsResult>('POST', '/api/bets/import', body);
