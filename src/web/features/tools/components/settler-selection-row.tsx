import { X } from 'lucide-react';
import { useId } from 'react';
import {
  asksTiedFor,
  DEAD_HEAT_POSITIONS,
  MAX_DEAD_HEAT_HORSES,
  MAX_RULE_4_PENCE,
  parseEntryResult,
  type TSettlerRow,
  type TSettlerRowReading,
} from '~/domain/calculators/bet-settler-input';
import { ordinal } from '~/domain/ordinal';
import { ENTRY_RESULTS, type TEntryResult } from '~/domain/settlement';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { messageProps, SettlerSelect, SubgridField } from './settler-field';
import { SettlerPlaceTerms } from './settler-place-terms';

const RESULT_LABELS: Record<TEntryResult, string> = {
  Won: 'Won',
  Placed: 'Placed',
  Lost: 'Lost',
  NonRunner: 'Non-runner',
};

export type TSettlerSelectionRowProps = {
  row: TSettlerRow;
  /** The messages read from the row (readSettlerForm). */
  reading: Pick<TSettlerRowReading, 'oddsMessage' | 'deadHeatMessage' | 'rule4Message'>;
  index: number;
  isEachWay: boolean;
  canRemove: boolean;
  disabled: boolean;
  onChange: (patch: Partial<TSettlerRow>) => void;
  onRemove: () => void;
};

/** One selection of the Bet Settler: its price, result, dead heat, Rule 4 and, each way, its place terms. */
export const SettlerSelectionRow = ({
  row,
  reading,
  index,
  isEachWay,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: TSettlerSelectionRowProps) => {
  const baseId = useId();
  const number = index + 1;
  const name = `Selection ${number}`;
  const ids = {
    odds: `${baseId}-odds`,
    result: `${baseId}-result`,
    deadHeat: `${baseId}-dead-heat`,
    tiedFor: `${baseId}-tied-for`,
    rule4: `${baseId}-rule-4`,
    places: `${baseId}-places`,
    terms: `${baseId}-terms`,
  };

  return (
    <fieldset className="relative min-w-0 rounded-lg border border-line bg-surface/60 px-3 pt-1.5 sm:px-4">
      <legend className="float-left flex min-h-10 items-center font-semibold text-brand text-sm">
        {name}
      </legend>
      {canRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-0.5 right-0.5 text-muted hover:text-lost"
          aria-label={`Remove selection ${number}`}
          onClick={onRemove}
          disabled={disabled}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
      <div className="clear-both grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        <SubgridField id={ids.odds} label="Odds" message={reading.oddsMessage}>
          <Input
            id={ids.odds}
            aria-label={`${name} odds`}
            value={row.odds}
            onChange={(event) => onChange({ odds: event.target.value })}
            placeholder="5/1"
            autoComplete="off"
            spellCheck={false}
            className="tabular-nums"
            {...messageProps(ids.odds, reading.oddsMessage)}
            disabled={disabled}
          />
        </SubgridField>
        <SubgridField id={ids.result} label="Result">
          <SettlerSelect
            id={ids.result}
            aria-label={`${name} result`}
            value={row.result}
            onChange={(event) => {
              const result = parseEntryResult(event.target.value);
              if (result) onChange({ result });
            }}
            disabled={disabled}
          >
            {ENTRY_RESULTS.map((result) => (
              <option key={result} value={result}>
                {RESULT_LABELS[result]}
              </option>
            ))}
          </SettlerSelect>
        </SubgridField>
        <SubgridField id={ids.deadHeat} label="Dead heat (horses tied)" message={reading.deadHeatMessage}>
          <Input
            id={ids.deadHeat}
            aria-label={`${name} dead heat (horses tied)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DEAD_HEAT_HORSES}
            step={1}
            placeholder="None"
            value={row.deadHeat}
            onChange={(event) => onChange({ deadHeat: event.target.value })}
            className="tabular-nums"
            {...messageProps(ids.deadHeat, reading.deadHeatMessage)}
            disabled={disabled}
          />
        </SubgridField>
        {asksTiedFor(row) ? (
          <SubgridField id={ids.tiedFor} label="Tied for">
            <SettlerSelect
              id={ids.tiedFor}
              aria-label={`${name} dead heat position`}
              value={row.tiedFor}
              onChange={(event) => onChange({ tiedFor: event.target.value })}
              disabled={disabled}
            >
              <option value="">Last place paid</option>
              {DEAD_HEAT_POSITIONS.map((position) => (
                <option key={position} value={String(position)}>
                  {ordinal(position)}
                </option>
              ))}
            </SettlerSelect>
          </SubgridField>
        ) : null}
        <SubgridField id={ids.rule4} label="Rule 4 (pence in the pound)" message={reading.rule4Message}>
          <Input
            id={ids.rule4}
            aria-label={`${name} Rule 4 (pence in the pound)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RULE_4_PENCE}
            step={5}
            placeholder="0"
            value={row.rule4}
            onChange={(event) => onChange({ rule4: event.target.value })}
            className="tabular-nums"
            {...messageProps(ids.rule4, reading.rule4Message)}
            disabled={disabled}
          />
        </SubgridField>
        {isEachWay ? (
          <SettlerPlaceTerms
            name={name}
            ids={ids}
            places={row.places}
            placeFraction={row.placeFraction}
            disabled={disabled}
            onChange={onChange}
          />
        ) : null}
      </div>
    </fieldset>
  );
};
