import { useEffect, useId, useState } from 'react';
import { MIN_STAKE_POUNDS } from '~/domain/bets.contract';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';

import { type TBetslipItem, updateStake } from '~/web/lib/betslip-store';
import { parseStakeInput, stakeProblem } from '../betslip-maths';

const draftOf = (stake: number): string => (Number.isInteger(stake) ? String(stake) : stake.toFixed(2));

type TStakeFieldProps = {
  index: number;
  item: TBetslipItem;
  isDisabled: boolean;
  /** The member's limit this stake breaks ("£15 is above your £10 per-bet limit"). */
  limitProblem?: string;
};

/** Spec 1 section 5: numbers of zero or more only, step 0.10, minimum 0.10. Keeps what the bettor is typing. */
export const StakeField = ({ index, item, isDisabled, limitProblem }: TStakeFieldProps) => {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(item.stake));
  // The stake can change elsewhere (the same tip added again): show it unless the draft already means it.
  useEffect(() => {
    setDraft((current) => (parseStakeInput(current) === item.stake ? current : draftOf(item.stake)));
  }, [item.stake]);
  const problem = stakeProblem(item.stake) ?? limitProblem;
  return (
    <Field
      id={id}
      label={
        <>
          Stake <span className="sr-only">for {item.horse}</span>
        </>
      }
      error={problem}
    >
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        >
          £
        </span>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={MIN_STAKE_POUNDS}
          step={0.1}
          value={draft}
          disabled={isDisabled}
          className="tabular pl-7"
          onChange={(event) => {
            const value = parseStakeInput(event.target.value);
            if (value === null) return;
            setDraft(event.target.value);
            updateStake(index, value);
          }}
          onBlur={() => setDraft(draftOf(item.stake))}
          {...fieldAria({ id, error: problem })}
        />
      </div>
    </Field>
  );
};
