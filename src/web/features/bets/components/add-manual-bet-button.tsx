import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogTrigger } from '~/web/components/ui/dialog';
import { ManualBetDialog } from './manual-bet-dialog';

/** "Add a bet by hand" (issue 36): members tracking in their account only (the server keeps these bets). */
export const AddManualBetButton = () => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PenLine aria-hidden="true" />
          Add a bet by hand
        </Button>
      </DialogTrigger>
      {isOpen ? <ManualBetDialog onDone={() => setIsOpen(false)} /> : null}
    </Dialog>
  );
};
