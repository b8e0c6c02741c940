import { Gauge } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { TLimits } from '~/domain/limits.contract';
import { formatPounds } from '~/domain/money';
import { formatUkClockOnDay } from '~/domain/uk-date-format';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { Skeleton } from '~/web/components/ui/skeleton';

// The form (four limits, their outcome messages and pending notes) sits under the figures: it loads after the page's
// own code, which keeps /settings/account inside its 200 KB budget.
const StakeLimitsForm = lazy(async () => ({
  default: (await import('./stake-limits-form')).StakeLimitsForm,
}));

type TPeriodFigures = {
  title: string;
  staked: { label: string; value: number };
  left: { label: string; value: number | null; none: string };
  resets: { label: string; at: string };
};

/** Today, this week (from Monday) and this month (from the 1st), UK time: what is staked, left and when it resets. */
const periodsOf = (limits: TLimits): TPeriodFigures[] => [
  {
    title: 'Today',
    staked: { label: 'Staked today', value: limits.stakedToday },
    left: { label: 'Left today', value: limits.remainingToday, none: 'No daily limit' },
    resets: { label: 'Daily limit resets', at: limits.dailyResetsAt },
  },
  {
    title: 'This week',
    staked: { label: 'Staked this week', value: limits.stakedThisWeek },
    left: { label: 'Left this week', value: limits.remainingThisWeek, none: 'No weekly limit' },
    resets: { label: 'Weekly limit resets', at: limits.weekResetsAt },
  },
  {
    title: 'This month',
    staked: { label: 'Staked this month', value: limits.stakedThisMonth },
    left: { label: 'Left this month', value: limits.remainingThisMonth, none: 'No monthly limit' },
    resets: { label: 'Monthly limit resets', at: limits.monthResetsAt },
  },
];

const PeriodCard = ({ period }: { period: TPeriodFigures }) => (
  <div className="rounded-lg bg-surface p-3">
    <h3 className="font-semibold text-ink text-sm">{period.title}</h3>
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
      <div>
        <dt className="text-muted text-xs">{period.staked.label}</dt>
        <dd className="tabular font-bold text-ink text-lg">{formatPounds(period.staked.value)}</dd>
      </div>
      <div>
        <dt className="text-muted text-xs">{period.left.label}</dt>
        <dd className="tabular font-bold text-ink text-lg">
          {period.left.value === null ? period.left.none : formatPounds(period.left.value)}
        </dd>
      </div>
      <div className="col-span-2">
        <dt className="text-muted text-xs">{period.resets.label}</dt>
        <dd className="font-semibold text-ink text-sm">{formatUkClockOnDay(period.resets.at)}</dd>
      </div>
    </dl>
  </div>
);

export const StakeLimitsSection = ({ limits }: { limits: TLimits }) => (
  <SettingsSection
    id="stake-limits"
    title="Stake limits"
    icon={Gauge}
    intro="Cap how much you can record on one bet, in a day, a week and a month. Weeks run Monday to Sunday and months from the 1st, UK time. We refuse a bet that would break a limit."
  >
    <div className="space-y-5">
      <div className="grid gap-3 md:grid-cols-3">
        {periodsOf(limits).map((period) => (
          <PeriodCard key={period.title} period={period} />
        ))}
      </div>
      <p className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-ink text-sm">
        <strong>Lowering a limit applies immediately.</strong> Raising or removing a limit waits 24 hours, so
        you have time to think it over.
      </p>
      <Suspense fallback={<Skeleton className="h-72 w-full sm:h-56" />}>
        <StakeLimitsForm
          key={`${limits.perBetLimit}-${limits.dailyLimit}-${limits.perWeekLimit}-${limits.perMonthLimit}`}
          limits={limits}
        />
      </Suspense>
    </div>
  </SettingsSection>
);
