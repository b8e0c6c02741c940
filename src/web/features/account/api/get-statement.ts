import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TStatement } from '~/domain/statement.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

/** Under the bets' key: placing or settling a bet refreshes the statement with the rest of My Bets. */
export const statementQueryKey = (month: string | null) =>
  [...QUERY_KEYS.bets, 'statement', month ?? 'current'] as const;

/** GET /api/user/statement (`month` null: this UK month so far); `null` when signed out. */
export const getStatement = (
  month: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TStatement | null> =>
  apiGet<TStatement>(`/api/user/statement${month ? `?month=${encodeURIComponent(month)}` : ''}`, { signal });

export const statementQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: statementQueryKey(month),
    queryFn: ({ signal }) => getStatement(month, { signal }),
    // Another month keeps the one shown on screen until it arrives (the picker does not jump).
    placeholderData: keepPreviousData,
  });

export const useStatement = (month: string | null) => useQuery(statementQueryOptions(month));
