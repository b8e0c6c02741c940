import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { isHeldForBreak } from '~/domain/breaks';
import { orderByNextRace } from '~/domain/race-clock';
import type { TLockedTip, TTip, TTipOrLocked } from '~/domain/tip.contract';
import type { TTipListKind } from '../api/get-tips';
import { useDayTips, useTips } from '../api/get-tips';
import { LockedTipRows } from './locked-tip-rows';
import { TipList } from './tip-list';
import { NoFilteredTips, NoTipsOnDay, NoTipsYet } from './tips-empty';
import { TipsError } from './tips-error';
import { TipsSkeleton } from './tips-skeleton';
import { TodaysResults } from './todays-results';

/** Another race day than today (issue 35): its date, how a sentence names it, and whether it has passed. */
export type TOtherDay = { date: string; when: string; isPast: boolean };

type TTipsPanelProps = {
  kind: TTipListKind;
  onShowAll?: () => void;
  hasPitchAbove?: boolean;
  /** Another day's tips instead of today's. */
  day?: TOtherDay;
};

const FILTER_NAMES = { premium: 'Premium', free: 'Free' } as const;

/** One filter's list with its loading, error and empty states: today's, or another day's. */
export const TipsPanel = (props: TTipsPanelProps) =>
  props.day ? <DayTipsPanel {...props} day={props.day} /> : <TodayTipsPanel {...props} />;

const TodayTipsPanel = (props: TTipsPanelProps) => <TipsListView {...props} query={useTips(props.kind)} />;

const DayTipsPanel = (props: TTipsPanelProps & { day: TOtherDay }) => (
  <TipsListView {...props} query={useDayTips(props.day.date, props.kind)} />
);

const TipsListView = ({
  kind,
  onShowAll,
  hasPitchAbove = false,
  day,
  query,
}: TTipsPanelProps & { query: UseQueryResult<TTipOrLocked[]> }) => {
  // NOTE: the list renders from a deferred copy, so a new list is drawn in slices a phone can interrupt.
  const tips = useDeferredValue(query.data);
  // NOTE: a failed background refetch keeps the last good list on screen rather than replacing it.
  if (tips === undefined) {
    if (query.isError)
      return <TipsError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
    return <TipsSkeleton />;
  }
  const filter = kind === 'today' ? undefined : FILTER_NAMES[kind];
  if (tips.length === 0) {
    if (day) return <NoTipsOnDay when={day.when} isPast={day.isPast} filter={filter} onShowAll={onShowAll} />;
    return filter ? <NoFilteredTips filter={filter} onShowAll={onShowAll} /> : <NoTipsYet />;
  }
  const when = day?.when ?? 'today';
  const { upcoming, results } = orderByNextRace(tips);
  const readable = upcoming.filter((tip): tip is TTip => !tip.locked);
  // A tip held back by the member's break is not shown at all (the page shows the break's notice instead).
  const locked = upcoming.filter((tip): tip is TLockedTip => tip.locked && !isHeldForBreak(tip));
  const hasUpcoming = readable.length + locked.length > 0;
  return (
    <div className="space-y-4">
      <p className="text-muted text-sm" aria-live="polite">
        {tips.length} {tips.length === 1 ? 'tip' : 'tips'} {when}
        {results.length > 0 && (!day || upcoming.length > 0)
          ? `, ${upcoming.length} ${day?.isPast ? 'without a result' : 'still to run'}`
          : ''}
      </p>
      {readable.length > 0 ? <TipList tips={readable} /> : null}
      <LockedTipRows tips={locked} withPitch={!hasPitchAbove} when={when} />
      <TodaysResults
        tips={results.filter((tip): tip is TTip => !tip.locked)}
        defaultOpen={!hasUpcoming || day?.isPast === true}
        title={day ? `Results ${when}` : "Today's results"}
      />
    </div>
  );
};
