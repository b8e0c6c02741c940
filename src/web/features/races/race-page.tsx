import { Flag, ListChecks, Lock, RefreshCw, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isRaceOff } from '~/domain/race-clock';
import { finishingPosition } from '~/domain/race-result';
import { formatWeight, raceFactsLine } from '~/domain/racecard';
import type { TRaceDetail, TRaceRunner } from '~/domain/races.contract';
import { formatCalendarDay, formatUkClock } from '~/domain/uk-date-format';
import { OffCountdown } from '~/web/components/off-countdown';
import { TipResultBadge } from '~/web/components/tip-result-badge';
import { Badge } from '~/web/components/ui/badge';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useTrackedEntries } from '~/web/lib/api/get-tracked-entries';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { ApiError } from '~/web/lib/api-client';
import { cn } from '~/web/lib/cn';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { useNow } from '~/web/lib/use-now';
import { useRace } from './api/get-race';
import { RunnerBetslipButton } from './components/runner-betslip-button';

/** Finishers in order, then those that did not finish, then non-runners: the order a result is printed in. */
const resultOrder = (runners: readonly TRaceRunner[]): TRaceRunner[] => {
  const rank = (runner: TRaceRunner) => {
    if (runner.result === null || runner.result.outcome === 'NonRunner') return 2000;
    return finishingPosition(runner.result.position) ?? 1000;
  };
  return [...runners].sort((a, b) => rank(a) - rank(b) || (a.number ?? 99) - (b.number ?? 99));
};

