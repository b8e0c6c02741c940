import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';
import { stopPushOnSignOut } from '~/web/lib/push/stop-push-on-sign-out';

export const logout = async (): Promise<void> => {
  await stopPushOnSignOut();
  await apiRequest<void>('POST', '/api/auth/logout');
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      // NOTE: reset, not just invalidate: the signed-out view must never show the previous user's bets or
      // premium tips, even for the moment a refetch takes.
      void queryClient.resetQueries({ predicate: isSessionScopedQuery });
    },
  });
};
