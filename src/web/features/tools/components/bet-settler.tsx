import { Plus, X } from 'lucide-react';
import { Switch } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react';
import { parseNumber } from '~/domain/calculators/amount';
import { settleMultiple, type TSettlerSelection } from '~/domain/calculators/bet-settler';
import {
  BET_SHAPES,
  betLines,
  MAX_SETTLER_SELECTIONS,
  SETTLER_BET_TYPES,
  selectionsProblem,
  type TSettlerBetType,
  ZSettlerBetType,
} from '~/domain/calculators/bet-types';
import { parseCalculatorFractional } from '~/domain/calculators/odds-formats';
import { ordinal } from '~/domain/ordinal';
import { ENTRY_RESULTS, type TEntryResult } from '~/domain/settlement';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { ResultOutput, toneOfPence } from './result-output';

const RESULT_LABELS: Record<TEntryResult, string> = {
  Won: 'Won',
  Placed: 'Placed',
  Lost: 'Lost',
  NonRunner: 'Non-runner',
};

/** The place fractions bookmakers offer, as the Bet Calculator lists them; 1/4 is the default. */
const PLACE_FRACTIONS = [
  { text: '1/4', num: 1, den: 4 },
  { text: '1/5', num: 1, den: 5 },
  { text: '1/3', num: 1, den: 3 },
  { text: '1/2', num: 1, den: 2 },
] as const;
type TPlaceFractionText = (typeof PLACE_FRACTIONS)[number]['text'];
const PLACES = ['1', '2', '3', '4', '5'] as const;

const MAX_DEAD_HEAT = 6;
const MAX_RULE_4 = 90;
const DEFAULT_ODDS = '2/1';
const DEFAULT_STAKE = '10';

/** One selection as typed: kept as text so the inputs show exactly what was entered. */
type TRow = {
  key: number;
  odds: string;
  result: TEntryResult;
  deadHeat: string;
  /** For a placed horse in a dead heat: the place it tied for ('' = the last place paid, as settlement assumes). */
  tiedFor: string;
  rule4: string;
  places: string;
  placeFraction: TPlaceFractionText;
};

type TStakeIs = 'per-line' | 'total';

const newRow = (key: number): TRow => ({
  key,
  odds: DEFAULT_ODDS,
  result: 'Won',
  deadHeat: '',
  tiedFor: '',
  rule4: '',
  places: '3',
  placeFraction: '1/4',
});

/** A whole number typed into a field, or null when the text is not one. */
const wholeNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
};

/** Dead heat: blank or 1 is none; 2-6 horses divide the stake; anything else is not used, and the field says so. */
const readDeadHeat = (text: string): { horses: number | null; message: string | null } => {
  if (text.trim() === '') return { horses: null, message: null };
  const value = wholeNumber(text);
  if (value === null || value < 1 || value > MAX_DEAD_HEAT)
    return { horses: null, message: `Not used: enter 2 to ${MAX_DEAD_HEAT} horses, or leave blank` };
  return { horses: value >= 2 ? value : null, message: null };
};

/** Rule 4: blank is none; 0-90 pence in the pound; anything else is not used, and the field says so. */
const readRule4 = (text: string): { pence: number; message: string | null } => {
  if (text.trim() === '') return { pence: 0, message: null };
  const value = wholeNumber(text);
  if (value === null || value < 0 || value > MAX_RULE_4)
    return { pence: 0, message: `Not used: enter 0 to ${MAX_RULE_4} pence` };
  return { pence: value, message: null };
};

const toSelection = (row: TRow): TSettlerSelection => {
  const fraction = PLACE_FRACTIONS.find((option) => option.text === row.placeFraction) ?? PLACE_FRACTIONS[0];
  const horses = readDeadHeat(row.deadHeat).horses;
  return {
    odds: parseCalculatorFractional(row.odds).odds,
    result: row.result,
    // A winner ties for 1st; a placed horse for the place given (2nd for 2nd and 3rd paid in full in a 3-place
    // race), or by default the last place paid, where the place stake is divided.
    deadHeat: horses
      ? { horses, position: row.result === 'Placed' && row.tiedFor ? Number(row.tiedFor) : undefined }
      : null,
    rule4Pence: readRule4(row.rule4).pence,
    placeTerms: { places: Number(row.places), fractionNum: fraction.num, fractionDen: fraction.den },
  };
};

