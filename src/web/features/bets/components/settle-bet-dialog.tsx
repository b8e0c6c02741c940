import { type FormEvent, useId, useState } from 'react';
import { MEMBER_RESULTS, ZBetResultBody } from '~/domain/bets.contract';
import { Button } from '~/web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { TextField } from '~/web/components/ui/field';
import { FieldError } from '~/web/components/ui/field-error';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useRecordBetResult } from '../api/record-bet-result';
import type { TBetView } from '../bet-view';
import { schemaProblems, serverProblems } from '../form-problems';

type TResult = (typeof MEMBER_RESULTS)[number];
const LABELS = { result: 'Result', return: 'The return' };

/**
 * Issue 36: the member settles a bet they typed in by hand, after its off: Won (the server works out the return at the
 * price taken), Placed with what it returned, Lost, or Void (POST /api/bets/:id/result).
 */
export const SettleBetDialog = ({
  bet,
  accountId,
  onDone,
}: {
  bet: TBetView;
  accountId: number;
  onDone: () => void;
}) => {
  const groupId = useId();
  const returnId = useId();
  const [result, setResult] = useState<TResult | null>(null);
  const [returned, setReturned] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const write = useRecordBetResult();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      result: result ?? undefined,
      ...(result === 'Placed' ? { return: returned.trim() === '' ? undefined : Number(returned) } : {}),
    };
    const found =
      result === null ? { result: 'Choose the result' } : schemaProblems(ZBetResultBody, body, LABELS);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    write.mutate(
      { id: accountId, body: ZBetResultBody.parse(body) },
      { onSuccess: onDone, onError: (error) => setProblems(serverProblems(error, LABELS)) },
    );
  };
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Settle this bet on {bet.horse}</DialogTitle>
        <DialogDescription>You typed this bet in, so you record its result.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-describedby={problems.result ? `${groupId}-error` : undefined}>
          <legend className="font-semibold text-ink text-sm">Result</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {MEMBER_RESULTS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm has-checked:border-brand"
              >
                <input
                  type="radio"
                  name={groupId}
                  value={option}
                  checked={result === option}
                  className="size-4 accent-brand"
                  onChange={() => setResult(option)}
                />
                {option}
              </label>
            ))}
          </div>
          <FieldError id={`${groupId}-error`}>{problems.result}</FieldError>
        </fieldset>
        {result === 'Placed' ? (
          <TextField
            id={returnId}
            label="What it returned (£)"
            hint="The whole return, stake included, as your bookmaker paid it"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            inputClassName="tabular"
            value={returned}
            error={problems.return}
            onChange={(event) => setReturned(event.target.value)}
          />
        ) : null}
        <ServerErrorAlert message={write.isError ? writeErrorMessage(write.error) : null} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={write.isPending} aria-busy={write.isPending}>
            Save result
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
};
