import { lazy, Suspense, useEffect, useState } from 'react';
import { nextRealityCheck, realityCheckMinutes } from '~/domain/reality-check';
import { useViewer } from '~/web/lib/api/use-viewer';
import { realityCheckChoiceOf, useRealityCheckSetting } from '~/web/lib/reality-check-setting';
import { markChecked, readVisit, subscribeVisitFromOtherTabs, touchVisit } from './visit-store';

// The dialog (its figures, the device bets' schema) loads only when a check comes due.
const RealityCheckDialog = lazy(async () => ({
  default: (await import('./components/reality-check-dialog')).RealityCheckDialog,
}));

/** While a page is visible the visit is marked as seen this often (a visit ends after 30 minutes unseen). */
export const VISIT_HEARTBEAT_MS = 60_000;

type TShown = { at: number; onSiteMs: number };

/**
 * The reality check's timer, mounted once in the app shell: while reality checks are on (the device's choice, else the
 * default for guest or member) and a page is visible, it keeps this visit alive and opens the check when it is due. A
 * check that came due while the tab was hidden opens when the tab is visible again. Time is the app's clock
 * (Date.now(), which tests fake).
 * NOTE: the visit is only recorded while checks are on, so nothing is stored for a guest who never turns them on.
 */
export const RealityCheck = (_props: { defaultOpen?: boolean }) => {
  const viewer = useViewer();
  const setting = useRealityCheckSetting();
  const minutes = viewer.isKnown
    ? realityCheckMinutes(realityCheckChoiceOf(setting, viewer.isSignedIn))
    : null;
  const chosenAt = setting?.chosenAt ?? null;
  const [shown, setShown] = useState<TShown | null>(null);
  // Bumped when this tab closes a check, so the timer starts counting the next interval at once.
  const [closedCount, setClosedCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closedCount restarts the timer after a check is closed.
  useEffect(() => {
    if (minutes === null) {
      setShown(null);
      return;
    }
    let timer: number | undefined;
    const isVisible = () => document.visibilityState === 'visible';
    // NOTE: another tab's change is read, not written back: two visible tabs answering each other's writes would
    // never stop.
    const evaluate = ({ isFromOtherTab = false } = {}) => {
      window.clearTimeout(timer);
      if (!isVisible()) return;
      const now = Date.now();
      const visit = (isFromOtherTab ? readVisit() : null) ?? touchVisit(now);
      const lastShownAt = Math.max(visit.checkedAt ?? 0, chosenAt ?? 0) || null;
      const next = nextRealityCheck({
        visitStartedAt: visit.startedAt,
        lastShownAt,
        intervalMinutes: minutes,
        now,
      });
      if (next && next.inMs === 0) {
        setShown((current) => current ?? { at: now, onSiteMs: now - visit.startedAt });
        timer = window.setTimeout(() => evaluate(), VISIT_HEARTBEAT_MS);
        return;
      }
      // Not due (another tab may have just closed the check this one is showing).
      setShown(null);
      timer = window.setTimeout(
        () => evaluate(),
        Math.min(next?.inMs ?? VISIT_HEARTBEAT_MS, VISIT_HEARTBEAT_MS),
      );
    };
    const onVisibilityChange = () => {
      if (isVisible()) evaluate();
      else {
        window.clearTimeout(timer);
        touchVisit(Date.now());
      }
    };
    const onPageHide = () => {
      if (isVisible()) touchVisit(Date.now());
    };
    evaluate();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    const stopListening = subscribeVisitFromOtherTabs(() => evaluate({ isFromOtherTab: true }));
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      stopListening();
    };
  }, [minutes, chosenAt, closedCount]);

  const onClose = () => {
    markChecked(Date.now());
    setShown(null);
    setClosedCount((count) => count + 1);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        shownAt={shown.at}
        onSiteMs={shown.onSiteMs}
        isSignedIn={viewer.isSignedIn}
        onClose={onClose}
      />
    </Suspense>
  );
};