const COMBINATION_NAMES: Record<number, [string, string]> = {
  1: ['single', 'singles'],
  2: ['double', 'doubles'],
  3: ['treble', 'trebles'],
};
const combinationName = (size: number, count: number) => {
  const [one, many] = COMBINATION_NAMES[size] ?? [`${size}-fold`, `${size}-folds`];
  return `${count} ${count === 1 ? one : many}`;
};

/** "11 lines: 6 doubles, 4 trebles and 1 4-fold", read from the domain's own lines. */
const describeLines = (type: TSettlerBetType, count: number, isEachWay: boolean): string | null => {
  if (selectionsProblem(type, count)) return null;
  const lines = betLines(type, count);
  const bySize = new Map<number, number>();
  for (const line of lines) bySize.set(line.length, (bySize.get(line.length) ?? 0) + 1);
  const parts = [...bySize].map(([size, total]) => combinationName(size, total));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const total = lines.length * (isEachWay ? 2 : 1);
  const eachWay = isEachWay ? `, each a win and a place line: ${total} lines` : '';
  return `${list}${eachWay}`;
};

const SELECT_CLASSES = cn(
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card py-2 pr-1 pl-3 text-base text-ink',
  'disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70 focus-visible:outline-offset-1',
  FOCUS_RING,
);

const Select = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(SELECT_CLASSES, className)} {...props} />
);

/**
 * A field inside a selection: label, control and message on three rows of the selection's grid (subgrid), so the
 * controls of a row line up however their labels wrap or whichever has a message under it.
 */
const Field = ({
  id,
  label,
  message,
  children,
}: {
  id: string;
  label: string;
  message?: string | null;
  children: ReactNode;
}) => (
  <div className="row-span-3 grid min-w-0 grid-rows-subgrid">
    <Label htmlFor={id} className="self-end pb-1 text-muted text-xs">
      {label}
    </Label>
    <div>{children}</div>
    <div className="pb-3">
      {message ? (
        <p id={`${id}-message`} className="mt-1 font-medium text-lost text-xs">
          {message}
        </p>
      ) : null}
    </div>
  </div>
);

type TSelectionRowProps = {
  row: TRow;
  index: number;
  isEachWay: boolean;
  canRemove: boolean;
  disabled: boolean;
  onChange: (patch: Partial<TRow>) => void;
  onRemove: () => void;
};

