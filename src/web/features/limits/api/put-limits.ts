import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimits, TPutLimitsBody } from '~/domain/limits.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiRequest } from '~/web/lib/api-client';
import { limitsQueryOptions } from './get-limits';

/** PUT /api/user/limits: a cut applies at once, a raise (or removal) comes back pending for 24 hours. */
export const putLimits = (body: TPutLimitsBody): Promise<TLimits> =>
  apiRequest<TLimits>('PUT', '/api/user/limits', body);

export const usePutLimits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLimits,
    onSuccess: (limits, body) => {
      queryClient.setQueryData(limitsQueryOptions().queryKey, limits);
      // A break hides live selections everywhere at once: who the viewer is (their break) and every tip list.
      if (body.timeOut || body.selfExcludeMonths) {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tips });
      }
    },
  });
};
