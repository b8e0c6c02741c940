import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TRecoveryCodes,
  TTwoFactorChangeBody,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '~/domain/two-factor.contract';
import { apiGet, apiRequest } from '~/web/lib/api-client';

const twoFactorKey = ['admin', 'two-factor'] as const;

/** GET /api/admin/two-factor: whether two-factor sign-in is on, and how many recovery codes are left. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => apiGet<TTwoFactorStatus>('/api/admin/two-factor', { signal }),
  });
export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions());

/** The calls that change it (an app code and the current password); each refreshes the status when it settles. None is retried (codes are single-use). */
const useTwoFactorMutation = <TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
};

export const useBeginTwoFactorSetup = () =>
  useTwoFactorMutation(() => apiRequest<TTwoFactorSetup>('POST', '/api/admin/two-factor/setup'));
export const useEnableTwoFactor = () =>
  useTwoFactorMutation((body: TTwoFactorChangeBody) =>
    apiRequest<TRecoveryCodes>('POST', '/api/admin/two-factor/enable', body),
  );
export const useDisableTwoFactor = () =>
  useTwoFactorMutation((body: TTwoFactorChangeBody) =>
    apiRequest<void>('POST', '/api/admin/two-factor/disable', body),
  );
export const useRenewRecoveryCodes = () =>
  useTwoFactorMutation((body: TTwoFactorChangeBody) =>
    apiRequest<TRecoveryCodes>('POST', '/api/admin/two-factor/recovery-codes', body),
  );
