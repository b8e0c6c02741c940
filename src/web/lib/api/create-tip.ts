import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { ApiError, apiRequest } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

// NOTE: a 2xx is the whole answer the tip forms need. A tip the server took must never look like a failure (the
// first form would keep it on the device and send it a second time), so the body is not read.

/** POST /api/tips: both add-tip forms. */
export const postTip = async (body: TCreateTipBody): Promise<void> => {
  await apiRequest<unknown>('POST', '/api/tips', body);
};

/** POST /api/admin/tips: the admin panel's Add New Tip, and the first form's fallback. */
export const postAdminTip = async (body: TCreateTipBody): Promise<void> => {
  await apiRequest<unknown>('POST', '/api/admin/tips', body);
};

/** Answers that no second attempt can change: bad input or no admin session. */
const isFinalAnswer = (error: unknown) => error instanceof ApiError && [400, 401, 403].includes(error.status);

/** Spec 2 sections 7 and 8: when /api/tips does not answer ok, try /api/admin/tips. */
export const postTipWithFallback = async (body: TCreateTipBody): Promise<void> => {
  try {
    return await postTip(body);
  } catch (error) {
    if (isFinalAnswer(error)) throw error;
    return postAdminTip(body);
  }
};

/** A published tip changes the public tips, the track record and the admin lists. */
export const invalidateTipQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tips }),
    queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adminTips }),
  ]);

/**
 * Publishing a tip. NOTE: no automatic retry for any of them: a retried create after a lost answer would publish the
 * tip twice.
 */
const useTipMutation = (mutationFn: (body: TCreateTipBody) => Promise<void>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, retry: false, onSuccess: () => invalidateTipQueries(queryClient) });
};

/** The first form: the primary call with the admin fallback. */
export const useSubmitTip = () => useTipMutation(postTipWithFallback);
/** The standalone form: POST /api/tips only. */
export const useSubmitStandaloneTip = () => useTipMutation(postTip);
/** The admin panel. */
export const useCreateAdminTip = () => useTipMutation(postAdminTip);
