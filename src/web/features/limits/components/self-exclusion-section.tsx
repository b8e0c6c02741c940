import { addMonths } from 'date-fns';
import { ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { HELPLINES } from '~/domain/site';
import { formatUkClockOnDay } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { toast } from '~/web/components/ui/use-toast';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { usePutLimits } from '../api/put-limits';
import { ChoiceGroup } from './choice-group';

type TMonths = '6' | '12' | '24' | '60';
export const SELF_EXCLUSION_CHOICES: ReadonlyArray<{ value: TMonths; label: string }> = [
  { value: '6', label: '6 months' },
  { value: '12', label: '1 year' },
  { value: '24', label: '2 years' },
  { value: '60', label: '5 years' },
];

const { gamstop } = HELPLINES;

const GamstopLink = () => (
  <a
    href={gamstop.url}
    target="_blank"
    rel="noopener noreferrer"
    className={cn('rounded-sm font-semibold text-brand-700 underline underline-offset-2', FOCUS_RING)}
  >
    register with {gamstop.name}
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);

/** Self-exclusion for 6 months or more: a strong confirmation, and it cannot be undone early. */
export const SelfExclusionSection = () => {
  const putLimits = usePutLimits();
  const checkboxId = useId();
  const [months, setMonths] = useState<TMonths>('6');
  const [isOpen, setIsOpen] = useState(false);
  const [hasUnderstood, setHasUnderstood] = useState(false);
  const [endsAt, setEndsAt] = useState(() => new Date());
  const label = SELF_EXCLUSION_CHOICES.find((choice) => choice.value === months)?.label ?? `${months} months`;

  const onOpen = () => {
    putLimits.reset();
    setHasUnderstood(false);
    setEndsAt(addMonths(new Date(), Number(months)));
    setIsOpen(true);
  };

  const onConfirm = () => {
    putLimits.mutate(
      { selfExcludeMonths: Number(months) },
      {
        onSuccess: (limits) => {
          setIsOpen(false);
          toast({
            title: 'You are now self-excluded',
            description: limits.selfExcludedUntil
              ? `You can't record bets until ${formatUkClockOnDay(limits.selfExcludedUntil)}.`
              : undefined,
          });
        },
      },
    );
  };

  return (
    <SettingsSection
      id="self-exclusion"
      title="Self-exclusion"
      icon={ShieldOff}
      intro={
        <>
          If you feel you need a longer break, you can self-exclude for 6 months or more. You won't be able to
          record bets, and <strong className="text-ink">self-exclusion cannot be undone early</strong>. To
          block every gambling site and app licensed in Great Britain as well, <GamstopLink />.
        </>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ChoiceGroup
          name="self-exclusion"
          legend="Self-exclusion length"
          choices={SELF_EXCLUSION_CHOICES}
          value={months}
          onChange={setMonths}
        />
        <Button variant="destructive" onClick={onOpen}>
          Self-exclude for {label}
        </Button>
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Self-exclude for {label}?</DialogTitle>
            <DialogDescription>
              You won't be able to record bets until {formatUkClockOnDay(endsAt)}. Self-exclusion cannot be
              undone early, not by you and not by our support team.
            </DialogDescription>
          </DialogHeader>
          <p className="text-ink text-sm">
            To block every gambling site and app licensed in Great Britain too, <GamstopLink />.
          </p>
          <div className="mt-4 flex items-start gap-3 rounded-lg border border-lost/40 bg-lost-50 p-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={hasUnderstood}
              onChange={(event) => setHasUnderstood(event.target.checked)}
              className={cn('mt-0.5 size-5 shrink-0 accent-lost', FOCUS_RING)}
            />
            <label htmlFor={checkboxId} className="font-semibold text-ink text-sm">
              I understand that self-exclusion cannot be undone early
            </label>
          </div>
          {putLimits.isError ? (
            <div className="mt-4">
              <ServerErrorAlert message={writeErrorMessage(putLimits.error)} />
            </div>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={onConfirm}
              disabled={!hasUnderstood || putLimits.isPending}
            >
              {putLimits.isPending ? 'Self-excluding...' : `Self-exclude for ${label}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
};
