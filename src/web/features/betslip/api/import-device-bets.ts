import type { z } from 'zod';
import { type TImportBetsResult, type ZImportBetsBody, ZImportBetsResult } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';

export type TImportBetsBody = z.input<typeof ZImportBetsBody>;

/** POST /api/bets/import: device bets offered to the account; the answer says which were taken and why not. */
export const importDeviceBets = async (body: TImportBetsBody): Promise<TImportBetsResult> =>
  ZImportBetsResult.parse(await apiRequest<unknown>('POST', '/api/bets/import', body));
