import { Minus, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { amount, parseStake } from '~/domain/calculators/amount';
import {
  calculateBet,
  DEFAULT_PLACE_FRACTION,
  DEFAULT_PLACES,
  PLACE_FRACTIONS,
  type TPlaceFraction,
} from '~/domain/calculators/bet-calculator';
import {
  decimalOf,
  decimalToFractional,
  displayOdds,
  parseAmericanOdds,
  parseCalculatorFractional,
  parseDecimalOdds,
} from '~/domain/calculators/odds-formats';
import { fraction, type TFraction } from '~/domain/fraction';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { Field, PoundsInput, ResultsPanel, selectClasses, useResultsFocus } from './field';
import { ResultOutput, toneOfPence } from './result-output';

type TFormat = 'fractional' | 'decimal' | 'american';
const FORMATS: ReadonlyArray<{ value: TFormat; label: string; input: string; placeholder: string }> = [
  { value: 'fractional', label: 'Fractional', input: 'Fractional odds', placeholder: '5/1' },
  { value: 'decimal', label: 'Decimal', input: 'Decimal odds', placeholder: '6.0' },
  { value: 'american', label: 'American', input: 'American odds', placeholder: '+500' },
];

const STAKE_MIN = 1;
const SLIDER_MAX = 100;

/** The three texts for one price, as the converter writes them. */
const textsOf = (odds: TFraction): Record<TFormat, string> => {
  const shown = displayOdds(odds);
  return { fractional: shown.fractional, decimal: shown.decimal, american: shown.american };
};

/**
 * Reads the text typed in one format: the price and a problem to show under that field. Fractional text that is not
 * understood counts as evens (spec 2) and says so; decimal or American text that cannot be read gives no price.
 */
const readOdds = (format: TFormat, text: string): { odds: TFraction | null; problem: string | null } => {
  if (format === 'fractional') {
    const read = parseCalculatorFractional(text);
    return {
      odds: read.odds,
      problem: read.isUnderstood ? null : 'Not understood as fractional odds (such as 5/1): counted as evens',
    };
  }
  const read = format === 'decimal' ? parseDecimalOdds(text) : parseAmericanOdds(text);
  return { odds: read.odds, problem: read.message };
};

const FIVE_TO_ONE = fraction(5, 1);

/**
 * Spec 2 "Bet Calculator": stake with minus/plus and a slider, odds in three formats kept in step, each way with
 * places and place terms, and the returns, recalculated on every change (the button recalculates too and moves to
 * the results).
 */
export const BetCalculator = ({ disabled = false }: { disabled?: boolean }) => {
  const id = useId();
  const [stake, setStake] = useState('10');
  const [format, setFormat] = useState<TFormat>('fractional');
  const [texts, setTexts] = useState<Record<TFormat, string>>(() => textsOf(FIVE_TO_ONE));
  const [lastGood, setLastGood] = useState<TFraction>(FIVE_TO_ONE);
  const [isEachWay, setIsEachWay] = useState(false);
  const [places, setPlaces] = useState(DEFAULT_PLACES);
  const [placeFraction, setPlaceFraction] = useState<TPlaceFraction>(DEFAULT_PLACE_FRACTION);
  const { resultsRef, onSubmit } = useResultsFocus();

  const reading = readOdds(format, texts[format]);
  // A decimal or American text that cannot be read is not used: the last good price stays.
  const odds = reading.odds ?? lastGood;
  const calculation = useMemo(
    () => calculateBet({ stake, odds, isEachWay, places, placeFraction }),
    [stake, odds, isEachWay, places, placeFraction],
  );
  const shown = displayOdds(odds);

  const editOdds = (edited: TFormat, text: string) => {
    const read = readOdds(edited, text);
    if (read.odds && read.problem === null) {
      setTexts({ ...textsOf(read.odds), [edited]: text });
      setLastGood(read.odds);
    } else {
      setTexts({ ...texts, [edited]: text });
    }
  };

  const stakeNumber = Number(stake);
  const stepStake = (by: number) => {
    const current = Number.isFinite(stakeNumber) ? stakeNumber : 0;
    setStake(String(Math.max(STAKE_MIN, Math.round((current + by) * 100) / 100)));
  };

  const active = FORMATS.find((f) => f.value === format)!;
  const fieldId = `${id}-${format}`;
  const ew = calculation.eachWay;

  return (
    <form onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-label="Bet Calculator">
      <fieldset disabled={disabled} className="min-w-0 space-y-5">
        <Field id={`${id}-stake`} label="Stake" hint="Pounds on the bet (each part for each way).">
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label="Decrease stake by £1"
              onClick={() => stepStake(-1)}
              disabled={disabled || (Number.isFinite(stakeNumber) && stakeNumber <= STAKE_MIN)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <PoundsInput
              id={`${id}-stake`}
              value={stake}
              onValueChange={setStake}
              className="max-w-32 text-center"
            />
            <Button
              variant="outline"
              size="icon"
              aria-label="Increase stake by £1"
              onClick={() => stepStake(1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <input
            type="range"
            aria-label="Stake slider"
            min={STAKE_MIN}
            max={SLIDER_MAX}
            step={1}
            value={Math.min(
              SLIDER_MAX,
              Math.max(STAKE_MIN, Math.round(Number.isFinite(stakeNumber) ? stakeNumber : 0)),
            )}
            onChange={(e) => setStake(e.target.value)}
            className={cn('mt-2 w-full accent-brand', FOCUS_RING)}
          />
        </Field>

        <fieldset className="space-y-3">
          <legend className="font-semibold text-ink text-sm">Odds format</legend>
          <div className="flex flex-wrap gap-2">
            {FORMATS.map((f) => (
              <label
                key={f.value}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold',
                  format === f.value ? 'border-brand bg-brand-50 text-brand' : 'border-line bg-card text-ink',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={f.value}
                  checked={format === f.value}
                  onChange={() => setFormat(f.value)}
                  className="accent-brand"
                />
                {f.label}
              </label>
            ))}
          </div>
          <Field id={fieldId} label={active.input} problem={reading.problem}>
            <Input
              id={fieldId}
              inputMode={format === 'fractional' ? 'text' : 'decimal'}
              placeholder={active.placeholder}
              value={texts[format]}
              aria-invalid={reading.problem ? true : undefined}
              aria-describedby={reading.problem ? `${fieldId}-problem` : undefined}
              onChange={(e) => editOdds(format, e.target.value)}
              className="max-w-48 tabular-nums"
            />
          </Field>
          <p className="text-muted text-sm" aria-live="polite">
            {shown.fractional} = {shown.decimal} decimal = {shown.american} American (
            {shown.impliedProbability} implied chance)
          </p>
        </fieldset>

        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <button
              type="button"
              role="switch"
              id={`${id}-ew`}
              aria-checked={isEachWay}
              onClick={() => setIsEachWay(!isEachWay)}
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
                  onChange={(e) => setPlaces(Number(e.target.value))}
                  className={selectClasses}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
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
                  onChange={(e) => setPlaceFraction(e.target.value as TPlaceFraction)}
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

        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Calculate Returns
        </Button>
      </fieldset>

      <ResultsPanel ref={resultsRef} label="Bet Calculator results">
        <div className="grid grid-cols-2 gap-3">
          <ResultOutput label="Total Stake" value={calculation.totalStake.text} />
          <ResultOutput label="Potential Return" value={calculation.potentialReturn.text} />
          <ResultOutput
            label="Potential Profit"
            value={calculation.potentialProfit.text}
            tone={toneOfPence(calculation.potentialProfit.pence)}
          />
          <ResultOutput label="ROI" value={calculation.roiText} />
        </div>
        {ew ? (
          <div className="space-y-3 rounded-lg border border-line bg-card p-3">
            <h3 className="font-semibold text-ink text-sm">Each way, explained</h3>
            <p className="text-muted text-sm">
              Each way is two bets of {amount(parseStake(stake)).text}: one to win at {shown.fractional}, one
              to place at {decimalToFractional(decimalOf(ew.placeOdds)).text} ({placeFraction} of the odds,{' '}
              {places} {places === 1 ? 'place' : 'places'}).
              {places === 1 ? ' With one place paid, the place part only pays if the horse wins.' : ''}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <ResultOutput label="Win part return" value={ew.winReturn.text} />
              <ResultOutput label="Place part return" value={ew.placeReturn.text} />
            </div>
            <ResultOutput
              label="Place-only return"
              value={ew.placeOnlyReturn.text}
              hint="What comes back if the horse places but does not win (the win part is lost)."
            />
          </div>
        ) : null}
        <p className="text-muted text-xs">
          Returns include your stake. Prices are worked exactly in every format; figures are rounded to the
          penny only for display.
        </p>
      </ResultsPanel>
    </form>
  );
};
