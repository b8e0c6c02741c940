import { useId } from 'react';
import { BET_TYPES } from '~/domain/settlement';
import { Label } from '~/web/components/ui/label';
import { setType, type TBetslipItem } from '~/web/lib/betslip-store';
import { cn, FOCUS_RING } from '~/web/lib/cn';

type TBetTypeFieldProps = { index: number; item: TBetslipItem; isDisabled: boolean };

export const BetTypeField = ({ index, item, isDisabled }: TBetTypeFieldProps) => {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>
        Bet type <span className="sr-only">for {item.horse}</span>
      </Label>
      <select
        id={id}
        value={item.type}
        disabled={isDisabled}
        onChange={(event) => {
          const type = BET_TYPES.find((candidate) => candidate === event.target.value);
          if (type) setType(index, type);
        }}
        className={cn(
          'mt-1 block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
          'disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70',
          FOCUS_RING,
          'focus-visible:outline-offset-1',
        )}
      >
        {BET_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  );
};
