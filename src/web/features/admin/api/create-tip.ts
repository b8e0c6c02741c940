import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { apiRequest } from '~/web/lib/api-client';
import { invalidateTipQueries } from './tip-queries';

/** POST /api/admin/tips: the admin panel's Add New Tip. */
export const createAdminTip = async (body: TCreateTipBody): Promise<void> => {
  await apiRequest<unknown>('POST', '/api/admin/tips', body);
};

export const useCreateAdminTip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminTip,
    // NOTE: a retried create after a lost answer would publish the tip twice.
    retry: false,
    onSuccess: () => invalidateTipQueries(queryClient),
  });
};
