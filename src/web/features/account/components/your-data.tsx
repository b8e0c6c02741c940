import { Download, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { ACCOUNT_EXPORT_URL } from '../api/close-account';

// The confirmation (its form and password field) loads only when asked for: the /account bundle has a budget.
const CloseAccountDialog = lazy(async () => ({
  default: (await import('./close-account-dialog')).CloseAccountDialog,
}));

/** "Your data": a copy of everything in the account, and closing it (UK GDPR Articles 15, 17 and 20). */
export const YourData = () => {
  const [isClosing, setIsClosing] = useState(false);
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm">
          A file (JSON) with your details, plan, payments, bets, limits and breaks, quiz scores and invites.
        </p>
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </div>
      <div className="space-y-2 border-line border-t pt-5">
        <p className="text-sm">
          Closing your account deletes your details, bets, quiz scores and limits, and signs you out
          everywhere. Payment records are kept for 6 years, as the law requires, without your name or e-mail.
        </p>
        <Button variant="destructive" onClick={() => setIsClosing(true)}>
          <UserX aria-hidden="true" />
          Close my account
        </Button>
        {isClosing ? (
          <Suspense fallback={null}>
            <CloseAccountDialog onClose={() => setIsClosing(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
};
