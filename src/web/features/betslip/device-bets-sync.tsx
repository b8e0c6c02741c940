// NOTE: the signed-in user is shared app state; useMe is the one auth import features may make.
import { useMe } from '~/web/lib/api/get-me';
import { ImportDeviceBetsDialog } from './components/import-device-bets-dialog';
import { trackingModeOf } from './tracking-mode';
import { useDeviceBetResults } from './use-device-bet-results';
import { usePendingBetsRetry } from './use-pending-bets-retry';

/**
 * Mounted once in the app shell: retries bets whose save failed, offers device bets for import after sign-in, and
 * settles open device bets from public results (on mount and every 5 minutes).
 */
export const DeviceBetsSync = () => {
  const me = useMe();
  const tracksInAccount = me.data ? trackingModeOf(me.data) === 'account' : false;
  usePendingBetsRetry(tracksInAccount);
  useDeviceBetResults();
  return (
    <ImportDeviceBetsDialog
      userId={me.data === undefined ? undefined : (me.data?.user.id ?? null)}
      tracksInAccount={tracksInAccount}
    />
  );
};
