import { useId, useMemo, useState } from 'react';
import { amount, parseStake } from '~/domain/calculators/amount';
import {
  calculateBet,
  DEFAULT_PLACE_FRACTION,
  DEFAULT_PLACES,
  type TPlaceFraction,
} from '~/domain/calculators/bet-calculator';
import {
  DEFAULT_BET_STAKE,
  editOdds,
  entryText,
  oddsDisplay,
  oddsProblem,
  startOdds,
  switchOddsFormat,
} from '~/domain/calculators/bet-calculator-input';
import { fraction } from '~/domain/fraction';
import { Button } from '~/web/components/ui/button';
import { BetCalculatorResults } from './bet-calculator-results';
import { useResultsFocus } from './calculator-kit';
import { EachWayFields } from './each-way-fields';
import { OddsFormatFields } from './odds-format-fields';
import { StakeStepper } from './stake-stepper';

const FIVE_TO_ONE = fraction(5, 1);

/**
 * Spec 2 "Bet Calculator": stake with minus/plus and a slider, odds in three formats showing one price, each way with
 * places and place terms, and the returns, recalculated on every change (the button recalculates too and moves to
 * the results). The odds are one price held exactly (src/domain/calculators/bet-calculator-input.ts): switching
 * format shows it in another format and never changes it.
 */
export const BetCalculator = ({ disabled = false }: { disabled?: boolean }) => {
  const id = useId();
  const [stake, setStake] = useState(DEFAULT_BET_STAKE);
  const [entry, setEntry] = useState(() => startOdds(FIVE_TO_ONE));
  const [isEachWay, setIsEachWay] = useState(false);
  const [places, setPlaces] = useState(DEFAULT_PLACES);
  const [placeFraction, setPlaceFraction] = useState<TPlaceFraction>(DEFAULT_PLACE_FRACTION);
  const { resultsRef, onSubmit } = useResultsFocus();

  const { odds } = entry;
  const calculation = useMemo(
    () => calculateBet({ stake, odds, isEachWay, places, placeFraction }),
    [stake, odds, isEachWay, places, placeFraction],
  );
  const shown = oddsDisplay(odds);

  return (
    <form onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-label="Bet Calculator">
      <fieldset disabled={disabled} className="min-w-0 space-y-5">
        <StakeStepper id={`${id}-stake`} stake={stake} disabled={disabled} onStakeChange={setStake} />
        <OddsFormatFields
          id={id}
          format={entry.format}
          text={entryText(entry)}
          problem={oddsProblem(entry)}
          shown={shown}
          onFormatChange={(format) => setEntry((current) => switchOddsFormat(current, format))}
          onTextChange={(text) => setEntry((current) => editOdds(current, text))}
        />
        <EachWayFields
          id={id}
          isEachWay={isEachWay}
          places={places}
          placeFraction={placeFraction}
          onEachWayChange={setIsEachWay}
          onPlacesChange={setPlaces}
          onPlaceFractionChange={setPlaceFraction}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Calculate Returns
        </Button>
      </fieldset>

      <BetCalculatorResults
        resultsRef={resultsRef}
        calculation={calculation}
        stakeText={amount(parseStake(stake)).text}
        oddsText={shown.fractional}
        places={places}
        placeFraction={placeFraction}
      />
    </form>
  );
};
