import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCheck } from '~/web/lib/api/admin-check';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiRequest } from '~/web/lib/api-client';

export const adminLogout = async (): Promise<void> => {
  await apiRequest<void>('POST', '/api/admin/logout');
};

export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    retry: false,
    // The panel closes whether or not the server answered (spec 2 section 8).
    onSettled: () => {
      queryClient.setQueryData<TAdminCheck>(QUERY_KEYS.adminCheck, { isAdmin: false });
      // NOTE: removed, not invalidated: the next admin must never glimpse this session's lists.
      queryClient.removeQueries({ queryKey: QUERY_KEYS.adminTips });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [scope] }) => scope !== 'admin' && scope !== 'site',
      });
    },
  });
};
