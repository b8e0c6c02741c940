import { Switch } from 'radix-ui';
import { useId } from 'react';
import type { TStakeIs } from '~/domain/calculators/bet-settler-input';
import { BET_SHAPES, SETTLER_BET_TYPES, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { FieldMessage, messageProps, SettlerSelect } from './settler-field';

const STAKE_CHOICES: ReadonlyArray<{ value: TStakeIs; label: string }> = [
  { value: 'per-line', label: 'Per line' },
  { value: 'total', label: 'Total stake' },
];

export type TSettlerBetControlsProps = {
  type: TSettlerBetType;
  /** What the bet's lines are ("6 doubles, 4 trebles and 1 4-fold"), or null when the selections do not suit it. */
  linesHint: string | null;
  stake: string;
  stakeMessage: string | null;
  stakeIs: TStakeIs;
  isEachWay: boolean;
  disabled: boolean;
  onTypeChange: (value: string) => void;
  onStakeChange: (value: string) => void;
  onStakeIsChange: (value: TStakeIs) => void;
  onEachWayChange: (value: boolean) => void;
};

/** The bet as a whole: its type, the stake and whether it is per line or the total, and each way. */
export const SettlerBetControls = (props: TSettlerBetControlsProps) => {
  const id = useId();
  const { type, linesHint, stake, stakeMessage, stakeIs, isEachWay, disabled } = props;
  const ids = {
    type: `${id}-type`,
    typeHint: `${id}-type-hint`,
    eachWay: `${id}-each-way`,
    eachWayHint: `${id}-each-way-hint`,
    stake: `${id}-stake`,
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Label htmlFor={ids.type}>Bet type</Label>
        <SettlerSelect
          id={ids.type}
          className="mt-1.5"
          value={type}
          onChange={(event) => props.onTypeChange(event.target.value)}
          aria-describedby={linesHint ? ids.typeHint : undefined}
          disabled={disabled}
        >
          {SETTLER_BET_TYPES.map((value) => (
            <option key={value} value={value}>
              {BET_SHAPES[value].label}
            </option>
          ))}
        </SettlerSelect>
        {linesHint ? (
          <p id={ids.typeHint} className="mt-1 text-muted text-xs">
            {linesHint}
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor={ids.stake}>Stake</Label>
        <div className="relative mt-1.5">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
          >
            £
          </span>
          <Input
            id={ids.stake}
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            onChange={(event) => props.onStakeChange(event.target.value)}
            className="pl-7 tabular-nums"
            {...messageProps(ids.stake, stakeMessage)}
            disabled={disabled}
          />
        </div>
        <FieldMessage id={ids.stake} message={stakeMessage} />
      </div>
      <fieldset className="min-w-0" disabled={disabled}>
        <legend className="font-semibold text-ink text-sm">Stake is</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {STAKE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3',
                'text-center font-semibold text-sm',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                'has-[:focus-visible]:outline-offset-2',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                choice.value === stakeIs
                  ? 'border-brand bg-brand text-white'
                  : 'border-muted/50 bg-card text-ink hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name={`${id}-stake-is`}
                value={choice.value}
                checked={choice.value === stakeIs}
                onChange={() => props.onStakeIsChange(choice.value)}
                disabled={disabled}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2">
        <Switch.Root
          id={ids.eachWay}
          checked={isEachWay}
          onCheckedChange={props.onEachWayChange}
          disabled={disabled}
          aria-describedby={ids.eachWayHint}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
            'data-[state=checked]:bg-brand data-[state=unchecked]:bg-muted/50',
            'disabled:cursor-not-allowed disabled:opacity-50',
            FOCUS_RING,
          )}
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
        <Label htmlFor={ids.eachWay} className="whitespace-nowrap">
          Each Way
        </Label>
        <span id={ids.eachWayHint} className="text-muted text-xs">
          {isEachWay ? 'Win and place line on each combination' : 'Win lines only'}
        </span>
      </div>
    </div>
  );
};
