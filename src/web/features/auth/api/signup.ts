import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeResponse, TSignupBody } from '~/domain/auth.contract';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

export const signup = (body: TSignupBody): Promise<TMeResponse> =>
  apiRequest<TMeResponse>('POST', '/api/auth/signup', body);

export const useSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    // NOTE: a retried signup would answer 409 for the account the first attempt created.
    retry: false,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      void queryClient.invalidateQueries({ predicate: isSessionScopedQuery });
    },
  });
};
