import { Clock } from 'lucide-react';
import type { TLimits } from '~/domain/limits.contract';
import { formatPounds } from '~/domain/money';
import { formatUkClockOnDay } from '~/domain/uk-date-format';

/** A raise (or removal) waiting its 24 hours. */
export const PendingLimitNote = ({ pending }: { pending: TLimits['pendingDailyLimit'] }) =>
  pending ? (
    <p className="mt-1 flex items-start gap-1.5 rounded-md bg-gold-50 px-2 py-1.5 font-medium text-ink">
      <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-gold-700" />
      <span>
        {pending.amount === null
          ? `Removing this limit takes effect at ${formatUkClockOnDay(pending.effectiveAt)}.`
          : `Your new limit of ${formatPounds(pending.amount)} takes effect at ${formatUkClockOnDay(pending.effectiveAt)}.`}
      </span>
    </p>
  ) : null;
