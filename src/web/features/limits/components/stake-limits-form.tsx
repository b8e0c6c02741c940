import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TLimits } from '~/domain/limits.contract';
import { formatUkClockOnDay } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { toast } from '~/web/components/ui/use-toast';
import { serverFieldIssues, writeErrorMessage } from '~/web/lib/api-errors';
import { usePutLimits } from '../api/put-limits';
import { formatLimit, toMoneyInput } from '../format';
import {
  changedLimits,
  isLimitField,
  LIMIT_FIELDS,
  type TLimitField,
  type TStakeLimitsForm,
  type TStakeLimitsFormInput,
  ZStakeLimitsForm,
} from '../limits-forms';
import { PendingLimitNote } from './pending-limit-note';

const FIELD_LABELS: Record<
  TLimitField,
  {
    label: string;
    noun: string;
    pending: 'pendingPerBetLimit' | 'pendingDailyLimit' | 'pendingPerWeekLimit' | 'pendingPerMonthLimit';
  }
> = {
  perBetLimit: { label: 'Per-bet limit (£)', noun: 'per-bet limit', pending: 'pendingPerBetLimit' },
  dailyLimit: { label: 'Daily limit (£)', noun: 'daily limit', pending: 'pendingDailyLimit' },
  perWeekLimit: { label: 'Weekly limit (£)', noun: 'weekly limit', pending: 'pendingPerWeekLimit' },
  perMonthLimit: { label: 'Monthly limit (£)', noun: 'monthly limit', pending: 'pendingPerMonthLimit' },
};

const formValues = (limits: TLimits): TStakeLimitsFormInput => ({
  perBetLimit: toMoneyInput(limits.perBetLimit),
  dailyLimit: toMoneyInput(limits.dailyLimit),
  perWeekLimit: toMoneyInput(limits.perWeekLimit),
  perMonthLimit: toMoneyInput(limits.perMonthLimit),
});

/** What happened to each limit that was sent, in words for the success toast. */
const outcomeText = (sent: Partial<Record<TLimitField, number | null>>, limits: TLimits): string =>
  LIMIT_FIELDS.filter((field) => field in sent)
    .map((field) => {
      const { noun, pending } = FIELD_LABELS[field];
      const waiting = limits[pending];
      return waiting
        ? `Your new ${noun} of ${formatLimit(waiting.amount)} takes effect at ${formatUkClockOnDay(waiting.effectiveAt)}.`
        : `Your ${noun} is now ${formatLimit(limits[field])}.`;
    })
    .join(' ');

export const StakeLimitsForm = ({ limits }: { limits: TLimits }) => {
  const putLimits = usePutLimits();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    TStakeLimitsFormInput,
    unknown,
    TStakeLimitsForm
  >({ resolver: zodResolver(ZStakeLimitsForm), defaultValues: formValues(limits) });

  const onSubmit = (values: TStakeLimitsForm) => {
    setFormMessage(null);
    const body = changedLimits(values, limits);
    if (Object.keys(body).length === 0) {
      setFormMessage('You haven\u2019t changed any limit.');
      return;
    }
    putLimits.mutate(body, {
      onSuccess: (next) => {
        reset(formValues(next));
        toast({ title: 'Limits saved', description: outcomeText(body, next) });
      },
      onError: (error) => {
        const issues = serverFieldIssues(error);
        let isMapped = false;
        for (const { field, message } of issues) {
          if (isLimitField(field)) {
            setError(field, { message });
            isMapped = true;
          }
        }
        if (!isMapped) setFormMessage(writeErrorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Stake limits">
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMIT_FIELDS.map((field) => {
          const { label, pending } = FIELD_LABELS[field];
          return (
            <TextField
              key={field}
              id={field}
              label={label}
              error={formState.errors[field]?.message}
              hint={
                <>
                  <p>Now: {formatLimit(limits[field])}. Leave blank for no limit.</p>
                  <PendingLimitNote pending={limits[pending]} />
                </>
              }
              inputMode="decimal"
              autoComplete="off"
              placeholder="No limit"
              {...register(field)}
            />
          );
        })}
      </div>
      <ServerErrorAlert message={formMessage} />
      <Button type="submit" disabled={putLimits.isPending}>
        {putLimits.isPending ? 'Saving...' : 'Save limits'}
      </Button>
    </form>
  );
};
