import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TBalance, ZBalance } from '~/domain/bets.contract';
import { apiGet } from '~/web/lib/api-client';

export const balanceQueryKey = ['user', 'balance'] as const;

/** Bankroll, settled profit, open stakes and balance in pence (GET /api/user/balance); `null` when signed out. */
export const getBalance = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TBalance | null> => {
  const body = await apiGet<unknown>('/api/user/balance', { signal });
  return body === null ? null : ZBalance.parse(body);
};

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: ({ signal }) => getBalance({ signal }) });

export const useBalance = () => useQuery(balanceQueryOptions());
