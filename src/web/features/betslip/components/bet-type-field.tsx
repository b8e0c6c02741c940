import { useId } from 'react';
import { BET_TYPES } from '~/domain/settlement';
import { SelectField } from '~/web/components/ui/select';
import { setType, type TBetslipItem } from '~/web/lib/betslip-store';

type TBetTypeFieldProps = { index: number; item: TBetslipItem; isDisabled: boolean };

export const BetTypeField = ({ index, item, isDisabled }: TBetTypeFieldProps) => {
  const id = useId();
  return (
    <SelectField
      id={id}
      label={
        <>
          Bet type <span className="sr-only">for {item.horse}</span>
        </>
      }
      options={BET_TYPES}
      value={item.type}
      disabled={isDisabled}
      onChange={(event) => {
        const type = BET_TYPES.find((candidate) => candidate === event.target.value);
        if (type) setType(index, type);
      }}
    />
  );
};
