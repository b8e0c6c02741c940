import type { RefObject } from 'react';
import type { TBetCalculation, TPlaceFraction } from '~/domain/calculators/bet-calculator';
import { placeOddsText } from '~/domain/calculators/bet-calculator-input';
import { ResultsPanel } from './calculator-kit';
import { ResultOutput, toneOfPence } from './result-output';

/** The Bet Calculator's figures and, each way, the two parts explained. */
export const BetCalculatorResults = ({
  resultsRef,
  calculation,
  stakeText,
  oddsText,
  places,
  placeFraction,
}: {
  resultsRef: RefObject<HTMLElement | null>;
  calculation: TBetCalculation;
  /** The stake on each part, as money: "£10.00". */
  stakeText: string;
  /** The win odds as fractional text. */
  oddsText: string;
  places: number;
  placeFraction: TPlaceFraction;
}) => {
  const ew = calculation.eachWay;
  return (
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
            Each way is two bets of {stakeText}: one to win at {oddsText}, one to place at{' '}
            {placeOddsText(ew.placeOdds)} ({placeFraction} of the odds, {places}{' '}
            {places === 1 ? 'place' : 'places'}).
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
        Returns include your stake. Prices are worked exactly in every format, and each part of a return is
        paid as bookmakers pay it and as your tracked bets are settled: any fraction of a penny is dropped.
      </p>
    </ResultsPanel>
  );
};
