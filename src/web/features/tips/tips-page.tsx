import { BookOpen, ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isAskableRaceDay, latestRaceDay, raceDayPhrase } from '~/domain/race-day';
import { RELEASE_WINDOW, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { FREEMIUM_TIER } from '~/domain/tiers';
import { shiftUkDate, ukDate } from '~/domain/uk-time';
import { BreakNotice } from '~/web/components/break-notice';
import { RaceDayPicker } from '~/web/components/race-day-picker';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { buttonClasses } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useViewer } from '~/web/lib/api/use-viewer';
import type { TTipListKind } from './api/get-tips';
import { PremiumPitch } from './components/premium-pitch';
import { TipsPanel, type TOtherDay } from './components/tips-panel';
import { TrackRecordSection } from './components/track-record-section';

const FILTERS = [
  { value: 'all', label: 'All Tips', kind: 'today' },
  { value: 'premium', label: 'Premium Tips', kind: 'premium' },
  { value: 'free', label: 'Free Tips', kind: 'free' },
] as const satisfies ReadonlyArray<{ value: string; label: string; kind: TTipListKind }>;
type TFilter = (typeof FILTERS)[number]['value'];

const isFilter = (value: string | null): value is TFilter => FILTERS.some((filter) => filter.value === value);

export const TipsPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawFilter = searchParams.get('filter');
  const filter: TFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const viewer = useViewer();
  const brk = useActiveBreak();
  // No sales pitch to a member on a break: the page is there for the results and the notice.
  const showPitch = viewer.isKnown && !viewer.hasTier(FREEMIUM_TIER) && !brk;

  useEffect(() => {
    document.title = 'Expert Racing Tips | RacePro';
  }, []);

  // The day shown (issue 35): today unless the address names another day the API serves.
  const today = ukDate();
  const rawDate = searchParams.get('date');
  const date = isAskableRaceDay(rawDate, today) ? rawDate : today;
  const otherDay: TOtherDay | undefined =
    date === today ? undefined : { date, when: raceDayPhrase(date, today), isPast: date < today };

  /** This page's query with `changes` made to it (null removes a key). */
  const paramsWith = (changes: Record<string, string | null>): URLSearchParams => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };
  const dateParam = (day: string) => ({ date: day === today ? null : day });
  const hrefForDay = (day: string) => {
    const query = paramsWith(dateParam(day)).toString();
    return query ? `/tips?${query}` : '/tips';
  };

  const onFilterChange = (value: string) => {
    if (!isFilter(value)) return;
    setSearchParams(paramsWith({ filter: value === 'all' ? null : value }), { replace: true });
  };
  const onPickDay = (day: string) => setSearchParams(paramsWith(dateParam(day)));

  return (
    <div className="space-y-12">
      <PageHeader
        title="Expert Racing Tips"
        description={`Tips are released daily ${RELEASE_WINDOW}. Premium tips are prepared within about 12 hours after 10:00 AM.`}
        actions={
          <>
            <Link to="/results" className={buttonClasses('outline')}>
              <ListChecks aria-hidden="true" />
              Results
            </Link>
            <Link to="/easy-tips" className={buttonClasses('outline')}>
              <BookOpen aria-hidden="true" />
              New to betting? Easy Tips
            </Link>
            <ShareButtons
              variant="compact"
              title="Expert Racing Tips | RacePro"
              text="Today's expert racing tips, with every result kept in the record."
            />
          </>
        }
      />

      {brk ? <BreakNotice brk={brk} /> : null}

      <section aria-labelledby="todays-tips-title" className="space-y-6">
        <h2 id="todays-tips-title" className="sr-only">
          {otherDay ? `Tips ${otherDay.when}` : "Today's tips"}
        </h2>
        <RaceDayPicker
          day={date}
          shortcuts={[
            { label: 'Today', day: today },
            { label: 'Tomorrow', day: shiftUkDate(today, 1) },
          ]}
          max={latestRaceDay(today)}
          hrefFor={hrefForDay}
          onPick={onPickDay}
        />
        <Tabs value={filter} onValueChange={onFilterChange}>
          <TabsList aria-label="Filter tips">
            {FILTERS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {FILTERS.map(({ value, kind }) => (
            <TabsContent key={value} value={value} className="space-y-6">
              {value === 'premium' && showPitch ? <PremiumPitch /> : null}
              <TipsPanel
                kind={kind}
                day={otherDay}
                onShowAll={() => onFilterChange('all')}
                hasPitchAbove={value === 'premium' && showPitch}
              />
            </TabsContent>
          ))}
        </Tabs>
        <p className="text-muted text-xs">
          {RESPONSIBLE_GAMBLING_LINE} Tips are opinions, not guarantees: only stake what you can afford to
          lose.
        </p>
      </section>

      <TrackRecordSection />
    </div>
  );
};
