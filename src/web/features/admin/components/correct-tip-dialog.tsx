import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminTip } from '~/domain/admin-tips.contract';
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
import { toast } from '~/web/components/ui/use-toast';
import { serverFieldIssues } from '~/web/lib/api-errors';
import { useCorrectTip } from '../api/correct-tip';
import {
  correctTipFormDefaults,
  type TCorrectTipForm,
  toCorrectTipBody,
  ZCorrectTipForm,
} from '../correct-tip-form';
import { toastWriteFailure } from '../mutation-toasts';
import { CorrectTipFields } from './correct-tip-fields';

const FORM_FIELDS = new Set(['horseName', 'odds', 'accessLevel', 'analysis', 'reason']);

/** An audited correction of a published tip: what changed and why go into its history. */
export const CorrectTipDialog = ({ tip }: { tip: TAdminTip }) => {
  const [isOpen, setIsOpen] = useState(false);
  const correctTip = useCorrectTip();
  const form = useForm<TCorrectTipForm>({
    resolver: zodResolver(ZCorrectTipForm),
    defaultValues: correctTipFormDefaults(tip),
  });

  const onOpenChange = (open: boolean) => {
    if (open) form.reset(correctTipFormDefaults(tip));
    setIsOpen(open);
  };

  const onSubmit = async (values: TCorrectTipForm) => {
    const body = toCorrectTipBody(tip, values);
    if (!body) {
      form.setError('root', { message: 'Nothing has changed: edit at least one field to correct the tip.' });
      return;
    }
    try {
      await correctTip.mutateAsync({ id: tip.id, body });
      toast({ title: 'Tip corrected', description: "The change and its reason are in the tip's history." });
      setIsOpen(false);
    } catch (error) {
      toastWriteFailure(error, 'Failed to correct the tip.');
      for (const { field, message } of serverFieldIssues(error)) {
        if (FORM_FIELDS.has(field)) form.setError(field as keyof TCorrectTipForm, { message });
      }
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <PencilLine aria-hidden="true" />
          Correct tip<span className="sr-only">: {tip.horse}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Correct tip</DialogTitle>
          <DialogDescription>
            Published tips are part of the record: every correction is saved with its reason.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <CorrectTipFields form={form} />
          {form.formState.errors.root?.message ? (
            <p role="alert" className="font-medium text-lost text-sm">
              {form.formState.errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={correctTip.isPending}>
              {correctTip.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              Save correction
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
