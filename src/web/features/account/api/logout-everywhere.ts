import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/logout-everywhere: every session of the account ends, this one included. */
export const logoutEverywhere = async (): Promise<void> => {
  // This device's notifications stop first, while the session can still tell the account (the code loads only now;
  // a tab older than a release may not find it, and signing out goes on without it).
  await import('~/web/lib/push/push-notifications')
    .then((push) => push.stopPushBeforeSignOut())
    .catch(() => undefined);
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
