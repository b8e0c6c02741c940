import { CalendarClock, RotateCw, TriangleAlert } from 'lucide-react';
import { isHeldForBreak } from '~/domain/breaks';
import { actionableFirst } from '~/domain/race-clock';
import { RELEASE_WINDOW } from '~/domain/site';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { BreakNotice } from '~/web/components/break-notice';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { useTodaysTips } from '~/web/lib/api/get-todays-tips';
import { useTrackedEntries } from '~/web/lib/api/get-tracked-entries';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useViewer } from '~/web/lib/api/use-viewer';
import { useNow } from '~/web/lib/use-now';
import { HomeLockedTip } from './home-locked-tip';
import { HomeTipCard } from './home-tip-card';

export const HOME_TIP_LIMIT = 3;

/** Up to three tips, the ones the viewer can still bet on first (next race first), then locked races, then results. */
const pickTeaserTips = (tips: readonly TTipOrLocked[], nowMs: number): TTipOrLocked[] =>
  actionableFirst(tips, nowMs).slice(0, HOME_TIP_LIMIT);

/** "5 tips today, 2 free": how many are free only matters to a viewer without a paid plan. */
const countLine = (tips: readonly TTipOrLocked[], paying: boolean): string => {
  const all = `${tips.length} ${tips.length === 1 ? 'tip' : 'tips'} today`;
  if (paying) return all;
  return `${all}, ${tips.filter((tip) => tip.accessLevel === 'Free').length} free`;
};

const TeaserSkeleton = () => (
  <div>
    <Spinner label="Loading today's tips" className="sr-only" />
    <ul aria-hidden="true" className="grid gap-4 md:grid-cols-3">
      {['a', 'b', 'c'].map((key) => (
        <li key={key} className="space-y-3 rounded-lg border border-line p-4">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  </div>
);

/** The live part of the home teaser: GET /api/tips/today with its loading, empty and error states. */
export const TodaysTipsList = () => {
  const query = useTodaysTips();
  const viewer = useViewer();
  const now = useNow();
  const brk = useActiveBreak();
  // During a break the server holds back every tip not yet run; those are left out, the results stay.
  const tips = brk ? query.data?.filter((tip) => !isHeldForBreak(tip)) : query.data;
  const tracked = useTrackedEntries(
    pickTeaserTips(tips ?? [], now).flatMap((tip) => (tip.locked ? [] : [tip.raceEntryId])),
  );

  if (tips === undefined) {
    if (!query.isError) return <TeaserSkeleton />;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-lost/40 bg-lost-50 p-5"
      >
        <p className="flex items-center gap-2 font-semibold text-ink">
          <TriangleAlert aria-hidden="true" className="size-5 text-lost" />
          Failed to fetch tips
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }

  if (brk) {
    return (
      <div className="space-y-4">
        <BreakNotice brk={brk} headingLevel={3} />
        {tips.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-3" aria-label="Today's results">
            {pickTeaserTips(tips, now).map((tip) => (
              <li key={tip.id}>
                {tip.locked ? null : <HomeTipCard tip={tip} isTracked={tracked.has(tip.raceEntryId)} />}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  if (tips.length === 0) {
    return (
      <div className="flex gap-4 rounded-lg bg-brand-50 p-5">
        <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-brand" />
        <div>
          <h3 className="font-bold text-ink">No Racing Tips Available Yet</h3>
          <p className="mt-1 text-ink/80 text-sm">New tips are published daily {RELEASE_WINDOW}.</p>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink text-sm">
        {countLine(tips, viewer.isSignedIn && viewer.tier !== 'Free')}
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        {pickTeaserTips(tips, now).map((tip) => (
          <li key={tip.id}>
            {tip.locked ? (
              <HomeLockedTip tip={tip} />
            ) : (
              <HomeTipCard tip={tip} isTracked={tracked.has(tip.raceEntryId)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
};
