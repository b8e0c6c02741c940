import type { QueryClient } from '@tanstack/react-query';

/** Every admin tip query (lists and audit trails) starts with this key. */
export const adminTipsQueryKey = ['admin', 'tips'] as const;

/** The public tips screens (the tips feature) key their queries under 'tips'. */
export const publicTipsQueryKey = ['tips'] as const;

/** After any tip write: the admin lists and the public tips must both refetch. */
export const invalidateTipQueries = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTipsQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicTipsQueryKey }),
  ]);
