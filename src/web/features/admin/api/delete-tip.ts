import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTipPage } from '~/domain/admin-tips.contract';
import { toast } from '~/web/components/ui/use-toast';
import { invalidateTipQueries } from '~/web/lib/api/create-tip';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { ApiError, apiRequest } from '~/web/lib/api-client';
import { adminTipListsQueryKey } from './get-admin-tips';

/** DELETE /api/tips/{id}: 204, or 409 once the tip is part of the track record (resulted or race started). */
export const deleteTip = async (id: number): Promise<void> => {
  await apiRequest<void>('DELETE', `/api/tips/${id}`);
};

type TPageSnapshot = Array<[QueryKey, TAdminTipPage | null | undefined]>;

const withoutTip = (page: TAdminTipPage, id: number): TAdminTipPage => {
  const tips = page.tips.filter((tip) => tip.id !== id);
  return { ...page, tips, total: page.total - (page.tips.length - tips.length) };
};

/**
 * The tip leaves the view first (spec 2 section 4), but the answer is checked: a refusal puts the row back
 * with the server's reason. NOTE: the messages live here, not in the row, because the row unmounts as soon
 * as it is removed from view, and callbacks given to `mutate` die with it.
 */
export const useDeleteTip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTip,
    retry: false,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: adminTipListsQueryKey });
      const snapshot: TPageSnapshot = queryClient.getQueriesData<TAdminTipPage | null>({
        queryKey: adminTipListsQueryKey,
      });
      queryClient.setQueriesData<TAdminTipPage | null>({ queryKey: adminTipListsQueryKey }, (page) =>
        page ? withoutTip(page, id) : page,
      );
      return { snapshot };
    },
    onSuccess: () => {
      toast({ title: 'Tip has been deleted' });
      return invalidateTipQueries(queryClient);
    },
    onError: (error, _id, context) => {
      if (error instanceof ApiError) {
        for (const [queryKey, page] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, page);
        toast({ variant: 'destructive', title: 'Tip not deleted', description: error.userMessage });
        void invalidateTipQueries(queryClient);
        return;
      }
      toast({
        title: 'Notice',
        description:
          'Tip removed from view. The server could not be reached, so the delete is not confirmed: the tip comes back on the next refresh if it still exists.',
      });
      // NOTE: stale without refetching now (we are offline): the next refresh shows the truth.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminTips, refetchType: 'none' });
    },
  });
};
