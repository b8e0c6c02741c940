import { type FormEvent, useId, useState } from 'react';
import { type TEditBetBody, ZEditBetBody } from '~/domain/bets.contract';
import { parsePriceInput } from '~/domain/price-input';
import { formatUkDateTime } from '~/domain/uk-date-format';
import { BookmakerField } from '~/web/components/bookmaker-field';
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
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { useEditBet } from '../api/edit-bet';
import type { TBetView } from '../bet-view';
import { schemaProblems, serverProblems } from '../form-problems';

const LABELS = { stake: 'Stake', odds: 'Price', bookmaker: 'Bookmaker' };
const NOTHING_CHANGED = 'Change the stake, price or bookmaker first';

/**
 * Issue 36: an open bet's stake, price (typed in the member's odds format) and bookmaker, corrected until its off;
 * only what changed is sent (PATCH /api/bets/:id). An SP bet and a multiple keep their prices.
 */
export const CorrectBetDialog = ({
  bet,
  accountId,
  onDone,
}: {
  bet: TBetView;
  accountId: number;
  onDone: () => void;
}) => {
  const ids = { stake: useId(), odds: useId(), bookmaker: useId() };
  const { format, formatOdds } = useOddsDisplay();
  const canChangePrice = bet.priceType !== 'sp' && bet.kind !== 'multiple';
  const [stake, setStake] = useState(String(bet.stake));
  const [price, setPrice] = useState(canChangePrice ? formatOdds(bet.odds) : '');
  const [bookmaker, setBookmaker] = useState(bet.bookmaker ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const write = useEditBet();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    const stakeValue = stake.trim() === '' ? Number.NaN : Number(stake);
    if (stakeValue !== bet.stake) body.stake = stakeValue;
    // NOTE: only a price the member retyped is read: a decimal shown rounded ("1.33" for 1/3) is no change.
    if (canChangePrice && price.trim() !== formatOdds(bet.odds)) {
      const parsed = parsePriceInput(price, format);
      if (parsed.message) found.odds = parsed.message;
      else body.odds = parsed.odds;
    }
    if (bookmaker.trim() !== (bet.bookmaker ?? '') && bookmaker.trim() !== '') body.bookmaker = bookmaker;
    Object.assign(found, schemaProblems(ZEditBetBody, body, LABELS));
    if (Object.keys(found).length === 0 && Object.keys(body).length === 0) found.form = NOTHING_CHANGED;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    write.mutate(
      { id: accountId, body: ZEditBetBody.parse(body) as TEditBetBody },
      { onSuccess: onDone, onError: (error) => setProblems(serverProblems(error, LABELS)) },
    );
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Correct this bet on {bet.horse}</DialogTitle>
        <DialogDescription>
          {bet.editableUntil
            ? `You can correct it until the off, ${formatUkDateTime(bet.editableUntil)}. Every correction is kept in your record.`
            : 'Every correction is kept in your record.'}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={ids.stake}
            label={
              bet.kind === 'multiple'
                ? 'Stake per line (£)'
                : bet.type === 'Each Way'
                  ? 'Stake each way (£)'
                  : 'Stake (£)'
            }
            type="number"
            inputMode="decimal"
            min={0.1}
            step={0.1}
            inputClassName="tabular"
            value={stake}
            error={problems.stake}
            onChange={(event) => setStake(event.target.value)}
          />
          {canChangePrice ? (
            <TextField
              id={ids.odds}
              label="Price"
              hint={format === 'decimal' ? 'Decimal, such as 3.50' : 'Such as 5/2 or Evens'}
              inputMode={format === 'decimal' ? 'decimal' : 'text'}
              autoComplete="off"
              maxLength={12}
              inputClassName="tabular"
              value={price}
              error={problems.odds}
              onChange={(event) => setPrice(event.target.value)}
            />
          ) : null}
        </div>
        <BookmakerField
          id={ids.bookmaker}
          value={bookmaker}
          onChange={setBookmaker}
          error={problems.bookmaker}
        />
        {problems.form ? <p className="font-medium text-lost text-sm">{problems.form}</p> : null}
        <ServerErrorAlert message={write.isError ? writeErrorMessage(write.error) : null} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={write.isPending} aria-busy={write.isPending}>
            Save correction
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
};
