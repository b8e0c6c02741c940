import { Minus, Plus } from 'lucide-react';
import {
  canDecreaseStake,
  STAKE_MIN,
  STAKE_SLIDER_MAX,
  sliderStake,
  steppedStake,
} from '~/domain/calculators/bet-calculator-input';
import { Button } from '~/web/components/ui/button';
import { Field, fieldAria } from '~/web/components/ui/field';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { PoundsInput } from './calculator-kit';

const STAKE_HINT = 'Pounds on the bet (each part for each way).';

/** The Bet Calculator's stake: minus and plus by £1, the field itself, and a slider from £1 to £100. */
export const StakeStepper = ({
  id,
  stake,
  disabled,
  onStakeChange,
}: {
  id: string;
  stake: string;
  disabled: boolean;
  onStakeChange: (stake: string) => void;
}) => (
  <Field id={id} label="Stake" hint={STAKE_HINT}>
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Decrease stake by £1"
        onClick={() => onStakeChange(steppedStake(stake, -1))}
        disabled={disabled || !canDecreaseStake(stake)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <PoundsInput
        id={id}
        value={stake}
        onValueChange={onStakeChange}
        className="max-w-32 text-center"
        {...fieldAria({ id, hint: STAKE_HINT })}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label="Increase stake by £1"
        onClick={() => onStakeChange(steppedStake(stake, 1))}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
    <input
      type="range"
      aria-label="Stake slider"
      min={STAKE_MIN}
      max={STAKE_SLIDER_MAX}
      step={1}
      value={sliderStake(stake)}
      onChange={(e) => onStakeChange(e.target.value)}
      className={cn('mt-2 w-full accent-brand', FOCUS_RING)}
    />
  </Field>
);
