import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import type { TTipResult } from '~/domain/tips';
import { formatTipDay } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/web/components/ui/dialog';
import { TextAreaField } from '~/web/components/ui/textarea';
import { toast } from '~/web/components/ui/use-toast';
import { serverFieldIssues } from '~/web/lib/api-errors';
import { RESULT_LABELS } from '../admin-format';
import { useSetTipResult } from '../api/set-tip-result';
import { toastWriteFailure } from '../mutation-toasts';
import {
  resultFormDefaults,
  resultFormSchema,
  type TResultForm,
  type TResultMode,
  toSetResultBody,
} from '../result-form';
import { ResultExtraFields, SpField } from './result-extra-fields';

type TProps = {
  tip: TAdminTip;
  mode: TResultMode;
  initialResult: TTipResult;
  /** The button that opens the dialog. */
  children: ReactNode;
};

const FORM_FIELDS = new Set([
  'result',
  'resultComment',
  'deadHeat',
  'deadHeatPosition',
  'rule4Pence',
  'sp',
  'reason',
]);

const titleOf = (mode: TResultMode, result: TTipResult) =>
  mode === 'quick'
    ? `Mark as ${RESULT_LABELS[result]}`
    : mode === 'more'
      ? 'Record a result'
      : 'Correct result';

/** Spec 2 section 4: setting a result asks for optional extra comments, then PATCHes it. */
export const ResultDialog = ({ tip, mode, initialResult, children }: TProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const setResult = useSetTipResult();
  const form = useForm<TResultForm>({
    resolver: zodResolver(resultFormSchema(mode, tip.places)),
    defaultValues: resultFormDefaults(tip, initialResult),
  });
  const { errors } = form.formState;

  const onOpenChange = (open: boolean) => {
    if (open) form.reset(resultFormDefaults(tip, initialResult));
    setIsOpen(open);
  };

  // NOTE: mutateAsync: once the result lands, the row swaps these buttons out and this dialog unmounts.
  const onSubmit = async (values: TResultForm) => {
    try {
      await setResult.mutateAsync({ id: tip.id, body: toSetResultBody(values, mode) });
      toast({ title: 'Tip result has been updated.' });
      setIsOpen(false);
    } catch (error) {
      toastWriteFailure(error, 'Failed to update tip result.');
      for (const { field, message } of serverFieldIssues(error)) {
        if (FORM_FIELDS.has(field)) form.setError(field as keyof TResultForm, { message });
      }
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{titleOf(mode, initialResult)}</DialogTitle>
          <DialogDescription>
            {tip.horse}, {tip.time} {tip.racecourse}, {formatTipDay(tip.date)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          {mode === 'quick' ? (
            <SpField register={form.register} hint="Starting price, e.g. 9/2" error={errors.sp?.message} />
          ) : (
            <ResultExtraFields form={form} places={tip.places} />
          )}
          <TextAreaField
            id="result-comment"
            label="Extra comments"
            optional
            error={errors.resultComment?.message}
            rows={3}
            placeholder="e.g. Made all, won easily"
            {...form.register('resultComment')}
          />
          {mode === 'correct' ? (
            <TextAreaField
              id="result-reason"
              label="Reason for the correction"
              hint="Kept in the tip's history."
              error={errors.reason?.message}
              rows={2}
              {...form.register('reason')}
            />
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={setResult.isPending}>
              {setResult.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              Save result
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
