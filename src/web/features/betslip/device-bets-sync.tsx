import { useViewer } from '~/web/lib/api/use-viewer';
import { useDeviceBetResults } from '~/web/lib/use-device-bet-results';
import { ImportDeviceBetsDialog } from './components/import-device-bets-dialog';
import { trackingModeOf } from './tracking-mode';
import { usePendingBetsRetry } from './use-pending-bets-retry';

/**
 * Mounted once in the app shell: retries bets whose save failed, offers device bets for import after sign-in, and
 * settles open device bets from public results (on mount and every 5 minutes).
 */
export const DeviceBetsSync = () => {
  const viewer = useViewer();
  const tracksInAccount = trackingModeOf(viewer) === 'account';
  usePendingBetsRetry(tracksInAccount);
  useDeviceBetResults();
  return (
    <ImportDeviceBetsDialog
      userId={viewer.isKnown ? (viewer.me?.user.id ?? null) : undefined}
      tracksInAccount={tracksInAccount}
    />
  );
};
