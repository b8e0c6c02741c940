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

export type TTrackAgainDialogProps = {
  horse: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

/** Issue 36: a selection the member already tracks goes on the slip again only once they say so. */
export const TrackAgainDialog = ({ horse, isOpen, onOpenChange, onConfirm }: TTrackAgainDialogProps) => (
  <Dialog open={isOpen} onOpenChange={onOpenChange}>
    <DialogContent maxWidth={420}>
      <DialogHeader>
        <DialogTitle>You already track {horse}. Track it again?</DialogTitle>
        <DialogDescription>
          It goes on your betslip as another bet; the one you track stays as it is.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          Track it again
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
