import { Gauge } from 'lucide-react';
import type { TLimits } from '~/domain/limits.contract';
import { formatPounds } from '~/domain/money';
import { formatUkClockOnDay } from '~/domain/uk-date-format';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { StakeLimitsForm } from './stake-limits-form';

const TodayFigure = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-lg bg-surface p-3">
    <dt className="text-muted text-xs">{label}</dt>
    <dd className="tabular font-bold text-ink text-lg">{value}</dd>
  </div>
);

export const StakeLimitsSection = ({ limits }: { limits: TLimits }) => (
  <SettingsSection
    id="stake-limits"
    title="Stake limits"
    icon={Gauge}
    intro="Cap how much you can record on one bet and in one day. We refuse a bet that would break a limit."
  >
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TodayFigure label="Staked today" value={formatPounds(limits.stakedToday)} />
        <TodayFigure
          label="Left today"
          value={limits.remainingToday === null ? 'No daily limit' : formatPounds(limits.remainingToday)}
        />
        <div className="col-span-2 rounded-lg bg-surface p-3 sm:col-span-1">
          <dt className="text-muted text-xs">Daily limit resets</dt>
          <dd className="font-bold text-ink">{formatUkClockOnDay(limits.dailyResetsAt)}</dd>
        </div>
      </dl>
      <p className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5 text-ink text-sm">
        <strong>Lowering a limit applies immediately.</strong> Raising or removing a limit waits 24 hours, so
        you have time to think it over.
      </p>
      <StakeLimitsForm key={`${limits.perBetLimit}-${limits.dailyLimit}`} limits={limits} />
    </div>
  </SettingsSection>
);
