import { Check, ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { breakLabel } from '~/domain/breaks';
import { isRaceOff } from '~/domain/race-clock';
import type { TTip } from '~/domain/tip.contract';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { addTipToBetslip } from '~/web/lib/add-tip-to-betslip';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useBetslip } from '~/web/lib/betslip-store';
import { cn } from '~/web/lib/cn';
import { useNow } from '~/web/lib/use-now';

/**
 * Add a tip to the betslip, or "In betslip" once its selection is there (pressing it again replaces the stake and
 * opens the slip). Nothing once the race has a result or its off has passed: the server refuses those bets. `compact`
 * shows just "Add" (the horse stays in the accessible name) for the home teaser's small cards.
 */
export const AddToBetslipButton = ({
  tip,
  compact = false,
  isTracked = false,
  className,
}: {
  tip: TTip;
  compact?: boolean;
  /** The member already tracks this selection (GET /api/bets/tracked, or a device bet): a link to My Bets instead. */
  isTracked?: boolean;
  className?: string;
}) => {
  const now = useNow();
  const { items } = useBetslip();
  const brk = useActiveBreak();
  if (tip.result !== null || isRaceOff(tip.startsAt, now)) return null;
  // Issue 36: the button tells the truth about a tip already tracked; tracking it again goes through the race page.
  if (isTracked) {
    return (
      <Link
        to="/bets"
        className={cn(
          buttonClasses('outline', compact ? 'sm' : 'md'),
          compact ? 'min-h-9 px-2.5' : 'w-full whitespace-normal! py-2 text-center',
          className,
        )}
      >
        <ListChecks aria-hidden="true" />
        {compact ? (
          <>
            Tracked<span className="sr-only"> · view in My Bets</span>
          </>
        ) : (
          'Tracked · view in My Bets'
        )}
      </Link>
    );
  }
  // A non-runner cannot be backed (the server refuses it): say so where the button was.
  if (tip.withdrawn) {
    return (
      <Button
        size={compact ? 'sm' : 'md'}
        variant="outline"
        disabled
        className={cn(compact ? 'min-h-9 px-2.5' : 'w-full whitespace-normal! py-2 text-center', className)}
      >
        Non-runner<span className="sr-only">: {tip.horse} cannot be added to the betslip</span>
      </Button>
    );
  }
  // During a break nothing can be added (the server refuses the bet anyway): the button says until when.
  if (brk) {
    return (
      <Button
        size={compact ? 'sm' : 'md'}
        variant="outline"
        disabled
        className={cn(compact ? 'min-h-9 px-2.5' : 'w-full whitespace-normal! py-2 text-center', className)}
      >
        {breakLabel(brk, new Date(now))}
        <span className="sr-only">: {tip.horse} cannot be added to the betslip</span>
      </Button>
    );
  }
  const isInBetslip = items.some((item) => item.raceEntryId === tip.raceEntryId);
  return (
    <Button
      size={compact ? 'sm' : 'md'}
      variant={isInBetslip ? 'outline' : 'primary'}
      className={cn(compact ? 'min-h-9 px-2.5' : 'w-full whitespace-normal! py-2 text-center', className)}
      onClick={() => addTipToBetslip(tip)}
    >
      {isInBetslip ? (
        <>
          <Check aria-hidden="true" />
          In betslip<span className="sr-only">: {tip.horse}</span>
        </>
      ) : (
        <>
          <Plus aria-hidden="true" />
          {compact ? (
            <>
              Add <span className="sr-only">{tip.horse} to betslip</span>
            </>
          ) : (
            `Add ${tip.horse} to betslip`
          )}
        </>
      )}
    </Button>
  );
};
