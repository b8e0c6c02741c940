import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginBody, TMeResponse } from '~/domain/auth.contract';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

export const login = (body: TLoginBody): Promise<TMeResponse> =>
  apiRequest<TMeResponse>('POST', '/api/auth/login', body);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // NOTE: a wrong password must not be sent twice; the server rate-limits repeated failures.
    retry: false,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      // Tier-dependent data (tips, bets, limits) must refetch for the new user.
      void queryClient.invalidateQueries({ predicate: isSessionScopedQuery });
    },
  });
};
