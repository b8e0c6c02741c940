import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetResultBody } from '~/domain/tip-authoring.contract';
import { invalidateTipQueries } from '~/web/lib/api/create-tip';
import { apiRequest } from '~/web/lib/api-client';

export type TSetTipResultInput = { id: number; body: TSetResultBody };

/** PATCH /api/admin/tips/{id}/result: records (or, with a reason, corrects) a result. */
export const setTipResult = async ({ id, body }: TSetTipResultInput): Promise<void> => {
  await apiRequest<unknown>('PATCH', `/api/admin/tips/${id}/result`, body);
};

export const useSetTipResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTipResult,
    retry: false,
    onSuccess: () => invalidateTipQueries(queryClient),
  });
};
