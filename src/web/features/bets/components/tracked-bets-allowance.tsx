import { Link } from 'react-router';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { lockedContentMessage } from '~/domain/tiers';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';

/** Starter tracks 25 bets in the account (spec 1 section 9); Monthly and Lifetime are unlimited. */
export const TrackedBetsAllowance = ({ remaining }: { remaining: number }) => {
  const isUsedUp = remaining <= 0;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center sm:justify-between',
        isUsedUp ? 'border-gold bg-gold-50' : 'border-line bg-card',
      )}
    >
      <div>
        <p className="font-semibold text-ink">
          {Math.max(0, remaining)} of {STARTER_BET_LIMIT} tracked bets left
        </p>
        {isUsedUp ? (
          <p className="mt-1 text-ink text-sm">{lockedContentMessage('unlimited bet tracking', 'Monthly')}</p>
        ) : null}
      </div>
      {isUsedUp ? (
        <Link to="/subscription" className={buttonClasses('gold', 'sm')}>
          Upgrade to Monthly
        </Link>
      ) : null}
    </div>
  );
};
