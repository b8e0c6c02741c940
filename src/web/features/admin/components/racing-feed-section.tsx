import { LoaderCircle, RefreshCw } from 'lucide-react';
import type { TFeedStatus } from '~/domain/racing-feed.contract';
import { formatUkNumericDateTime } from '~/domain/uk-date-format';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useRacingFeed, useRunRacingFeed } from '../api/racing-feed';

type TFeedPass = NonNullable<TFeedStatus['lastPass']>;
type TPart = NonNullable<TFeedPass['cards']>;

const races = (n: number) => `${n} ${n === 1 ? 'race' : 'races'}`;

/** "Racecards: 12 races stored", and each race the feed left out, by its id and why. */
const PassPart = ({ title, part }: { title: string; part: TPart | undefined }) => (
  <li>
    <span className="font-semibold">{title}:</span>{' '}
    {part
      ? `${races(part.races)} stored${part.problems.length > 0 ? `, ${races(part.problems.length)} left out` : ''}`
      : 'not read on this pass'}
    {part && part.problems.length > 0 ? (
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {part.problems.map(({ raceId, problems }) => (
          <li key={raceId}>
            <code className="break-all font-mono text-xs">{raceId}</code>:{' '}
            {problems
              .map((problem) => `${problem.path ? `${problem.path} ` : ''}${problem.message}`)
              .join('; ')}
          </li>
        ))}
      </ul>
    ) : null}
  </li>
);

const Pass = ({ pass }: { pass: TFeedPass }) => (
  <div className="mt-2 text-sm">
    <p>
      Last pass: <time dateTime={pass.at}>{formatUkNumericDateTime(pass.at)}</time>
    </p>
    {pass.skipped === 'locked' ? (
      <p className="text-muted">Skipped: another server was running a pass at the time.</p>
    ) : (
      <ul className="mt-1 space-y-1">
        <PassPart title="Racecards" part={pass.cards} />
        <PassPart title="Results" part={pass.results} />
      </ul>
    )}
    {pass.error ? <p className="mt-1 font-semibold text-lost">Stopped: {pass.error}</p> : null}
  </div>
);

/**
 * The Racing data tab's "The Racing API" (issue 35 item 5): whether the feed is set up, its last pass on this server
 * (what it read and stored, the races it left out and why, or why it stopped) and "Fetch now" for a pass at once.
 */
export const RacingFeedSection = () => {
  const feed = useRacingFeed();
  const run = useRunRacingFeed();
  const status = feed.data;
  return (
    <section
      aria-labelledby="racing-feed"
      className="rounded-card border border-line bg-card p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="racing-feed" className="font-bold text-brand">
          The Racing API
        </h3>
        {status ? (
          <Badge variant={status.configured ? 'brand' : 'neutral'}>
            {status.configured ? 'Set up' : 'Not set up'}
          </Badge>
        ) : null}
      </div>
      {feed.isPending ? (
        <div role="status" aria-label="Loading the feed's status" className="mt-3">
          <Skeleton className="h-10 w-full" />
        </div>
      ) : !status ? (
        <p role="alert" className="mt-3 text-lost text-sm">
          The feed's status could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void feed.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted text-sm">
            {status.configured
              ? 'Runs on a timer on this server. Its results settle tips and bets as an admin result does.'
              : 'Racing data comes from the files above. Set RACING_API_USERNAME and RACING_API_PASSWORD on the server to read cards and results from The Racing API.'}
          </p>
          <div aria-live="polite">
            {status.lastPass ? (
              <Pass pass={status.lastPass} />
            ) : (
              <p className="mt-2 text-sm">No pass yet since the server started.</p>
            )}
          </div>
        </>
      )}
      <Button variant="outline" className="mt-4" disabled={run.isPending} onClick={() => run.mutate()}>
        {run.isPending ? (
          <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {run.isPending ? 'Fetching…' : 'Fetch now'}
      </Button>
      {run.isError ? (
        <p role="alert" className="mt-3 text-lost text-sm">
          {writeErrorMessage(run.error)}
        </p>
      ) : null}
    </section>
  );
};
