import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStatementEmailSetting } from '~/domain/statement.contract';
import { apiGet, apiRequest } from '~/web/lib/api-client';

export const statementEmailQueryKey = ['user', 'statement-email'] as const;

/** GET /api/user/statement/email: whether the member is e-mailed their statement each month; `null` when signed out. */
export const getStatementEmail = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TStatementEmailSetting>('/api/user/statement/email', { signal });

export const statementEmailQueryOptions = () =>
  queryOptions({ queryKey: statementEmailQueryKey, queryFn: ({ signal }) => getStatementEmail({ signal }) });

export const useStatementEmail = () => useQuery(statementEmailQueryOptions());

/** PUT /api/user/statement/email. */
export const putStatementEmail = (body: TStatementEmailSetting): Promise<TStatementEmailSetting> =>
  apiRequest<TStatementEmailSetting>('PUT', '/api/user/statement/email', body);

export const usePutStatementEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putStatementEmail,
    onSuccess: (setting) => queryClient.setQueryData(statementEmailQueryOptions().queryKey, setting),
  });
};
