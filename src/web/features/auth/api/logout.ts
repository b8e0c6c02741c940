import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

export const logout = async (): Promise<void> => {
  // This device's notifications stop first, while the session can still tell the account (the code loads only now;
  // a tab older than a release may not find it, and signing out goes on without it).
  await import('~/web/lib/push/push-notifications')
    .then((push) => push.stopPushBeforeSignOut())
    .catch(() => undefined);
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
