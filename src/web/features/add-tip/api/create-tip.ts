import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { ApiError, apiRequest } from '~/web/lib/api-client';

// NOTE: a 2xx is the whole answer these forms need. The body is not parsed: a tip the server took must
// never look like a failure (the first form would keep it on the device and send it a second time).

/** POST /api/tips: both add-tip forms. */
export const postTip = async (body: TCreateTipBody): Promise<void> => {
  await apiRequest<unknown>('POST', '/api/tips', body);
};

/** POST /api/admin/tips: the first form's fallback. */
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

/** A published tip changes the public tips and the admin lists. */
const useInvalidateTips = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['tips'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'tips'] }),
    ]);
};

/** The first form: primary call with the admin fallback. NOTE: no automatic retry; a lost answer could publish twice. */
export const useSubmitTip = () => {
  const invalidateTips = useInvalidateTips();
  return useMutation({ mutationFn: postTipWithFallback, retry: false, onSuccess: invalidateTips });
};

/** The standalone form: POST /api/tips only. */
export const useSubmitStandaloneTip = () => {
  const invalidateTips = useInvalidateTips();
  return useMutation({ mutationFn: postTip, retry: false, onSuccess: invalidateTips });
};
