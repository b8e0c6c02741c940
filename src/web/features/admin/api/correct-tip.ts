import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCorrectTipBody } from '~/domain/tip-authoring.contract';
import { invalidateTipQueries } from '~/web/lib/api/create-tip';
import { apiRequest } from '~/web/lib/api-client';

export type TCorrectTipInput = { id: number; body: TCorrectTipBody };

/** PATCH /api/admin/tips/{id}: an audited correction of a published tip. */
export const correctTip = async ({ id, body }: TCorrectTipInput): Promise<void> => {
  await apiRequest<unknown>('PATCH', `/api/admin/tips/${id}`, body);
};

export const useCorrectTip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTip,
    retry: false,
    onSuccess: () => invalidateTipQueries(queryClient),
  });
};
