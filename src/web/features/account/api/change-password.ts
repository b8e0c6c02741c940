import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordBody, TMeResponse } from '~/domain/auth.contract';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/auth/password: every other session ends; this browser gets a fresh one. */
export const changePassword = (body: TChangePasswordBody): Promise<TMeResponse> =>
  apiRequest<TMeResponse>('POST', '/api/auth/password', body);

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // NOTE: a wrong current password counts against the sign-in throttle: never send it twice.
    retry: false,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
};
