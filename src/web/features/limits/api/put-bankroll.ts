import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TBalance, ZBalance, type ZBankrollBody } from '~/domain/bets.contract';
import { apiRequest } from '~/web/lib/api-client';
import { balanceQueryOptions } from './get-balance';

export type TBankrollBody = z.infer<typeof ZBankrollBody>;

export const putBankroll = async (body: TBankrollBody): Promise<TBalance> =>
  ZBalance.parse(await apiRequest<unknown>('PUT', '/api/user/bankroll', body));

export const useSetBankroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBankroll,
    onSuccess: (balance) => queryClient.setQueryData(balanceQueryOptions().queryKey, balance),
  });
};