const SelectionRow = ({
  row,
  index,
  isEachWay,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: TSelectionRowProps) => {
  const baseId = useId();
  const number = index + 1;
  const name = `Selection ${number}`;
  const ids = {
    odds: `${baseId}-odds`,
    result: `${baseId}-result`,
    deadHeat: `${baseId}-dead-heat`,
    rule4: `${baseId}-rule-4`,
    places: `${baseId}-places`,
    terms: `${baseId}-terms`,
  };
  const odds = parseCalculatorFractional(row.odds);
  const oddsMessage = odds.isUnderstood ? null : 'Not understood: counted as evens';
  const deadHeat = readDeadHeat(row.deadHeat);
  const rule4 = readRule4(row.rule4);

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
        <Field id={ids.odds} label="Odds" message={oddsMessage}>
          <Input
            id={ids.odds}
            aria-label={`${name} odds`}
            value={row.odds}
            onChange={(event) => onChange({ odds: event.target.value })}
            placeholder="5/1"
            autoComplete="off"
            spellCheck={false}
            className="tabular-nums"
            aria-invalid={oddsMessage ? true : undefined}
            aria-describedby={oddsMessage ? `${ids.odds}-message` : undefined}
            disabled={disabled}
          />
        </Field>
        <Field id={ids.result} label="Result">
          <Select
            id={ids.result}
            aria-label={`${name} result`}
            value={row.result}
            onChange={(event) => {
              const result = ENTRY_RESULTS.find((value) => value === event.target.value);
              if (result) onChange({ result });
            }}
            disabled={disabled}
          >
            {ENTRY_RESULTS.map((result) => (
              <option key={result} value={result}>
                {RESULT_LABELS[result]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={ids.deadHeat} label="Dead heat (horses tied)" message={deadHeat.message}>
          <Input
            id={ids.deadHeat}
            aria-label={`${name} dead heat (horses tied)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DEAD_HEAT}
            step={1}
            placeholder="None"
            value={row.deadHeat}
            onChange={(event) => onChange({ deadHeat: event.target.value })}
            className="tabular-nums"
            aria-invalid={deadHeat.message ? true : undefined}
            aria-describedby={deadHeat.message ? `${ids.deadHeat}-message` : undefined}
            disabled={disabled}
          />
        </Field>
        {deadHeat.horses && row.result === 'Placed' ? (
          <Field id={`${baseId}-tied-for`} label="Tied for">
            <Select
              id={`${baseId}-tied-for`}
              aria-label={`${name} dead heat position`}
              value={row.tiedFor}
              onChange={(event) => onChange({ tiedFor: event.target.value })}
              disabled={disabled}
            >
              <option value="">Last place paid</option>
              {[2, 3, 4, 5].map((position) => (
                <option key={position} value={String(position)}>
                  {ordinal(position)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field id={ids.rule4} label="Rule 4 (pence in the pound)" message={rule4.message}>
          <Input
            id={ids.rule4}
            aria-label={`${name} Rule 4 (pence in the pound)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_RULE_4}
            step={5}
            placeholder="0"
            value={row.rule4}
            onChange={(event) => onChange({ rule4: event.target.value })}
            className="tabular-nums"
            aria-invalid={rule4.message ? true : undefined}
            aria-describedby={rule4.message ? `${ids.rule4}-message` : undefined}
            disabled={disabled}
          />
        </Field>
        {isEachWay ? (
          <>
            <Field id={ids.places} label="Places">
              <Select
                id={ids.places}
                aria-label={`${name} places`}
                value={row.places}
                onChange={(event) => onChange({ places: event.target.value })}
                className="tabular-nums"
                disabled={disabled}
              >
                {PLACES.map((places) => (
                  <option key={places} value={places}>
                    {places}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={ids.terms} label="Place terms">
              <Select
                id={ids.terms}
                aria-label={`${name} place terms`}
                value={row.placeFraction}
                onChange={(event) => {
                  const option = PLACE_FRACTIONS.find((fraction) => fraction.text === event.target.value);
                  if (option) onChange({ placeFraction: option.text });
                }}
                className="tabular-nums"
                disabled={disabled}
              >
                {PLACE_FRACTIONS.map((fraction) => (
                  <option key={fraction.text} value={fraction.text}>
                    {fraction.text}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        ) : null}
      </div>
    </fieldset>
  );
};

/** A cell of the lines table: tight on a phone so the four columns fit 375 px without scrolling sideways. */
const CELL = 'px-2 py-2 first:pl-3 last:pr-3 sm:px-3';

const STAKE_CHOICES: ReadonlyArray<{ value: TStakeIs; label: string }> = [
  { value: 'per-line', label: 'Per line' },
  { value: 'total', label: 'Total stake' },
];

/**
 * The Bet Settler: singles, accumulators and full-cover bets (Trixie to Goliath) settled under UK rules by the
 * domain's `settleMultiple`, recalculated on every change. `disabled` is the locked preview: every control is
 * disabled and the figures for the defaults still show.
 */
export const BetSettler = ({ disabled = false }: { disabled?: boolean }) => {
  const id = useId();
  const nextKey = useRef(1);
  const [type, setType] = useState<TSettlerBetType>('singles');
  const [rows, setRows] = useState<TRow[]>(() => [newRow(0)]);
  const [isEachWay, setIsEachWay] = useState(false);
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [stakeIs, setStakeIs] = useState<TStakeIs>('per-line');

  const makeRow = () => {
    const row = newRow(nextKey.current);
    nextKey.current += 1;
    return row;
  };

  const chooseType = (value: string) => {
    const parsed = ZSettlerBetType.safeParse(value);
    if (!parsed.success) return;
    setType(parsed.data);
    const wanted = BET_SHAPES[parsed.data].selections;
    if (wanted === null) return;
    setRows((current) =>
      current.length >= wanted
        ? current.slice(0, wanted)
        : [...current, ...Array.from({ length: wanted - current.length }, makeRow)],
    );
  };

  const updateRow = (key: number, patch: Partial<TRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const addRow = () =>
    setRows((current) => (current.length >= MAX_SETTLER_SELECTIONS ? current : [...current, makeRow()]));

  const settled = settleMultiple({
    type,
    selections: rows.map(toSelection),
    isEachWay,
    stake,
    stakeIs,
  });
  const shape = BET_SHAPES[type];
  const linesHint = describeLines(type, rows.length, isEachWay);
  const stakeNumber = parseNumber(stake);
  const stakeMessage =
    stake.trim() !== '' && (stakeNumber === null || stakeNumber.num < 0n)
      ? 'Not understood: counted as £0.00'
      : null;

  const ids = {
    type: `${id}-type`,
    typeHint: `${id}-type-hint`,
    eachWay: `${id}-each-way`,
    eachWayHint: `${id}-each-way-hint`,
    stake: `${id}-stake`,
    stakeMessage: `${id}-stake-message`,
    title: `${id}-title`,
    results: `${id}-results`,
  };

  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={ids.title}>Bet Settler</CardTitle>
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
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Label htmlFor={ids.type}>Bet type</Label>
                <Select
                  id={ids.type}
                  className="mt-1.5"
                  value={type}
                  onChange={(event) => chooseType(event.target.value)}
                  aria-describedby={linesHint ? ids.typeHint : undefined}
                  disabled={disabled}
                >
                  {SETTLER_BET_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {BET_SHAPES[value].label}
                    </option>
                  ))}
                </Select>
                {linesHint ? (
                  <p id={ids.typeHint} className="mt-1 text-muted text-xs">
                    {linesHint}
                  </p>
                ) : null}
              </div>
              <div>
                <Label htmlFor={ids.stake}>Stake</Label>
                <div className="relative mt-1.5">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
                  >
                    £
                  </span>
                  <Input
                    id={ids.stake}
                    inputMode="decimal"
                    autoComplete="off"
                    value={stake}
                    onChange={(event) => setStake(event.target.value)}
                    className="pl-7 tabular-nums"
                    aria-invalid={stakeMessage ? true : undefined}
                    aria-describedby={stakeMessage ? ids.stakeMessage : undefined}
                    disabled={disabled}
                  />
                </div>
                {stakeMessage ? (
                  <p id={ids.stakeMessage} className="mt-1 font-medium text-lost text-xs">
                    {stakeMessage}
                  </p>
                ) : null}
              </div>
              <fieldset className="min-w-0" disabled={disabled}>
                <legend className="font-semibold text-ink text-sm">Stake is</legend>
                <div className="mt-1.5 grid grid-cols-2 gap-2">
                  {STAKE_CHOICES.map((choice) => (
                    <label
                      key={choice.value}
                      className={cn(
                        'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3',
                        'text-center font-semibold text-sm',
                        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                        'has-[:focus-visible]:outline-offset-2',
                        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                        choice.value === stakeIs
                          ? 'border-brand bg-brand text-white'
                          : 'border-muted/50 bg-card text-ink hover:bg-brand-50',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-stake-is`}
                        value={choice.value}
                        checked={choice.value === stakeIs}
                        onChange={() => setStakeIs(choice.value)}
                        disabled={disabled}
                        className="sr-only"
                      />
                      {choice.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2">
                <Switch.Root
                  id={ids.eachWay}
                  checked={isEachWay}
                  onCheckedChange={setIsEachWay}
                  disabled={disabled}
                  aria-describedby={ids.eachWayHint}
                  className={cn(
                    'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
                    'data-[state=checked]:bg-brand data-[state=unchecked]:bg-muted/50',
                    'disabled:cursor-not-allowed disabled:opacity-50',
                    FOCUS_RING,
                  )}
                >
                  <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-6" />
                </Switch.Root>
                <Label htmlFor={ids.eachWay} className="whitespace-nowrap">
                  Each Way
                </Label>
                <span id={ids.eachWayHint} className="text-muted text-xs">
                  {isEachWay ? 'Win and place line on each combination' : 'Win lines only'}
                </span>
              </div>
            </div>

            <div className="space-y-3">
              {rows.map((row, index) => (
                <SelectionRow
                  key={row.key}
                  row={row}
                  index={index}
                  isEachWay={isEachWay}
                  canRemove={rows.length > 1}
                  disabled={disabled}
                  onChange={(patch) => updateRow(row.key, patch)}
                  onRemove={() => removeRow(row.key)}
                />
              ))}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="outline"
                  onClick={addRow}
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
          </div>

          <section
            aria-labelledby={ids.results}
            className="rounded-card border border-brand-100 bg-brand-50 p-3 sm:p-4 lg:sticky lg:top-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={ids.results} className="font-bold text-brand">
                Results
              </h3>
              <Badge variant="brand">
                {shape.label}
                {isEachWay ? ' each way' : ''}
              </Badge>
            </div>
            {settled.isValid ? (
              <div className="mt-3 grid grid-cols-2 gap-2">
                <ResultOutput label="Lines" value={String(settled.lineCount)} />
                <ResultOutput label="Total Stake" value={settled.totalStake.text} />
                <ResultOutput label="Total Return" value={settled.totalReturn.text} />
                <ResultOutput
                  label="Profit"
                  value={settled.profit.text}
                  tone={toneOfPence(settled.profit.pence)}
                />
              </div>
            ) : (
              <div
                role="alert"
                className="mt-3 rounded-lg border border-lost/40 bg-lost-50 p-3 font-medium text-lost text-sm"
              >
                <p>{settled.message}.</p>
                <p className="mt-1 font-normal text-ink">
                  Add or remove selections, or choose another bet type.
                </p>
              </div>
            )}
            {settled.isValid ? <p className="mt-3 text-muted text-xs">{settled.note}</p> : null}
          </section>
        </div>

        {settled.isValid ? (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
            tabIndex={0}
            aria-label="Every line (scrollable)"
            className={cn(
              'max-h-[28rem] overflow-auto rounded-lg border border-line focus-visible:outline-offset-2',
              FOCUS_RING,
            )}
          >
            <table className="w-full text-left text-sm">
              <caption className="px-3 pt-3 pb-1 text-left font-bold text-brand">Every line</caption>
              <thead className="sticky top-0 bg-surface text-muted text-xs">
                <tr className="border-line border-b">
                  <th scope="col" className={cn(CELL, 'font-semibold')}>
                    Selections
                  </th>
                  <th scope="col" className={cn(CELL, 'font-semibold')}>
                    Part
                  </th>
                  <th scope="col" className={cn(CELL, 'text-right font-semibold')}>
                    Stake
                  </th>
                  <th scope="col" className={cn(CELL, 'text-right font-semibold')}>
                    Return
                  </th>
                </tr>
              </thead>
              <tbody>
                {settled.lines.map((line) => (
                  <tr
                    key={`${line.part}-${line.selections.join('-')}`}
                    className="border-line border-b last:border-0"
                  >
                    <th scope="row" className={cn(CELL, 'font-medium tabular-nums')}>
                      {line.selections.map((selection) => selection + 1).join(' + ')}
                    </th>
                    <td className={CELL}>
                      <Badge variant={line.part === 'win' ? 'brand' : 'placed'}>
                        {line.part === 'win' ? 'Win' : 'Place'}
                      </Badge>
                    </td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>{line.stake.text}</td>
                    <td
                      className={cn(
                        CELL,
                        'text-right font-semibold tabular-nums',
                        line.return.pence > 0 ? 'text-ink' : 'text-muted',
                      )}
                    >
                      {line.return.text}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        <section aria-labelledby={`${id}-rules`} className="rounded-lg border border-line p-3 text-sm sm:p-4">
          <h3 id={`${id}-rules`} className="font-bold text-brand">
            How the settler applies UK rules
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink">
            <li>
              <strong>Non-runner:</strong> void. A single returns its stake; in a multiple the line carries on
              at 1/1 without it, so a double with a non-runner becomes a single on the other horse.
            </li>
            <li>
              <strong>Dead heat:</strong> the stake is divided by the number of horses tied and paid at full
              odds: £10 at 5/1 in a two-way dead heat returns £30.
            </li>
            <li>
              <strong>Rule 4:</strong> the deduction comes off the winnings, never the stake: £10 at 4/1 with
              20p in the pound returns £42 (£40 winnings less £8, plus the £10 stake).
            </li>
            <li>
              <strong>Each way:</strong> every line becomes a win line and a place line of the same stake, so
              the total stake doubles. The place line pays at the place terms when every horse in it wins or
              places; 1 place means win only.
            </li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
};
