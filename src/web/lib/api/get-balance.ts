import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBalance } from '~/domain/limits.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** GET /api/user/balance: bankroll, settled profit, open stakes and balance in pence; null for a guest (401). */
export const getBalance = ({ signal }: { signal?: AbortSignal } = {}): Promise<TBalance | null> =>
  apiGet<TBalance>('/api/user/balance', { signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.balance, queryFn: ({ signal }) => getBalance({ signal }) });

export const useBalance = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...balanceQueryOptions(), enabled });
