import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/web/components/ui/button';

// The form (with the racecourse list and the zod schema it checks with) loads when it is first opened.
const ManualBetDialog = lazy(() =>
  import('./manual-bet-dialog').then((module) => ({ default: module.ManualBetDialog })),
);

/** "Add a bet by hand" (issue 36): members tracking in their account only (the server keeps these bets). */
export const AddManualBetButton = () => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        <PenLine aria-hidden="true" />
        Add a bet by hand
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ManualBetDialog onDone={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
