import { Coffee } from 'lucide-react';
import { useState } from 'react';
import { activeBreak } from '~/domain/breaks';
import type { TIME_OUTS } from '~/domain/limits.contract';
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
import { useLimits } from '../api/get-limits';
import { usePutLimits } from '../api/put-limits';
import { ChoiceGroup } from './choice-group';

type TTimeOut = (typeof TIME_OUTS)[number];

const HOUR_MS = 60 * 60 * 1000;
export const TIME_OUT_CHOICES: ReadonlyArray<{ value: TTimeOut; label: string; hours: number }> = [
  { value: '24h', label: '24 hours', hours: 24 },
  { value: '7d', label: '7 days', hours: 24 * 7 },
  { value: '30d', label: '30 days', hours: 24 * 30 },
];

const choiceOf = (value: TTimeOut) =>
  TIME_OUT_CHOICES.find((choice) => choice.value === value) ?? TIME_OUT_CHOICES[0]!;

/** A time-out of 24 hours, 7 days or 30 days, only after a confirmation that says when it ends. */
export const TakeABreakSection = () => {
  const limits = useLimits().data;
  const putLimits = usePutLimits();
  const [timeOut, setTimeOut] = useState<TTimeOut>('24h');
  const [isOpen, setIsOpen] = useState(false);
  const [endsAt, setEndsAt] = useState(() => new Date());
  const choice = choiceOf(timeOut);

  const onOpen = () => {
    putLimits.reset();
    setEndsAt(new Date(Date.now() + choice.hours * HOUR_MS));
    setIsOpen(true);
  };

  const onConfirm = () => {
    putLimits.mutate(
      { timeOut },
      {
        onSuccess: (limits) => {
          setIsOpen(false);
          toast({
            title: 'Your break has started',
            description: limits.timeOutUntil
              ? `You can record bets again from ${formatUkClockOnDay(limits.timeOutUntil)}.`
              : undefined,
          });
        },
      },
    );
  };

  // A break in force: say when it ends instead of offering another (it can't be shortened, only outlasted).
  const runningUntil = limits ? activeBreak(limits, new Date()) : null;
  if (runningUntil) {
    return (
      <SettingsSection id="take-a-break" title="Take a break" icon={Coffee}>
        <p className="text-ink" data-testid="break-running">
          {runningUntil.kind === 'self-exclusion' ? 'You are self-excluded until' : 'Your break ends at'}{' '}
          <strong>{formatUkClockOnDay(runningUntil.until)}</strong>. Until then you can't record bets, and
          tips for races not yet run are hidden. Results and your own bets stay readable.
        </p>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      id="take-a-break"
      title="Take a break"
      icon={Coffee}
      intro="Step away for a while. During a break you can't record bets or see tips for races not yet run, and a break can't be ended early."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ChoiceGroup
          name="time-out"
          legend="Break length"
          choices={TIME_OUT_CHOICES}
          value={timeOut}
          onChange={setTimeOut}
        />
        <Button variant="outline" onClick={onOpen}>
          Take a break for {choice.label}
        </Button>
      </div>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Take a break for {choice.label}?</DialogTitle>
            <DialogDescription>
              You won't be able to record bets until {formatUkClockOnDay(endsAt)}. A break can't be ended
              early.
            </DialogDescription>
          </DialogHeader>
          <ServerErrorAlert message={putLimits.isError ? writeErrorMessage(putLimits.error) : null} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={putLimits.isPending}>
              {putLimits.isPending ? 'Starting...' : 'Start my break'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
};
