import { PiggyBank, RotateCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { TBalance } from '~/domain/limits.contract';
import { formatPence, formatSignedPence, penceToPounds } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useBalance } from '~/web/lib/api/get-balance';
import { cn } from '~/web/lib/cn';
import { BankrollGuidanceList } from './bankroll-guidance-list';

// The form (and its form library) loads after the page's own code, as the stake limits form does: the page is at its
// bundle budget, and the form is only needed once the balance has arrived.
const BankrollForm = lazy(async () => ({ default: (await import('./bankroll-form')).BankrollForm }));

const Figure = ({ label, value, className }: { label: string; value: string; className?: string }) => (
  <div className="rounded-lg bg-surface p-3">
    <dt className="text-muted text-xs">{label}</dt>
    <dd className={cn('tabular font-bold text-ink text-lg', className)}>{value}</dd>
  </div>
);

const BalanceFigures = ({ balance }: { balance: TBalance }) => (
  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
    <Figure label="Bankroll" value={formatPence(balance.bankrollPence)} />
    <Figure
      label="Settled profit/loss"
      value={formatSignedPence(balance.settledProfitPence)}
      className={
        balance.settledProfitPence > 0 ? 'text-won' : balance.settledProfitPence < 0 ? 'text-lost' : undefined
      }
    />
    <Figure label="Open stakes" value={formatPence(balance.openStakesPence)} />
    {/* Without a bankroll the balance would only be minus the stakes: say what to do instead of a negative figure. */}
    <Figure
      label="Balance"
      value={balance.bankrollPence === 0 ? 'Set a bankroll first' : formatPence(balance.balancePence)}
      className={balance.bankrollPence === 0 ? 'font-semibold text-muted text-sm' : undefined}
    />
  </dl>
);

export const BankrollSection = ({ dailyLimit }: { dailyLimit: number | null }) => {
  const query = useBalance();
  return (
    <SettingsSection
      id="bankroll"
      title="Your bankroll"
      icon={PiggyBank}
      intro="Decide how much you can afford to lose before you bet, and size every stake from it."
    >
      {query.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-lost text-sm">
          <span>We couldn't load your bankroll.</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      {query.data ? (
        <div className="space-y-6">
          <BalanceFigures balance={query.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <BankrollForm bankrollPence={query.data.bankrollPence} />
            </Suspense>
            <BankrollGuidanceList
              bankroll={penceToPounds(query.data.bankrollPence)}
              dailyLimit={dailyLimit}
            />
          </div>
          <p className="text-muted text-xs">
            Balance is your bankroll plus settled profit or loss, less the stakes on open bets. RacePro is a
            tracker: we never hold or take your money.
          </p>
        </div>
      ) : null}
    </SettingsSection>
  );
};
