import { Plus } from 'lucide-react';
import type { TSettlerRow, TSettlerRowReading } from '~/domain/calculators/bet-settler-input';
import { BET_SHAPES, MAX_SETTLER_SELECTIONS, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { Button } from '~/web/components/ui/button';
import { SettlerSelectionRow } from './settler-selection-row';

/** The selections, one fieldset each, with Add Selection and how many the bet takes. */
export const SettlerSelections = ({
  type,
  rows,
  readings,
  isEachWay,
  disabled,
  onChange,
  onRemove,
  onAdd,
}: {
  type: TSettlerBetType;
  rows: readonly TSettlerRow[];
  /** Each row's messages, in the same order (readSettlerForm). */
  readings: readonly TSettlerRowReading[];
  isEachWay: boolean;
  disabled: boolean;
  onChange: (key: number, patch: Partial<TSettlerRow>) => void;
  onRemove: (key: number) => void;
  onAdd: () => void;
}) => {
  const shape = BET_SHAPES[type];
  return (
    <div className="space-y-3">
      {rows.map((row, index) => (
        <SettlerSelectionRow
          key={row.key}
          row={row}
          reading={readings[index]!}
          index={index}
          isEachWay={isEachWay}
          canRemove={rows.length > 1}
          disabled={disabled}
          onChange={(patch) => onChange(row.key, patch)}
          onRemove={() => onRemove(row.key)}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={onAdd}
          disabled={disabled || rows.length >= MAX_SETTLER_SELECTIONS}
        >
          <Plus aria-hidden="true" />
          Add Selection
        </Button>
        <span className="text-muted text-xs tabular-nums">
          {rows.length} of {MAX_SETTLER_SELECTIONS} selections
          {shape.selections === null ? '' : `; a ${shape.label} takes ${shape.selections}`}
        </span>
      </div>
    </div>
  );
};
