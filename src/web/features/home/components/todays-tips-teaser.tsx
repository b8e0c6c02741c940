import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { OurRecordLine } from './our-record-line';
import { TodaysTipsList } from './todays-tips-list';

/** The home teaser of today's tips, live from GET /api/tips/today. A Lifetime member is offered no plan. */
export const TodaysTipsTeaser = () => {
  const viewer = useViewer();
  // No plan offer to a Lifetime member, nor to anyone on a break (issue 32: no promotions during a break).
  const brk = useActiveBreak();
  const offersPlans = viewer.tier !== 'Lifetime' && !brk;
  return (
    <section
      aria-labelledby="todays-tips-title"
      // On a phone the cards sit straight on the page (no card around cards), so more of them fit the first screen.
      className="sm:rounded-card sm:border sm:border-line sm:bg-card sm:p-8 sm:shadow-card"
    >
      <div className="flex items-center justify-between gap-4 sm:items-end">
        <div>
          <h2 id="todays-tips-title" className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
            Today's Tips
          </h2>
          <p className="mt-1 hidden items-center gap-2 text-muted sm:flex">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            Tips are released daily {RELEASE_WINDOW}.
          </p>
        </div>
        <Link
          to="/tips"
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline',
            FOCUS_RING,
          )}
        >
          View all tips
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      <div className="mt-2 sm:mt-6">
        <TodaysTipsList />
      </div>

      <div className="mt-5 space-y-2">
        <OurRecordLine />
        <p className="text-muted text-xs">
          {RESPONSIBLE_GAMBLING_LINE} Tips are opinions, not guarantees.
          {offersPlans ? (
            <>
              {' '}
              <Link
                to="/subscription"
                className={cn(
                  'rounded-sm font-semibold text-brand-700 underline underline-offset-2',
                  FOCUS_RING,
                )}
              >
                Compare plans
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
};
