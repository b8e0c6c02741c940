import { Link } from 'react-router';
import type { TSubscriptionState } from '~/domain/auth.contract';
import { formatActiveUntil, ukDaysLeft } from '~/domain/plans';
import { TIER_DISPLAY_NAMES, type TTier } from '~/domain/tiers';
import { buttonClasses } from '~/web/components/ui/button';

const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);

/** The account's plan: which one, until when, how many days are left, and where to change it. */
export const PlanSummary = ({ tier, subscription }: { tier: TTier; subscription: TSubscriptionState }) => {
  const end = subscription.endDate ? new Date(subscription.endDate) : null;
  const lapsed = tier === 'Free' && end !== null && end.getTime() <= Date.now();
  return (
    <div className="space-y-3">
      {lapsed ? (
        <p className="rounded-lg bg-gold-100 p-3 text-ink text-sm">
          Your last paid plan ended on {formatActiveUntil(subscription.endDate)}; you are on Free Access now.
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid flex-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-muted text-xs">Plan</dt>
            <dd className="font-semibold text-ink">{TIER_DISPLAY_NAMES[tier]}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{tier === 'Free' ? 'Expiry' : 'Active until'}</dt>
            <dd className="font-semibold text-ink">
              {tier === 'Lifetime' || tier === 'Free'
                ? 'Never expires'
                : formatActiveUntil(subscription.endDate)}
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">Days left</dt>
            <dd className="font-semibold text-ink">
              {tier === 'Lifetime'
                ? 'Lifetime'
                : tier === 'Free'
                  ? 'Always included'
                  : end
                    ? daysLeftText(ukDaysLeft(end, new Date()))
                    : 'Unknown'}
            </dd>
          </div>
        </dl>
        {tier !== 'Lifetime' ? (
          <Link to="/subscription" className={buttonClasses(tier === 'Free' ? 'gold' : 'outline')}>
            {tier === 'Free' ? 'See plans' : 'Renew or upgrade'}
          </Link>
        ) : null}
      </div>
    </div>
  );
};
