import { CircleAlert, RotateCw, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { useDeviceBets } from '~/web/lib/device-bets';
import { BET_LIST_STATUSES, type TBetListKind, useBetList } from '../api/get-bets';
import { mergeBets } from '../bet-view';
import { BetCard } from './bet-card';
import { MultipleBetCard } from './multiple-bet-card';

const EMPTY_TITLES: Record<TBetListKind, string> = {
  open: 'You have no open bets',
  settled: 'You have no settled bets',
};

const LoadingBets = () => (
  <div className="space-y-3">
    <Spinner label="Loading your bets" />
    {[0, 1].map((index) => (
      <Skeleton key={index} className="h-40 w-full rounded-card" />
    ))}
  </div>
);

const FallbackNotice = ({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) => (
  <div
    role="alert"
    className="flex flex-col gap-3 rounded-card border border-lost/40 bg-lost-50 p-4 sm:flex-row sm:items-center sm:justify-between"
  >
    <p className="flex items-start gap-2 font-medium text-lost text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Showing bets saved on this device; we couldn't load your account's bets.
    </p>
    <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
      <RotateCw aria-hidden="true" />
      {isRetrying ? 'Retrying...' : 'Retry'}
    </Button>
  </div>
);

/** One My Bets tab: the account's bets (paginated) merged with this device's, or the device's alone on failure. */
export const BetListPanel = ({ kind }: { kind: TBetListKind }) => {
  const query = useBetList(kind);
  const deviceBets = useDeviceBets();
  if (query.isPending) return <LoadingBets />;

  // NOTE: a failed "Load more" keeps the pages already shown; only a list that never loaded falls back.
  const hasFailed = query.isError && query.data === undefined;
  const accountBets = query.data?.pages.flatMap((page) => page.bets) ?? [];
  const bets = mergeBets(accountBets, deviceBets, BET_LIST_STATUSES[kind]);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className="space-y-4">
      {hasFailed ? (
        <FallbackNotice onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : null}
      {bets.length === 0 && hasFailed ? (
        <p className="text-muted">No {kind === 'open' ? 'open' : 'settled'} bets are saved on this device.</p>
      ) : null}
      {bets.length === 0 && !hasFailed ? (
        <EmptyState
          icon={Ticket}
          title={EMPTY_TITLES[kind]}
          headingLevel="h3"
          text={
            kind === 'settled'
              ? 'Bets move here with their result and return once their race is settled.'
              : undefined
          }
          action={
            kind === 'open' ? (
              <Link to="/" className={buttonClasses('gold')}>
                Place a Bet
              </Link>
            ) : (
              <Link to="/tips" className={buttonClasses('outline')}>
                See today's tips
              </Link>
            )
          }
        />
      ) : null}
      {bets.length > 0 ? (
        <ul className="space-y-3">
          {bets.map((bet) => (
            <li key={bet.key}>
              {bet.multiple ? <MultipleBetCard bet={bet} multiple={bet.multiple} /> : <BetCard bet={bet} />}
            </li>
          ))}
        </ul>
      ) : null}
      {!hasFailed && query.hasNextPage ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          <p className="text-muted text-sm" aria-live="polite">
            Showing {accountBets.length}
            {Number.isFinite(total) ? ` of ${total}` : ''} bets from your account
          </p>
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-lost text-sm">
              We couldn't load more bets. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
