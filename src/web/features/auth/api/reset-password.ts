import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResetPasswordBody } from '~/domain/auth.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/reset-password: sets the password with the e-mailed token; every session of the account ends. */
export const resetPassword = (body: TResetPasswordBody): Promise<void> =>
  apiRequest<void>('POST', '/api/auth/reset-password', body);

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // NOTE: a token works once: a retry after a lost answer would be refused as used.
    retry: false,
    onSuccess: () => {
      // This browser may have been signed in to the account: its session has ended with the others.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
      void queryClient.invalidateQueries({ predicate: isSessionScopedQuery });
    },
  });
};
