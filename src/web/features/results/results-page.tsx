import { CalendarX, RotateCw, TriangleAlert, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isAskableRaceDay, raceDayPhrase } from '~/domain/race-day';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { formatLongCalendarDay } from '~/domain/uk-date-format/calendar-day';
import { shiftUkDate, ukDate } from '~/domain/uk-time';
import { RaceDayPicker } from '~/web/components/race-day-picker';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { PageHeader } from '~/web/components/ui/page-header';
import { useIsClient } from '~/web/lib/use-is-client';
import { useResults } from './api/get-results';
import { RaceResultCard } from './components/race-result-card';
import { ResultsSkeleton } from './components/results-skeleton';

const tipsHref = (day: string, today: string) => (day === today ? '/tips' : `/tips?date=${day}`);

/** One day's results by meeting (issue 35), with its loading, error and empty states. */
const DayResults = ({ day, today }: { day: string; today: string }) => {
  const query = useResults(day);
  const when = raceDayPhrase(day, today);
  if (query.data === undefined) {
    if (query.isError)
      return (
        <div
          role="alert"
          className="flex flex-col items-center rounded-card border border-lost/40 bg-lost-50 px-6 py-8 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-7 text-lost" />
          <p className="mt-2 font-semibold text-ink text-lg">Failed to fetch results</p>
          <p className="mt-1 text-muted text-sm">Check your connection and try again.</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      );
    return <ResultsSkeleton />;
  }
  const { meetings } = query.data;
  if (meetings.length === 0)
    return (
      <EmptyState
        icon={CalendarX}
        headingLevel="h3"
        title={`No results ${when}`}
        text={
          day === today
            ? 'Results appear here as each tipped race is settled.'
            : day > today
              ? 'That day has not been raced yet.'
              : 'No tipped race was resulted that day.'
        }
        action={
          <Link to={tipsHref(day, today)} className={buttonClasses('outline')}>
            <Trophy aria-hidden="true" />
            {day === today ? "See today's tips" : `See the tips ${when}`}
          </Link>
        }
      />
    );
  const races = meetings.reduce((n, meeting) => n + meeting.races.length, 0);
  return (
    <div className="space-y-8">
      <p className="text-muted text-sm" aria-live="polite">
        {races} {races === 1 ? 'race' : 'races'} resulted at {meetings.length}{' '}
        {meetings.length === 1 ? 'meeting' : 'meetings'} {when}.{' '}
        <Link to={tipsHref(day, today)} className="font-semibold text-brand-700 underline underline-offset-2">
          See the tips {when}
        </Link>
      </p>
      {meetings.map((meeting) => {
        const id = `meeting-${meeting.racecourse.replaceAll(/[^A-Za-z0-9]/g, '-')}`;
        return (
          <section key={meeting.racecourse} aria-labelledby={id} className="space-y-3">
            <h3 id={id} className="font-bold text-brand text-xl">
              {meeting.racecourse}
            </h3>
            <div className="grid gap-4 md:grid-cols-2">
              {meeting.races.map((race) => (
                <RaceResultCard key={race.id} race={race} racecourse={meeting.racecourse} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
};

/** `/results` (issue 35): a day's results by meeting; today by default, the day kept in the address (`?date=`). */
export const ResultsPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const isClient = useIsClient();

  useEffect(() => {
    document.title = 'Racing Results | RacePro';
  }, []);

  const today = ukDate();
  const rawDate = searchParams.get('date');
  const day = isAskableRaceDay(rawDate, today) && rawDate <= today ? rawDate : today;
  const hrefFor = (picked: string) => (picked === today ? '/results' : `/results?date=${picked}`);

  return (
    <div className="space-y-8">
      <PageHeader
        title="Racing Results"
        description="Each race's placed horses and every tip's result, by meeting; the race's page has the full result. Results are public: anyone can check our record."
        actions={
          <Link to="/tips" className={buttonClasses('outline')}>
            <Trophy aria-hidden="true" />
            Today's tips
          </Link>
        }
      />
      <RaceDayPicker
        day={day}
        shortcuts={[
          { label: 'Today', day: today },
          { label: 'Yesterday', day: shiftUkDate(today, -1) },
        ]}
        max={today}
        hrefFor={hrefFor}
        onPick={(picked) => setSearchParams(picked === today ? {} : { date: picked })}
      />
      <section aria-labelledby="results-day-title" className="space-y-4">
        <h2 id="results-day-title" className="font-bold text-ink text-lg">
          {isClient ? `Results for ${formatLongCalendarDay(day)}` : 'Results'}
        </h2>
        {isClient ? <DayResults day={day} today={today} /> : <ResultsSkeleton />}
      </section>
      <p className="text-muted text-xs">
        {RESPONSIBLE_GAMBLING_LINE} Past results are a record, not a promise of future ones.
      </p>
    </div>
  );
};
