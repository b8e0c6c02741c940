import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FIRST_FORM_RACECOURSES } from '~/domain/racecourses';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { FIRST_FORM_OPTIONS } from '~/domain/tips';
import { Card, CardContent } from '~/web/components/ui/card';
import { toast } from '~/web/components/ui/use-toast';
import { useSubmitTip } from '~/web/lib/api/create-tip';
import { classifySubmitFailure } from '../submit-failure';
import {
  applyFieldIssues,
  type TTipForm,
  type TTipFormOptions,
  tipFormDefaults,
  toCreateTipBody,
  ZTipForm,
} from '../tip-form';
import type { TKeepResult } from '../use-pending-tip';
import { PENDING_TIP_MESSAGE } from './pending-tip-notice';
import { SubmitTipButton } from './submit-tip-button';
import { TipFormFields } from './tip-form-fields';

export const FIRST_FORM: TTipFormOptions = { ...FIRST_FORM_OPTIONS, racecourses: FIRST_FORM_RACECOURSES };

const NOT_KEPT: Record<Exclude<TKeepResult, 'saved'>, string> = {
  occupied:
    'The server could not be reached, and another tip is already waiting on this device. Send or discard that one first: this tip has not been saved anywhere.',
  failed:
    'The server could not be reached and this device could not keep the tip. Nothing was saved: please try again.',
};

type TProps = {
  onNeedsAdmin: () => void;
  /** Keeps a tip the server did not take on this device (DESIGN.md "Honest failure"). */
  onKeepLocally: (body: TCreateTipBody) => TKeepResult;
};

/** Spec 2 "Add New Tip (first form)": POST /api/tips, falling back to /api/admin/tips. */
export const FirstTipForm = ({ onNeedsAdmin, onKeepLocally }: TProps) => {
  const navigate = useNavigate();
  const submitTip = useSubmitTip();
  const [notSavedMessage, setNotSavedMessage] = useState<string | null>(null);
  const form = useForm<TTipForm>({
    resolver: zodResolver(ZTipForm),
    defaultValues: tipFormDefaults(FIRST_FORM),
  });

  const onSubmit = async (values: TTipForm) => {
    const body = toCreateTipBody(values);
    setNotSavedMessage(null);
    try {
      await submitTip.mutateAsync(body);
      toast({ title: 'Success!', description: `${body.horseName} has been published.` });
      form.reset(tipFormDefaults(FIRST_FORM));
      navigate('/tips');
    } catch (error) {
      const failure = classifySubmitFailure(error);
      if (failure.kind === 'needs-admin') {
        onNeedsAdmin();
      } else if (failure.kind === 'refused') {
        toast({
          variant: 'destructive',
          title: 'Failed to add tip. Server returned an error.',
          description: failure.message,
        });
        applyFieldIssues(form.setError, failure.issues);
      } else {
        const kept = onKeepLocally(body);
        if (kept === 'saved') {
          toast({ title: 'Not published yet', description: PENDING_TIP_MESSAGE });
          form.reset(tipFormDefaults(FIRST_FORM));
        } else {
          setNotSavedMessage(NOT_KEPT[kept]);
        }
      }
    }
  };

  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
          <TipFormFields form={form} options={FIRST_FORM} />
          {notSavedMessage ? (
            <p
              role="alert"
              className="rounded-lg border border-lost/40 bg-lost-50 px-3 py-2.5 font-medium text-lost text-sm"
            >
              {notSavedMessage}
            </p>
          ) : null}
          <SubmitTipButton isSubmitting={form.formState.isSubmitting} label="Submit Tip" />
        </form>
      </CardContent>
    </Card>
  );
};
