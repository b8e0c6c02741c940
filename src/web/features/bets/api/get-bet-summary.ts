import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TBetSummary, ZBetSummary } from '~/domain/bets.contract';
import { apiGet } from '~/web/lib/api-client';

export const betSummaryQueryKey = ['bets', 'summary'] as const;

/** The figures above My Bets (GET /api/bets/summary); `null` for a guest. */
export const getBetSummary = async ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TBetSummary | null> => {
  const body = await apiGet<unknown>('/api/bets/summary', { signal });
  return body === null ? null : ZBetSummary.parse(body);
};

export const betSummaryQueryOptions = () =>
  queryOptions({
    queryKey: betSummaryQueryKey,
    queryFn: ({ signal }) => getBetSummary({ signal }),
  });

export const useBetSummary = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...betSummaryQueryOptions(), enabled: isEnabled });

/** The CSV of the account's bets (a download, not a query). */
export const BETS_EXPORT_URL = '/api/bets/export.csv';
