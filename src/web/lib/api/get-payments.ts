import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentRecord } from '~/domain/payments.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/payments: the signed-in user's payment history (newest first). */
export const getPayments = async ({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TPaymentRecord[] | null> =>
  (await apiGet<{ payments: TPaymentRecord[] }>('/api/payments', { signal }))?.payments ?? null;

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.payments, queryFn: ({ signal }) => getPayments({ signal }) });

export const usePayments = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...paymentsQueryOptions(), enabled });
