import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { invalidateBetQueries } from '~/web/lib/api/invalidate-bet-queries';
import { getDeviceBets, useDeviceBets } from '~/web/lib/device-bets';
import { syncPendingBets } from './sync-pending-bets';
import { announceSync } from './sync-toasts';

export const PENDING_RETRY_MS = 60_000;

/**
 * Honest failure (DESIGN.md): bets kept on the device after a failed save are sent again on app start (and sign-in),
 * when the browser comes back online, and every minute while any wait. Only for accounts that track bets.
 */
export const usePendingBetsRetry = (isEnabled: boolean) => {
  const queryClient = useQueryClient();
  const hasPending = useDeviceBets().some((bet) => bet.pendingSync);
  const retry = useCallback(() => {
    void syncPendingBets().then((result) => {
      if (result.synced.length > 0) void invalidateBetQueries(queryClient);
      announceSync(result);
    });
  }, [queryClient]);

  useEffect(() => {
    if (!isEnabled) return;
    if (getDeviceBets().some((bet) => bet.pendingSync)) retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [isEnabled, retry]);

  useEffect(() => {
    if (!isEnabled || !hasPending) return;
    const timer = window.setInterval(retry, PENDING_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [isEnabled, hasPending, retry]);
};