/** "5yo 11-4 · OR 132 · Form 1-23": the runner's card facts, each only when known. */
const runnerFactsLine = (runner: TRaceRunner): string =>
  [
    [
      runner.age !== null ? `${runner.age}yo` : null,
      runner.weightLb !== null ? formatWeight(runner.weightLb) : null,
    ]
      .filter(Boolean)
      .join(' '),
    runner.officialRating !== null ? `OR ${runner.officialRating}` : null,
    runner.form ? `Form ${runner.form}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const Connections = ({ runner }: { runner: TRaceRunner }) =>
  runner.jockey || runner.trainer ? (
    <p className="text-muted text-xs">
      {runner.jockey ? (
        <>
          <span className="sr-only">Jockey </span>
          {runner.jockey}
        </>
      ) : null}
      {runner.jockey && runner.trainer ? ' · ' : null}
      {runner.trainer ? (
        <>
          <span className="sr-only">Trainer </span>
          {runner.trainer}
        </>
      ) : null}
    </p>
  ) : null;

const TipMarks = ({ runner }: { runner: TRaceRunner }) => {
  const { formatOdds } = useOddsDisplay();
  return runner.tips.length > 0 ? (
    <span className="flex flex-wrap gap-1">
      {runner.tips.map((tip) => (
        <Badge key={tip.id} variant={tip.accessLevel === 'Free' ? 'brand' : 'gold'}>
          Our tip: {tip.category} at {formatOdds(tip.odds)}
        </Badge>
      ))}
    </span>
  ) : null;
};

const HorseName = ({ runner }: { runner: TRaceRunner }) => (
  <h3
    className={cn(
      'font-bold text-base text-ink leading-tight',
      runner.nonRunner ? 'text-muted line-through' : '',
    )}
  >
    {runner.horse}
    {runner.headgear ? (
      <span className="ml-1 font-normal text-muted text-xs">
        <span className="sr-only">headgear </span>
        {runner.headgear}
      </span>
    ) : null}
  </h3>
);

/**
 * A runner's line on the card before the off: number and draw, horse, connections, facts and any tip on it, and (on a
 * full-field race) its betslip button.
 */
const CardRow = ({
  runner,
  action,
  isTracked = false,
}: {
  runner: TRaceRunner;
  action?: ReactNode;
  isTracked?: boolean;
}) => (
  <li className="flex gap-3 py-3">
    <div className="w-10 shrink-0 text-center">
      <span className="tabular block font-bold text-ink text-lg leading-none">{runner.number ?? '–'}</span>
      {runner.draw !== null ? <span className="tabular text-muted text-xs">({runner.draw})</span> : null}
      {runner.number !== null ? <span className="sr-only">, number {runner.number}</span> : null}
      {runner.draw !== null ? <span className="sr-only">, drawn {runner.draw}</span> : null}
    </div>
    <div className="min-w-0 flex-1 space-y-1">
      <HorseName runner={runner} />
      <Connections runner={runner} />
      {runnerFactsLine(runner) ? (
        <p className="tabular text-muted text-xs">{runnerFactsLine(runner)}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        {runner.nonRunner ? (
          <Badge variant="neutral">
            Non-runner
            {runner.nonRunner.withdrawnAt
              ? ` (withdrawn ${formatUkClock(runner.nonRunner.withdrawnAt, '')})`
              : ''}
          </Badge>
        ) : null}
        <TipMarks runner={runner} />
        {isTracked ? (
          <Badge variant="neutral">
            <ListChecks aria-hidden="true" className="size-3.5" />
            Tracked
          </Badge>
        ) : null}
      </div>
    </div>
    {action ? <div className="shrink-0 self-center">{action}</div> : null}
  </li>
);

/** A runner's line in the result: position, horse, SP and favourite, distance beaten, connections. */
const ResultRow = ({ runner }: { runner: TRaceRunner }) => {
  const { formatOdds } = useOddsDisplay();
  const result = runner.result;
  const place = finishingPosition(result?.position ?? null);
  return (
    <li className="flex gap-3 py-3">
      <div className="w-14 shrink-0">
        <span
          className={cn(
            'tabular block font-bold leading-tight',
            place === 1 ? 'text-won' : place !== null ? 'text-ink' : 'text-muted text-sm',
          )}
        >
          {result?.outcome === 'NonRunner' ? 'NR' : (result?.positionLabel ?? '–')}
        </span>
        {result?.beaten ? <span className="tabular text-muted text-xs">{result.beaten}</span> : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <HorseName runner={runner} />
        <Connections runner={runner} />
        <div className="flex flex-wrap items-center gap-2">
          {result ? <TipResultBadge result={result.outcome} sp={null} /> : null}
          {result?.sp && result.outcome !== 'NonRunner' ? (
            <span className="tabular text-ink text-sm">
              SP {formatOdds(result.sp)}
              {result.favourite ? (
                <span className="ml-1 font-semibold">
                  {result.favourite}
                  <span className="sr-only">
                    {result.favourite === 'JF' ? ' (joint favourite)' : ' (favourite)'}
                  </span>
                </span>
              ) : null}
            </span>
          ) : null}
          {result?.deadHeat ? (
            <Badge variant="neutral">
              Dead heat ({result.deadHeat.horses} for{' '}
              {result.deadHeat.position === 1 ? '1st' : `place ${result.deadHeat.position}`})
            </Badge>
          ) : null}
          <TipMarks runner={runner} />
        </div>
      </div>
    </li>
  );
};

const LockedTipsNote = ({ race }: { race: TRaceDetail }) => {
  const brk = useActiveBreak();
  if (race.lockedTips === 0 || race.resulted) return null;
  const count = race.lockedTips === 1 ? 'One tip on this race' : `${race.lockedTips} tips on this race`;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-gold-50 p-3 text-ink text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
      {brk ? (
        <span>{count} is held back while you are on a break.</span>
      ) : (
        <span>
          {count} {race.lockedTips === 1 ? 'is' : 'are'} for a higher plan.{' '}
          <Link to="/subscription" className="font-semibold text-brand-700 underline">
            Compare plans
          </Link>
        </span>
      )}
    </p>
  );
};

const RaceView = ({ race }: { race: TRaceDetail }) => {
  const rule4 =
    race.runners.find((r) => r.result !== null && r.result.rule4Pence > 0)?.result?.rule4Pence ?? 0;
  const listed = race.resulted ? resultOrder(race.runners) : race.runners;
  const now = useNow();
  // Issue 36: every declared runner of a race holding its whole field can be backed until the off.
  const canAdd = race.fullField && !race.resulted && !isRaceOff(race.startsAt, now);
  const tracked = useTrackedEntries(canAdd ? race.runners.map((runner) => runner.id) : []);
  return (
    <article aria-labelledby="race-title" className="space-y-5">
      <header className="space-y-1">
        <p className="text-muted text-sm">{formatCalendarDay(race.date)}</p>
        <h1 id="race-title" className="font-bold text-2xl text-brand leading-tight sm:text-3xl">
          <span className="tabular">{race.time}</span> {race.racecourse}
        </h1>
        {race.race.name ? <p className="font-semibold text-ink">{race.race.name}</p> : null}
        <p className="text-muted text-sm">
          {[
            race.race.type,
            raceFactsLine(race.race),
            race.isHandicap ? 'Handicap' : null,
            `Each way: ${race.placeTerms}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {race.resulted ? null : <OffCountdown startsAt={race.startsAt} />}
      </header>

      <LockedTipsNote race={race} />

      <Card className="p-4 sm:p-5">
        <h2 className="flex items-center gap-2 font-bold text-ink text-lg">
          {race.resulted ? (
            <Trophy aria-hidden="true" className="size-5 text-brand" />
          ) : (
            <Flag aria-hidden="true" className="size-5 text-brand" />
          )}
          {race.resulted ? 'Result' : 'Racecard'}
        </h2>
        {!race.fullField ? (
          <p className="mt-1 text-muted text-xs">
            This race was entered with its tips: only the tipped runners are shown.
          </p>
        ) : null}
        {rule4 > 0 ? (
          <p className="mt-2 text-sm">
            Rule 4: {rule4}p in the £ deducted from the winnings of bets struck before the withdrawal.
          </p>
        ) : null}
        {listed.length > 0 ? (
          <ol
            aria-label={race.resulted ? 'Finishing order' : 'Runners'}
            className="mt-2 divide-y divide-line"
          >
            {listed.map((runner) =>
              race.resulted ? (
                <ResultRow key={runner.id} runner={runner} />
              ) : (
                <CardRow
                  key={runner.id}
                  runner={runner}
                  isTracked={tracked.has(runner.id)}
                  action={
                    canAdd ? (
                      <RunnerBetslipButton race={race} runner={runner} isTracked={tracked.has(runner.id)} />
                    ) : null
                  }
                />
              ),
            )}
          </ol>
        ) : (
          <p className="mt-3 text-muted">No runners to show for this race yet.</p>
        )}
      </Card>

      <nav aria-label="More racing" className="flex flex-wrap gap-3">
        <Link to={`/results?date=${race.date}`} className={buttonClasses('outline', 'md')}>
          All results for {formatCalendarDay(race.date)}
        </Link>
        <Link to="/tips" className={buttonClasses('ghost', 'md')}>
          Today's tips
        </Link>
      </nav>
    </article>
  );
};

/** `/races/:id` (issue 35): the whole card before the off and the full result after it. */
export const RacePage = () => {
  const { id = '' } = useParams();
  const query = useRace(id);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading the race</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-5 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return missing ? (
      <EmptyState
        icon={Flag}
        title="We couldn't find that race"
        text="It may have been removed, or the link is wrong. Today's racing is on the Tips page."
        action={
          <Link to="/tips" className={buttonClasses('primary', 'md')}>
            See today's tips
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={Flag}
        title="The race could not be loaded"
        text="Check your connection and try again."
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        }
      />
    );
  }
  return <RaceView race={query.data} />;
};
