import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ADMIN_FORM_OPTIONS } from '~/domain/tips';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { toast } from '~/web/components/ui/use-toast';
import { useCreateAdminTip } from '~/web/lib/api/create-tip';
import { ApiError } from '~/web/lib/api-client';
import { serverFieldIssues } from '~/web/lib/api-errors';
import {
  adminTipFormDefaults,
  formFieldOf,
  hasMissingRequiredFields,
  type TAdminTipForm,
  toCreateTipBody,
  ZAdminTipForm,
} from '../admin-tip-form';
import { AdminTipBetFields } from './admin-tip-bet-fields';
import { AdminTipRaceFields } from './admin-tip-race-fields';
import { AdminTipRacecardFields } from './admin-tip-racecard-fields';

/** The Add New Tip tab (spec 2 "Admin add tip" and its messages in section 8). */
export const AdminTipForm = () => {
  const createTip = useCreateAdminTip();
  const form = useForm<TAdminTipForm>({
    resolver: zodResolver(ZAdminTipForm),
    defaultValues: adminTipFormDefaults(),
  });

  const onInvalid = () => {
    if (!hasMissingRequiredFields(form.getValues())) return;
    toast({
      variant: 'destructive',
      title: 'Missing fields',
      description: 'Please fill in all required fields (horse, racecourse, time, odds)',
    });
  };

  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      toast({ variant: 'destructive', title: 'Something went wrong. Please try again.' });
      return;
    }
    toast({
      variant: 'destructive',
      title: 'Failed to add tip. Server returned an error.',
      description: error.userMessage,
    });
    for (const { field, message } of serverFieldIssues(error)) {
      const name = formFieldOf(field);
      if (name) form.setError(name, { message });
    }
  };

  const onSubmit = (values: TAdminTipForm) =>
    createTip.mutate(toCreateTipBody(values), {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Tip has been added successfully' });
        form.reset(adminTipFormDefaults());
      },
      onError,
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add New Tip</CardTitle>
        <CardDescription>
          Published as {ADMIN_FORM_OPTIONS.tipster}. Tips must go out before the off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <AdminTipRaceFields form={form} />
          <AdminTipBetFields form={form} />
          <AdminTipRacecardFields form={form} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={createTip.isPending}>
              {createTip.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {createTip.isPending ? 'Adding tip...' : 'Add Tip'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
