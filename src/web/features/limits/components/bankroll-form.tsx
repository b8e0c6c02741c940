import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPence, penceToPounds } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { toast } from '~/web/components/ui/use-toast';
import { serverFieldIssues, writeErrorMessage } from '~/web/lib/api-errors';
import { useSetBankroll } from '../api/put-bankroll';
import { toMoneyInput } from '../format';
import { type TBankrollForm, type TBankrollFormInput, ZBankrollForm } from '../limits-forms';

export const BankrollForm = ({ bankrollPence }: { bankrollPence: number }) => {
  const setBankroll = useSetBankroll();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    TBankrollFormInput,
    unknown,
    TBankrollForm
  >({
    resolver: zodResolver(ZBankrollForm),
    defaultValues: { bankroll: bankrollPence > 0 ? toMoneyInput(penceToPounds(bankrollPence)) : '' },
  });
  const error = formState.errors.bankroll?.message;

  const onSubmit = (values: TBankrollForm) => {
    setServerError(null);
    setBankroll.mutate(values, {
      onSuccess: (balance) => {
        reset({ bankroll: toMoneyInput(penceToPounds(balance.bankrollPence)) });
        toast({
          title: 'Bankroll saved',
          description: `Your bankroll is now ${formatPence(balance.bankrollPence)}.`,
        });
      },
      onError: (failure) => {
        const issues = serverFieldIssues(failure);
        const fieldIssue = issues.find((issue) => issue.field === 'bankroll');
        if (fieldIssue) setError('bankroll', { message: fieldIssue.message });
        else setServerError(writeErrorMessage(failure));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3" aria-label="Set your bankroll">
      <TextField
        id="bankroll-amount"
        label="Bankroll (£)"
        error={error}
        hint="The money you have set aside for betting and can afford to lose."
        inputMode="decimal"
        autoComplete="off"
        inputClassName="max-w-xs"
        {...register('bankroll')}
      />
      <ServerErrorAlert message={serverError} />
      <Button type="submit" disabled={setBankroll.isPending}>
        {setBankroll.isPending ? 'Saving...' : 'Save bankroll'}
      </Button>
    </form>
  );
};
