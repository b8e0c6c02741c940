import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatUkDateText, formatUkDateTime } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import type { TPendingTip } from '../pending-tip';

type TProps = {
  tip: TPendingTip;
  problem: string | null;
  isSending: boolean;
  onRetry: () => void;
  onDiscard: () => void;
};

export const PENDING_TIP_MESSAGE =
  "Saved on this device only - not published yet. We'll retry when you're back online.";

/** DESIGN.md "Honest failure": the tip is on this device, not on the server, and we say so. */
export const PendingTipNotice = ({ tip, problem, isSending, onRetry, onDiscard }: TProps) => {
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-card border border-gold-600 bg-gold-50 p-4">
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold text-ink">{PENDING_TIP_MESSAGE}</p>
        <p className="text-ink text-sm">
          {tip.horseName}, {tip.raceTime} {tip.racecourse} on {formatUkDateText(tip.tipDate)} (saved{' '}
          {formatUkDateTime(tip.submittedAt)}
          ).
        </p>
        {problem ? <p className="font-medium text-lost text-sm">{problem}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onRetry} disabled={isSending}>
            <RefreshCw aria-hidden="true" className={isSending ? 'motion-safe:animate-spin' : undefined} />
            {isSending ? 'Sending...' : 'Retry now'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => (isConfirmingDiscard ? onDiscard() : setIsConfirmingDiscard(true))}
          >
            {isConfirmingDiscard ? 'Yes, discard it' : 'Discard saved tip'}
          </Button>
        </div>
      </div>
    </div>
  );
};
