import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxList } from '~/domain/mail.contract';
import type { TAdminSubscribers } from '~/domain/payments.contract';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/admin/subscribers: members per plan, revenue by month and recent payments. */
export const getSubscribers = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TAdminSubscribers>('/api/admin/subscribers', { signal });

export const subscribersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'subscribers'] as const,
    queryFn: ({ signal }) => getSubscribers({ signal }),
  });

export const useSubscribers = () => useQuery(subscribersQueryOptions());

/** GET /api/admin/outbox: the latest e-mails (receipts, reminders, resets) and whether SMTP sends them. */
export const getOutbox = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TOutboxList>('/api/admin/outbox?limit=50', { signal });

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'outbox'] as const, queryFn: ({ signal }) => getOutbox({ signal }) });

export const useOutbox = () => useQuery(outboxQueryOptions());
