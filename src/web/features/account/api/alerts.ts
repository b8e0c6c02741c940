import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertPreferences } from '~/domain/alerts.contract';
import { apiGet, apiRequest } from '~/web/lib/api-client';

export const alertsQueryKey = ['user', 'alerts'] as const;

/** GET /api/alerts: the member's alert switches, each by push and by e-mail. */
export const getAlerts = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TAlertPreferences>('/api/alerts', { signal });

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsQueryKey, queryFn: ({ signal }) => getAlerts({ signal }) });

export const useAlerts = () => useQuery(alertsQueryOptions());

/** PUT /api/alerts: every switch at once. */
export const putAlerts = (body: TAlertPreferences): Promise<TAlertPreferences> =>
  apiRequest<TAlertPreferences>('PUT', '/api/alerts', body);

export const usePutAlerts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlerts,
    onSuccess: (saved) => queryClient.setQueryData(alertsQueryOptions().queryKey, saved),
  });
};
