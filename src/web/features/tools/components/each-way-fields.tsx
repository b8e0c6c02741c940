import { PLACE_FRACTIONS, type TPlaceFraction } from '~/domain/calculators/bet-calculator';
import { PLACES_PAID, parsePlaceFraction } from '~/domain/calculators/calculator-fields';
import { Field } from '~/web/components/ui/field';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { selectClasses } from './calculator-kit';

/** The Each Way switch and, when it is on, the places paid and the place terms. */
export const EachWayFields = ({
  id,
  isEachWay,
  places,
  placeFraction,
  onEachWayChange,
  onPlacesChange,
  onPlaceFractionChange,
}: {
  id: string;
  isEachWay: boolean;
  places: number;
  placeFraction: TPlaceFraction;
  onEachWayChange: (isEachWay: boolean) => void;
  onPlacesChange: (places: number) => void;
  onPlaceFractionChange: (placeFraction: TPlaceFraction) => void;
}) => (
  <div className="space-y-3">
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        id={`${id}-ew`}
        aria-checked={isEachWay}
        onClick={() => onEachWayChange(!isEachWay)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          isEachWay ? 'bg-brand' : 'bg-muted/50',
          FOCUS_RING,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            isEachWay ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
      <label htmlFor={`${id}-ew`} className="font-semibold text-ink text-sm">
        Each Way
      </label>
    </div>
    {isEachWay ? (
      <div className="grid max-w-md grid-cols-2 gap-4">
        <Field id={`${id}-places`} label="Places">
          <select
            id={`${id}-places`}
            value={places}
            onChange={(e) => onPlacesChange(Number(e.target.value))}
            className={selectClasses}
          >
            {PLACES_PAID.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-terms`} label="Place terms">
          <select
            id={`${id}-terms`}
            value={placeFraction}
            onChange={(e) => {
              const chosen = parsePlaceFraction(e.target.value);
              if (chosen) onPlaceFractionChange(chosen);
            }}
            className={selectClasses}
          >
            {PLACE_FRACTIONS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
      </div>
    ) : null}
  </div>
);
