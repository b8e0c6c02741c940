import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCheck } from '~/web/lib/api/admin-check';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiRequest } from '~/web/lib/api-client';

export type TAdminLoginBody = { username: string; password: string; code?: string };

/** POST /api/admin/login: success is judged by status only (spec 2 section 7). */
export const adminLogin = async (body: TAdminLoginBody): Promise<void> => {
  await apiRequest<unknown>('POST', '/api/admin/login', body);
};

export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    // NOTE: a wrong password must not be sent twice; the server throttles repeated failures.
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData<TAdminCheck>(QUERY_KEYS.adminCheck, { isAdmin: true });
      // The admin signed in as a user too: the header's session and the tip views change with it.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [scope, part] }) =>
          !(scope === 'admin' && part === 'check') && scope !== 'site',
      });
    },
  });
};
