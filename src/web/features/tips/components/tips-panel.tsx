import { useDeferredValue } from 'react';
import { isHeldForBreak } from '~/domain/breaks';
import { orderByNextRace } from '~/domain/race-clock';
import type { TLockedTip, TTip } from '~/domain/tip.contract';
import type { TTipListKind } from '../api/get-tips';
import { useTips } from '../api/get-tips';
import { LockedTipRows } from './locked-tip-rows';
import { TipList } from './tip-list';
import { NoFilteredTips, NoTipsYet } from './tips-empty';
import { TipsError } from './tips-error';
import { TipsSkeleton } from './tips-skeleton';
import { TodaysResults } from './todays-results';

type TTipsPanelProps = { kind: TTipListKind; onShowAll?: () => void; hasPitchAbove?: boolean };

const FILTER_NAMES = { premium: 'Premium', free: 'Free' } as const;

/** One filter's list with its loading, error and empty states. */
export const TipsPanel = ({ kind, onShowAll, hasPitchAbove = false }: TTipsPanelProps) => {
  const query = useTips(kind);
  // NOTE: the list renders from a deferred copy, so a new list is drawn in slices a phone can interrupt.
  const tips = useDeferredValue(query.data);
  // NOTE: a failed background refetch keeps the last good list on screen rather than replacing it.
  if (tips === undefined) {
    if (query.isError)
      return <TipsError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
    return <TipsSkeleton />;
  }
  if (tips.length === 0) {
    return kind === 'today' ? (
      <NoTipsYet />
    ) : (
      <NoFilteredTips filter={FILTER_NAMES[kind]} onShowAll={onShowAll} />
    );
  }
  const { upcoming, results } = orderByNextRace(tips);
  const readable = upcoming.filter((tip): tip is TTip => !tip.locked);
  // A tip held back by the member's break is not shown at all (the page shows the break's notice instead).
  const locked = upcoming.filter((tip): tip is TLockedTip => tip.locked && !isHeldForBreak(tip));
  const hasUpcoming = readable.length + locked.length > 0;
  return (
    <div className="space-y-4">
      <p className="text-muted text-sm" aria-live="polite">
        {tips.length} {tips.length === 1 ? 'tip' : 'tips'} today
        {results.length > 0 ? `, ${upcoming.length} still to run` : ''}
      </p>
      {readable.length > 0 ? <TipList tips={readable} /> : null}
      <LockedTipRows tips={locked} withPitch={!hasPitchAbove} />
      <TodaysResults tips={results.filter((tip): tip is TTip => !tip.locked)} defaultOpen={!hasUpcoming} />
    </div>
  );
};
