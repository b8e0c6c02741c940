import { Ban, Coffee } from 'lucide-react';
import type { TLimits } from '~/domain/limits.contract';
import { formatUkClockOnDay } from '~/domain/uk-date-format';
import { isFuture } from '../format';

/** An active self-exclusion or time-out, at the top of the page where nobody can miss it. */
export const ProtectionStatus = ({ limits }: { limits: TLimits }) => {
  if (isFuture(limits.selfExcludedUntil)) {
    return (
      <section
        aria-labelledby="protection-status-title"
        className="flex items-start gap-3 rounded-card border-2 border-lost bg-lost-50 p-5"
      >
        <Ban aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-lost" />
        <div>
          <h2 id="protection-status-title" className="font-bold text-lost text-xl">
            You are self-excluded
          </h2>
          <p className="mt-1 text-ink">
            You can't record bets until <strong>{formatUkClockOnDay(limits.selfExcludedUntil)}</strong>.
            Self-exclusion cannot be undone early.
          </p>
        </div>
      </section>
    );
  }
  if (isFuture(limits.timeOutUntil)) {
    return (
      <section
        aria-labelledby="protection-status-title"
        className="flex items-start gap-3 rounded-card border-2 border-gold bg-gold-50 p-5"
      >
        <Coffee aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <div>
          <h2 id="protection-status-title" className="font-bold text-ink text-xl">
            You're taking a break
          </h2>
          <p className="mt-1 text-ink">
            You can't record bets until <strong>{formatUkClockOnDay(limits.timeOutUntil)}</strong>. A break
            can't be ended early.
          </p>
        </div>
      </section>
    );
  }
  return null;
};
