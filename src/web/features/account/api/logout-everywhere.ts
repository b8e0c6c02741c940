import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';
import { stopPushOnSignOut } from '~/web/lib/push/stop-push-on-sign-out';

/** POST /api/auth/logout-everywhere: every session of the account ends, this one included. */
export const logoutEverywhere = async (): Promise<void> => {
  await stopPushOnSignOut();
  await apiRequest<void>('POST', '/api/auth/logout-everywhere');
};

export const useLogoutEverywhere = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      void queryClient.resetQueries({ predicate: isSessionScopedQuery });
    },
  });
};
