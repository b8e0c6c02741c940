import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const LINK_CLASSES = cn(
  'rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand',
  FOCUS_RING,
);

/** Why a guest's or Free user's bets live on this device, and how to keep them in an account. */
export const DeviceBetsNote = ({ isSignedIn }: { isSignedIn: boolean }) => (
  <aside
    aria-label="About bets saved on this device"
    className="flex items-start gap-3 rounded-card border border-line bg-card p-4 text-sm shadow-card"
  >
    <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
    <div className="space-y-1.5 text-ink">
      <p>
        Your bets are saved on this device only.{' '}
        <Link to="/subscription" className={LINK_CLASSES}>
          Starter and above
        </Link>{' '}
        track bets in your account, so they follow you to any device.
      </p>
      {isSignedIn ? (
        <p className="text-muted">
          Once you upgrade, we'll offer to import the bets saved on this device into your account.
        </p>
      ) : (
        <p className="text-muted">
          <Link to="/sign-in?next=/bets" className={LINK_CLASSES}>
            Sign in
          </Link>{' '}
          and we'll offer to import the bets saved on this device into your account.
        </p>
      )}
    </div>
  </aside>
);
