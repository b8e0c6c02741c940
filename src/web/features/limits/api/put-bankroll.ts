import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TBalance, ZBankrollBody } from '~/domain/limits.contract';
import { balanceQueryOptions } from '~/web/lib/api/get-balance';
import { apiRequest } from '~/web/lib/api-client';

export type TBankrollBody = z.infer<typeof ZBankrollBody>;

export const putBankroll = (body: TBankrollBody): Promise<TBalance> =>
  apiRequest<TBalance>('PUT', '/api/user/bankroll', body);

export const useSetBankroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBankroll,
    onSuccess: (balance) => queryClient.setQueryData(balanceQueryOptions().queryKey, balance),
  });
};
