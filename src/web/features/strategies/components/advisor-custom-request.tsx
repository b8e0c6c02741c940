import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { ADVISOR_REQUEST_MAX } from '~/domain/advisor-outcome';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/**
 * The custom style's request (kept on the device, or sent with a Lifetime member's Generate to build their strategy)
 * and the warning that the advisor reads words, not sentences.
 */
export const AdvisorCustomRequest = ({
  request,
  isSent,
  onRequestChange,
}: {
  request: string;
  isSent: boolean;
  onRequestChange: (request: string) => void;
}) => {
  const requestId = useId();
  const hintId = useId();
  const warningId = useId();
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={requestId}>Describe the strategy you want</Label>
        <textarea
          id={requestId}
          rows={4}
          maxLength={ADVISOR_REQUEST_MAX}
          value={request}
          onChange={(event) => onRequestChange(event.target.value.slice(0, ADVISOR_REQUEST_MAX))}
          aria-describedby={`${hintId} ${warningId}`}
          placeholder="For example: each-way value bets with low risk, for the long term"
          className={cn(
            'block w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
            'placeholder:text-muted',
            FOCUS_RING,
            'focus-visible:outline-offset-1',
          )}
        />
        <p id={hintId} className="text-muted text-sm">
          {request.length}/{ADVISOR_REQUEST_MAX} characters.{' '}
          {isSent
            ? 'Your request is sent with Generate to build your strategy, and is not kept.'
            : 'Your request stays on this device.'}
        </p>
      </div>
      <div
        id={warningId}
        className="flex items-start gap-2 rounded-lg border border-gold/60 bg-gold-50 p-4 text-ink"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
        <div>
          <p className="font-semibold">Be Specific</p>
          <p className="mt-1 text-sm">
            The advisor follows set guidance, not a conversation: it looks for the words value, low risk, long
            term, each-way and profit in your request. Mention the ones that matter to you.
          </p>
        </div>
      </div>
    </>
  );
};
