import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCloseAccountBody } from '~/domain/account.contract';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { isSessionScopedQuery } from '~/web/lib/api/session-scoped';
import { apiDeleteWithBody } from '~/web/lib/api-client';

/** The export's address: a plain link downloads it (the server names the file). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** DELETE /api/account: with the current password; every session ends and the account's personal data goes. */
export const closeAccount = (body: TCloseAccountBody): Promise<void> =>
  apiDeleteWithBody<void>('/api/account', body);

export const useCloseAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    // NOTE: a wrong password counts against the sign-in throttle: never send it twice.
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      void queryClient.resetQueries({ predicate: isSessionScopedQuery });
    },
  });
};
