import { type FormEvent, useId, useState } from 'react';
import { MIN_STAKE_POUNDS, ZManualBetBody } from '~/domain/bets.contract';
import { parsePriceInput } from '~/domain/price-input';
import { RACECOURSES } from '~/domain/racecourses';
import { BET_TYPES, type TBetType } from '~/domain/settlement';
import { ukDate } from '~/domain/uk-time';
import { BookmakerField } from '~/web/components/bookmaker-field';
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
import { TextField } from '~/web/components/ui/field';
import { SelectField } from '~/web/components/ui/select';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { writeErrorMessage } from '~/web/lib/api-errors';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { useNow } from '~/web/lib/use-now';
import { useAddManualBet } from '../api/add-manual-bet';
import { schemaProblems, serverProblems } from '../form-problems';

const LABELS = {
  course: 'The course',
  raceDate: 'The date',
  raceTime: 'The time',
  horse: 'The horse',
  odds: 'The price',
  type: 'The bet type',
  stake: 'Stake',
  bookmaker: 'Bookmaker',
};

type TDraft = Record<
  'course' | 'raceDate' | 'raceTime' | 'horse' | 'price' | 'stake' | 'bookmaker',
  string
> & {
  type: TBetType;
};

/**
 * Issue 36: a single on a race not on our card, typed in by hand (POST /api/bets/manual); the member settles it after
 * its off. The price is typed in the member's odds format.
 */
export const ManualBetDialog = ({ onDone }: { onDone: () => void }) => (
  <Dialog open onOpenChange={(isOpen) => (isOpen ? null : onDone())}>
    <ManualBetForm onDone={onDone} />
  </Dialog>
);

const ManualBetForm = ({ onDone }: { onDone: () => void }) => {
  const now = useNow();
  const { format } = useOddsDisplay();
  const id = useId();
  const [draft, setDraft] = useState<TDraft>(() => ({
    course: '',
    raceDate: ukDate(new Date(now)),
    raceTime: '',
    horse: '',
    price: '',
    type: 'Win',
    stake: '5',
    bookmaker: '',
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const write = useAddManualBet();
  const set = (field: keyof TDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const price = parsePriceInput(draft.price, format);
    const body = {
      course: draft.course,
      raceDate: draft.raceDate,
      raceTime: draft.raceTime,
      horse: draft.horse,
      odds: price.odds ?? '',
      type: draft.type,
      stake: draft.stake.trim() === '' ? Number.NaN : Number(draft.stake),
      ...(draft.bookmaker.trim() ? { bookmaker: draft.bookmaker } : {}),
    };
    const found = schemaProblems(ZManualBetBody, body, LABELS);
    if (price.message) found.odds = price.message;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    write.mutate(ZManualBetBody.parse(body), {
      onSuccess: onDone,
      onError: (error) => setProblems(serverProblems(error, LABELS)),
    });
  };

  return (
    <DialogContent maxWidth={560}>
      <DialogHeader>
        <DialogTitle>Add a bet by hand</DialogTitle>
        <DialogDescription>
          For a race that is not on our card. You record its result yourself once it has run.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-2 gap-3">
        <TextField
          id={`${id}-course`}
          label="Course"
          list={`${id}-courses`}
          autoComplete="off"
          maxLength={60}
          className="col-span-2"
          value={draft.course}
          error={problems.course}
          onChange={set('course')}
        />
        <datalist id={`${id}-courses`}>
          {RACECOURSES.map((course) => (
            <option key={course} value={course} />
          ))}
        </datalist>
        <TextField
          id={`${id}-date`}
          label="Date"
          type="date"
          value={draft.raceDate}
          error={problems.raceDate}
          onChange={set('raceDate')}
        />
        <TextField
          id={`${id}-time`}
          label="Time (UK)"
          type="time"
          value={draft.raceTime}
          error={problems.raceTime}
          onChange={set('raceTime')}
        />
        <TextField
          id={`${id}-horse`}
          label="Horse"
          autoComplete="off"
          maxLength={60}
          className="col-span-2"
          value={draft.horse}
          error={problems.horse}
          onChange={set('horse')}
        />
        <TextField
          id={`${id}-price`}
          label="Price"
          hint={format === 'decimal' ? 'Decimal, such as 3.50' : 'Such as 5/2 or Evens'}
          inputMode={format === 'decimal' ? 'decimal' : 'text'}
          autoComplete="off"
          maxLength={12}
          inputClassName="tabular"
          value={draft.price}
          error={problems.odds}
          onChange={set('price')}
        />
        <SelectField
          id={`${id}-type`}
          label="Bet type"
          options={BET_TYPES}
          value={draft.type}
          error={problems.type}
          onChange={(event) => {
            const type = BET_TYPES.find((candidate) => candidate === event.target.value);
            if (type) setDraft((current) => ({ ...current, type }));
          }}
        />
        <TextField
          id={`${id}-stake`}
          label={draft.type === 'Each Way' ? 'Stake each way (£)' : 'Stake (£)'}
          type="number"
          inputMode="decimal"
          min={MIN_STAKE_POUNDS}
          step={0.1}
          inputClassName="tabular"
          value={draft.stake}
          error={problems.stake}
          onChange={set('stake')}
        />
        <BookmakerField
          id={`${id}-bookmaker`}
          value={draft.bookmaker}
          onChange={(bookmaker) => setDraft((current) => ({ ...current, bookmaker }))}
          error={problems.bookmaker}
        />
        <div className="col-span-2">
          <ServerErrorAlert message={write.isError ? writeErrorMessage(write.error) : null} />
        </div>
        <DialogFooter className="col-span-2 mt-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={write.isPending} aria-busy={write.isPending}>
            Add bet
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
};
