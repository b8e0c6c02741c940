import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMeResponse, TSignupResponse, TVerifyEmailBody } from '~/domain/auth.contract';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/verify-email: confirms the address with the e-mailed token and signs the account in. */
export const verifyEmail = (body: TVerifyEmailBody): Promise<TMeResponse> =>
  apiRequest<TMeResponse>('POST', '/api/auth/verify-email', body);

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // NOTE: a token works once: a retry after a lost answer would be refused as used.
    retry: false,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      void queryClient.invalidateQueries({ predicate: isSessionScopedQuery });
    },
  });
};

/** POST /api/auth/verify-email/resend: a new confirmation link for the signed-in account. */
export const resendVerification = (): Promise<TSignupResponse> =>
  apiRequest<TSignupResponse>('POST', '/api/auth/verify-email/resend');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification, retry: false });
