import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { formatUkClock, formatUkClockOnDay } from '~/domain/uk-date-format';
import { ukDate } from '~/domain/uk-time';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { oldestCopyOf, useOldestCopyOf } from '~/web/lib/offline-copy';
import { useIsOnline } from '~/web/lib/use-is-online';
import { useNow } from '~/web/lib/use-now';

/** The bet lists and summary: the reads My Bets shows a stored copy of when offline. */
const BETS_API = '/api/bets';

/** "You're offline: showing your bets as last loaded at 14:32." (with the day when it was not today, UK time). */
export const offlineCopyLine = (storedAt: Date, now: Date): string =>
  `You're offline: showing your bets as last loaded at ${
    ukDate(storedAt) === ukDate(now) ? formatUkClock(storedAt) : formatUkClockOnDay(storedAt)
  }.`;

/** What happens to a bet recorded while offline: queued for the account, or kept on the device as always. */
export const offlineLine = (tracksInAccount: boolean): string =>
  tracksInAccount
    ? "You're offline: bets you record now are kept on this device and sent to your account when you're back online."
    : "You're offline: bets you record are saved on this device as usual.";

/**
 * My Bets' offline state: says when the bets shown are the copy last loaded (the service worker's, never passed off as
 * fresh), or that the device is offline; once back online it reads the bets again.
 */
export const OfflineNote = ({ tracksInAccount }: { tracksInAccount: boolean }) => {
  const isOnline = useIsOnline();
  const storedAt = useOldestCopyOf(BETS_API);
  const now = useNow();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isOnline || oldestCopyOf(BETS_API) === null) return;
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bets });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.me });
  }, [isOnline, queryClient]);

  const line = storedAt
    ? offlineCopyLine(storedAt, new Date(now))
    : isOnline
      ? null
      : offlineLine(tracksInAccount);
  return (
    <div role="status">
      {line ? (
        <p className="flex items-start gap-3 rounded-card border border-gold-600 bg-gold-50 p-4 text-ink text-sm">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
          {line}
        </p>
      ) : null}
    </div>
  );
};
