import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { toast } from '~/web/components/ui/use-toast';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useLogoutEverywhere } from '../api/logout-everywhere';

/** Ends every session of the account (a lost phone, a shared computer), this one included, after a confirmation. */
export const SignOutEverywhere = () => {
  const [isOpen, setIsOpen] = useState(false);
  const logout = useLogoutEverywhere();
  const navigate = useNavigate();
  const onConfirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        toast({
          title: 'Signed out everywhere',
          description: 'Every device, this one included, is now signed out.',
        });
        navigate('/sign-in');
      },
    });
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign out everywhere?</DialogTitle>
          <DialogDescription>
            Every phone, tablet and computer signed in to your account will be signed out, this one included,
            and stop showing RacePro notifications. Your bets and settings are kept.
          </DialogDescription>
        </DialogHeader>
        <ServerErrorAlert message={logout.error ? writeErrorMessage(logout.error) : null} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={logout.isPending}>
            {logout.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
