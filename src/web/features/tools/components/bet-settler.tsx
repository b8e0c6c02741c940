import { useRef, useState } from 'react';
import { settleMultiple } from '~/domain/calculators/bet-settler';
import {
  DEFAULT_SETTLER_STAKE,
  newSettlerRow,
  parseSettlerBetType,
  readSettlerForm,
  rowsForBetType,
  type TSettlerRow,
  type TStakeIs,
} from '~/domain/calculators/bet-settler-input';
import { BET_SHAPES, MAX_SETTLER_SELECTIONS, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { Badge } from '~/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { SettlerBetControls } from './settler-bet-controls';
import { SettlerLinesTable } from './settler-lines-table';
import { SettlerResults } from './settler-results';
import { SettlerRules } from './settler-rules';
import { SettlerSelections } from './settler-selections';

/**
 * The Bet Settler: singles, accumulators and full-cover bets (Trixie to Goliath) settled under UK rules by the
 * domain's `settleMultiple`, recalculated on every change. The typed fields are read by `readSettlerForm` (what is
 * not used says so under its field). `disabled` is the locked preview: every control is disabled and the figures for
 * the defaults still show.
 */
export const BetSettler = ({ disabled = false }: { disabled?: boolean }) => {
  const nextKey = useRef(1);
  const [type, setType] = useState<TSettlerBetType>('singles');
  const [rows, setRows] = useState<readonly TSettlerRow[]>(() => [newSettlerRow(0)]);
  const [isEachWay, setIsEachWay] = useState(false);
  const [stake, setStake] = useState(DEFAULT_SETTLER_STAKE);
  const [stakeIs, setStakeIs] = useState<TStakeIs>('per-line');

  const makeRow = () => {
    const row = newSettlerRow(nextKey.current);
    nextKey.current += 1;
    return row;
  };

  const chooseType = (value: string) => {
    const chosen = parseSettlerBetType(value);
    if (!chosen) return;
    setType(chosen);
    setRows((current) => rowsForBetType(current, chosen, makeRow));
  };
  const updateRow = (key: number, patch: Partial<TSettlerRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const addRow = () =>
    setRows((current) => (current.length >= MAX_SETTLER_SELECTIONS ? current : [...current, makeRow()]));

  const reading = readSettlerForm({ type, rows, isEachWay, stake, stakeIs });
  const settled = settleMultiple(reading.input);

  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Bet Settler</CardTitle>
          <Badge variant="gold">UK rules</Badge>
        </div>
        <CardDescription>
          Settle singles, accumulators and full-cover bets from Trixie to Goliath: set each selection&apos;s
          price and result, and every line is worked out as you type.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="min-w-0 space-y-5">
            <SettlerBetControls
              type={type}
              linesHint={reading.linesHint}
              stake={stake}
              stakeMessage={reading.stakeMessage}
              stakeIs={stakeIs}
              isEachWay={isEachWay}
              disabled={disabled}
              onTypeChange={chooseType}
              onStakeChange={setStake}
              onStakeIsChange={setStakeIs}
              onEachWayChange={setIsEachWay}
            />
            <SettlerSelections
              type={type}
              rows={rows}
              readings={reading.rows}
              isEachWay={isEachWay}
              disabled={disabled}
              onChange={updateRow}
              onRemove={removeRow}
              onAdd={addRow}
            />
          </div>
          <SettlerResults settled={settled} betLabel={BET_SHAPES[type].label} isEachWay={isEachWay} />
        </div>
        {settled.isValid ? <SettlerLinesTable lines={settled.lines} /> : null}
        <SettlerRules />
      </CardContent>
    </Card>
  );
};
