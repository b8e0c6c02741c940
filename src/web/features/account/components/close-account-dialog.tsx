import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { toast } from '~/web/components/ui/use-toast';
import { ApiError } from '~/web/lib/api-client';
import { serverFieldIssues, writeErrorMessage } from '~/web/lib/api-errors';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useCloseAccount } from '../api/close-account';

/** Asks for the current password with a clear warning; on success the member is signed out and sent home. */
export const CloseAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const close = useCloseAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setFieldError('Enter your current password');
    if (password.length > 200) return setFieldError('Password is too long');
    setFieldError(undefined);
    close.mutate(
      { password },
      {
        onSuccess: () => {
          onClose();
          toast({
            title: 'Your account is closed',
            description: 'You are signed out everywhere and your personal data has been deleted.',
          });
          navigate('/');
        },
        onError: (error) => {
          const issue = serverFieldIssues(error).find((candidate) => candidate.field === 'password');
          if (issue) setFieldError(issue.message);
        },
      },
    );
  };

  const hasFieldIssue = serverFieldIssues(close.error).length > 0;
  const alert =
    close.error && !hasFieldIssue
      ? close.error instanceof ApiError && close.error.status === 429
        ? 'Too many attempts. Please wait a few minutes and try again.'
        : writeErrorMessage(close.error)
      : null;

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Close your account?</DialogTitle>
            <DialogDescription>
              This cannot be undone. Your e-mail address, username, password, bets, quiz scores, limits and
              plan are deleted, and every device is signed out. Any time left on your plan is lost. Payment
              records are kept for 6 years, as the law requires, without your name or e-mail. A break or
              self-exclusion still applies to your e-mail address until it ends.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            Want a copy first?{' '}
            <a href="/api/account/export" download className={LINK_CLASSES}>
              Download my data
            </a>
            . More in the{' '}
            <Link to="/privacy" className={LINK_CLASSES}>
              privacy notice
            </Link>
            .
          </p>
          <PasswordField
            id="close-account-password"
            label="Current password"
            autoComplete="current-password"
            maxLength={200}
            error={fieldError}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <ServerErrorAlert message={alert} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={close.isPending}>
              {close.isPending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              {close.isPending ? 'Closing...' : 'Close my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
