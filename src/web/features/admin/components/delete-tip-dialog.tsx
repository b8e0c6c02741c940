import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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

type TProps = { tip: TAdminTip; onConfirm: () => void };

/** Spec 2 section 5: delete asks "Are you sure you want to delete this tip?" */
export const DeleteTipDialog = ({ tip, onConfirm }: TProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const isOnRecord = tip.result !== null || tip.raceStarted;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-lost hover:bg-lost-50">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only">: {tip.horse}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete tip</DialogTitle>
          <DialogDescription>Are you sure you want to delete this tip?</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {tip.horse}, {tip.time} {tip.racecourse}.
          {isOnRecord
            ? ' Its race has started or it has a result, so it is part of the track record and the server will keep it.'
            : ' It can be withdrawn because its race has not started.'}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setIsOpen(false);
              onConfirm();
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
