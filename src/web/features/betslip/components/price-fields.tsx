import { useEffect, useId, useState } from 'react';
import { parsePriceInput } from '~/domain/price-input';
import { BookmakerField } from '~/web/components/bookmaker-field';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';
import { setPriceType, type TBetslipItem, updateBookmaker, updateOdds } from '~/web/lib/betslip-store';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { isStartingPrice } from '../betslip-maths';

type TPriceFieldsProps = { index: number; item: TBetslipItem; isDisabled: boolean };

/**
 * The price the bettor took, typed in their odds format (decimal is converted exactly to the fraction the server
 * takes), keeping what they type; "SP" while it is an SP bet.
 */
const PriceField = ({ index, item, isDisabled }: TPriceFieldsProps) => {
  const id = useId();
  const { format, formatOdds } = useOddsDisplay();
  const draftOf = (odds: string) => (odds === '' ? '' : formatOdds(odds));
  const [draft, setDraft] = useState(() => draftOf(item.odds));
  // The price can change elsewhere (the tip added again) or the format can: show it unless the draft already means it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: draftOf follows `format`, which is listed.
  useEffect(() => {
    setDraft((current) =>
      (parsePriceInput(current, format).odds ?? '') === item.odds ? current : draftOf(item.odds),
    );
  }, [item.odds, format]);
  const isSp = isStartingPrice(item);
  const problem = isSp ? undefined : (parsePriceInput(draft, format).message ?? undefined);
  const hint = isSp ? undefined : format === 'decimal' ? 'Decimal, such as 3.50' : 'Such as 5/2 or Evens';
  return (
    <Field
      id={id}
      label={
        <>
          Price <span className="sr-only">for {item.horse}</span>
        </>
      }
      hint={hint}
      error={problem}
    >
      <Input
        id={id}
        inputMode={format === 'decimal' ? 'decimal' : 'text'}
        autoComplete="off"
        maxLength={12}
        className="tabular"
        value={isSp ? 'SP' : draft}
        readOnly={isSp}
        disabled={isDisabled}
        onChange={(event) => {
          setDraft(event.target.value);
          updateOdds(index, parsePriceInput(event.target.value, format).odds ?? '');
        }}
        {...fieldAria({ id, hint, error: problem })}
      />
    </Field>
  );
};

/** Issue 36: the price taken, the bookmaker, and whether it is best odds guaranteed or an SP bet. */
export const PriceFields = ({ index, item, isDisabled }: TPriceFieldsProps) => {
  const bookmakerId = useId();
  const bogId = useId();
  const spId = useId();
  const isSp = isStartingPrice(item);
  return (
    <div className="mt-3 space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <PriceField index={index} item={item} isDisabled={isDisabled} />
        <BookmakerField
          id={bookmakerId}
          label={
            <>
              Bookmaker <span className="sr-only">for {item.horse}</span>
            </>
          }
          value={item.bookmaker ?? ''}
          isDisabled={isDisabled}
          onChange={(value) => updateBookmaker(index, value)}
        />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        <CheckboxField
          id={bogId}
          label={
            <>
              Best odds guaranteed <span className="sr-only">for {item.horse}</span>
            </>
          }
          checked={item.priceType === 'bog'}
          disabled={isDisabled || isSp}
          onChange={(event) => setPriceType(index, event.target.checked ? 'bog' : 'taken')}
        />
        <CheckboxField
          id={spId}
          label={
            <>
              SP <span className="sr-only">(starting price) for {item.horse}</span>
            </>
          }
          checked={isSp}
          disabled={isDisabled}
          onChange={(event) => setPriceType(index, event.target.checked ? 'sp' : 'taken')}
        />
      </div>
    </div>
  );
};
