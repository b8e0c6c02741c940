import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RACECOURSES } from '~/domain/racecourses';
import { FIRST_FORM_OPTIONS, STANDALONE_FORM_OPTIONS } from '~/domain/tips';
import { Card, CardContent } from '~/web/components/ui/card';
import { toast } from '~/web/components/ui/use-toast';
import { useSubmitStandaloneTip } from '~/web/lib/api/create-tip';
import { classifySubmitFailure } from '../submit-failure';
import {
  applyFieldIssues,
  type TTipForm,
  type TTipFormOptions,
  tipFormDefaults,
  toCreateTipBody,
  ZTipForm,
} from '../tip-form';
import { SubmitTipButton } from './submit-tip-button';
import { TipFormFields } from './tip-form-fields';

/** Spec 2 section 3 "Standalone form option sets"; stakes, access levels and defaults as the first form. */
export const STANDALONE_FORM: TTipFormOptions = {
  ...STANDALONE_FORM_OPTIONS,
  racecourses: RACECOURSES,
  stakes: FIRST_FORM_OPTIONS.stakes,
  accessLevels: FIRST_FORM_OPTIONS.accessLevels,
  defaults: { ...FIRST_FORM_OPTIONS.defaults, category: STANDALONE_FORM_OPTIONS.categories[0] },
};

const FAILED = 'Failed to add tip. Please try again.';

/** Spec 2 "Standalone Add New Racing Tip form": POST /api/tips, then on to /tips. */
export const StandaloneTipForm = ({ onNeedsAdmin }: { onNeedsAdmin: () => void }) => {
  const navigate = useNavigate();
  const submitTip = useSubmitStandaloneTip();
  const form = useForm<TTipForm>({
    resolver: zodResolver(ZTipForm),
    defaultValues: tipFormDefaults(STANDALONE_FORM),
  });

  const onSubmit = async (values: TTipForm) => {
    const body = toCreateTipBody(values);
    try {
      await submitTip.mutateAsync(body);
      toast({ title: 'Tip added', description: `${body.horseName} has been published.` });
      form.reset(tipFormDefaults(STANDALONE_FORM));
      navigate('/tips');
    } catch (error) {
      const failure = classifySubmitFailure(error);
      if (failure.kind === 'needs-admin') {
        onNeedsAdmin();
        return;
      }
      // Nothing is kept on failure here: the form keeps what was typed, so trying again is one click.
      const description = failure.kind === 'refused' ? failure.message : 'The server could not be reached.';
      toast({ variant: 'destructive', title: FAILED, description });
      if (failure.kind === 'refused') applyFieldIssues(form.setError, failure.issues);
    }
  };

  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
          <TipFormFields form={form} options={STANDALONE_FORM} />
          <SubmitTipButton isSubmitting={form.formState.isSubmitting} label="Add Tip" />
        </form>
      </CardContent>
    </Card>
  );
};
