import { useState } from 'react';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
import { ApiError } from '~/web/lib/api-client';
import { usePutStatementEmail, useStatementEmail } from '../api/statement-email';

/** "E-mail me my monthly statement": off until the member ticks it; saved to the account at once. */
export const StatementEmailSetting = ({ isEmailVerified }: { isEmailVerified: boolean }) => {
  const setting = useStatementEmail();
  const save = usePutStatementEmail();
  // NOTE: the choice shows at once, in the click's own render: the mutation's pending state arrives a tick later, and
  // a controlled checkbox would flick back meanwhile.
  const [choice, setChoice] = useState<boolean | null>(null);
  const saved = setting.data?.monthlyStatementEmail ?? false;
  const isOn = choice ?? saved;
  const error = save.isError
    ? save.error instanceof ApiError
      ? save.error.userMessage
      : 'Your choice could not be saved. Please try again.'
    : setting.isError
      ? 'Your choice could not be loaded. Please try again later.'
      : undefined;
  return (
    <div className="space-y-2 border-line border-t pt-5">
      <CheckboxField
        id="monthly-statement-email"
        label="E-mail me my monthly statement"
        hint={
          isEmailVerified
            ? 'On the 1st of each month (from 9am UK time) we e-mail you last month’s statement: the figures and your limits, never tips.'
            : 'On the 1st of each month (from 9am UK time) we e-mail you last month’s statement, once your e-mail address is confirmed.'
        }
        checked={isOn}
        disabled={setting.isPending || save.isPending}
        onChange={(event) => {
          const next = event.target.checked;
          setChoice(next);
          save.mutate({ monthlyStatementEmail: next }, { onSettled: () => setChoice(null) });
        }}
        error={error}
      />
      <p role="status" className="text-muted text-xs">
        {save.isSuccess
          ? saved
            ? 'Saved: your statement will be e-mailed each month.'
            : 'Saved: no statement e-mails.'
          : ''}
      </p>
    </div>
  );
};
