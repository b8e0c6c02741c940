import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/web/lib/api-client';
import { meQueryOptions } from './get-me';
import { isSessionScopedQuery } from './session-scoped';

export const logout = async (): Promise<void> => {
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
