import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/web/lib/api-client';
import { adminCheckQueryKey, type TAdminCheck } from './admin-check';
import { adminTipsQueryKey } from './tip-queries';

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
      queryClient.setQueryData<TAdminCheck>(adminCheckQueryKey, { isAdmin: false });
      // NOTE: removed, not invalidated: the next admin must never glimpse this session's lists.
      queryClient.removeQueries({ queryKey: adminTipsQueryKey });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [scope] }) => scope !== 'admin' && scope !== 'site',
      });
    },
  });
};
