import { Star } from 'lucide-react';
import { Link } from 'react-router';
import type { TSubscriptionState } from '~/domain/auth.contract';
import { formatActiveUntil, ukDaysLeft } from '~/domain/plans';
import type { TTier } from '~/domain/tiers';
import { Badge } from '~/web/components/ui/badge';
import { buttonClasses } from '~/web/components/ui/button';

/** The supporter badge Lifetime includes (its plan card lists it): shown wherever the member's plan is. */
export const SupporterBadge = () => (
  <Badge variant="gold">
    <Star aria-hidden="true" className="size-3.5" />
    Supporter
  </Badge>
);

const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);

/**
 * A member's plan: which one, until when, how many days are left, and (unless `withLink` is off, as on the plan page
 * itself) where to change it. A Lifetime member carries the supporter badge their plan includes.
 */
export const PlanSummary = ({
  tier,
  subscription,
  withLink = true,
}: {
  tier: TTier;
  subscription: TSubscriptionState;
  withLink?: boolean;
}) => {
  const end = subscription.endDate ? new Date(subscription.endDate) : null;
  const lapsed = tier === 'Free' && end !== null && end.getTime() <= Date.now();
  return (
    <div className="space-y-3">
      {lapsed ? (
        <p className="rounded-lg bg-gold-100 p-3 text-ink text-sm">
          Your last paid plan ended on {formatActiveUntil(subscription.endDate)}; you are on Free now.
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid flex-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-muted text-xs">Plan</dt>
            <dd className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {tier}
              {tier === 'Lifetime' ? <SupporterBadge /> : null}
            </dd>
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
        {withLink && tier !== 'Lifetime' ? (
          <Link to="/subscription" className={buttonClasses(tier === 'Free' ? 'gold' : 'outline')}>
            {tier === 'Free' ? 'See plans' : 'Renew or upgrade'}
          </Link>
        ) : null}
      </div>
    </div>
  );
};
