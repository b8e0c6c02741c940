import { type FormEvent, useId, useState } from 'react';
import { ZVoidBetBody } from '~/domain/bets.contract';
import { Button } from '~/web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { TextAreaField } from '~/web/components/ui/textarea';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useVoidBet } from '../api/void-bet';
import type { TBetView } from '../bet-view';
import { schemaProblems } from '../form-problems';

/** Issue 36: the member voids a bet (its stake comes back), saying why; POST /api/bets/:id/void. */
export const VoidBetDialog = ({
  bet,
  accountId,
  onDone,
}: {
  bet: TBetView;
  accountId: number;
  onDone: () => void;
}) => {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const write = useVoidBet();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason };
    const problems = schemaProblems(ZVoidBetBody, body, { reason: 'The reason' });
    setProblem(problems.reason);
    if (problems.reason) return;
    write.mutate({ id: accountId, body: ZVoidBetBody.parse(body) }, { onSuccess: onDone });
  };
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Void this bet on {bet.horse}</DialogTitle>
        <DialogDescription>
          A void bet counts as no bet: its stake is returned and it stays in your record as void.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextAreaField
          id={id}
          label="Why are you voiding it?"
          rows={3}
          maxLength={200}
          value={reason}
          error={problem}
          onChange={(event) => setReason(event.target.value)}
        />
        <ServerErrorAlert message={write.isError ? writeErrorMessage(write.error) : null} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={write.isPending} aria-busy={write.isPending}>
            Void bet
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
};
