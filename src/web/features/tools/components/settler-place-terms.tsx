import { PLACE_FRACTIONS } from '~/domain/calculators/bet-calculator';
import type { TSettlerRow } from '~/domain/calculators/bet-settler-input';
import { PLACES_PAID, parsePlaceFraction } from '~/domain/calculators/calculator-fields';
import { SettlerSelect, SubgridField } from './settler-field';

/** A selection's each-way terms: the places paid and the fraction of the odds they pay at. */
export const SettlerPlaceTerms = ({
  name,
  ids,
  places,
  placeFraction,
  disabled,
  onChange,
}: Pick<TSettlerRow, 'places' | 'placeFraction'> & {
  /** "Selection 2": the start of each control's accessible name. */
  name: string;
  ids: { places: string; terms: string };
  disabled: boolean;
  onChange: (patch: Partial<Pick<TSettlerRow, 'places' | 'placeFraction'>>) => void;
}) => (
  <>
    <SubgridField id={ids.places} label="Places">
      <SettlerSelect
        id={ids.places}
        aria-label={`${name} places`}
        value={places}
        onChange={(event) => onChange({ places: Number(event.target.value) })}
        className="tabular-nums"
        disabled={disabled}
      >
        {PLACES_PAID.map((paid) => (
          <option key={paid} value={paid}>
            {paid}
          </option>
        ))}
      </SettlerSelect>
    </SubgridField>
    <SubgridField id={ids.terms} label="Place terms">
      <SettlerSelect
        id={ids.terms}
        aria-label={`${name} place terms`}
        value={placeFraction}
        onChange={(event) => {
          const chosen = parsePlaceFraction(event.target.value);
          if (chosen) onChange({ placeFraction: chosen });
        }}
        className="tabular-nums"
        disabled={disabled}
      >
        {PLACE_FRACTIONS.map((fraction) => (
          <option key={fraction} value={fraction}>
            {fraction}
          </option>
        ))}
      </SettlerSelect>
    </SubgridField>
  </>
);
