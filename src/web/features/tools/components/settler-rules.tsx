import { useId } from 'react';
import { settleMultiple, type TSettlerSelection } from '~/domain/calculators/bet-settler';
import { add, fraction, mul, ONE, roundHalfAwayToPence, type TFraction } from '~/domain/fraction';
import { formatPence } from '~/domain/money';

/** What £10 on a single returns, settled by the settler itself, in pence. */
const tenOn = (odds: TFraction, extra: Partial<TSettlerSelection> = {}): number => {
  const settled = settleMultiple({
    type: 'singles',
    selections: [{ odds, result: 'Won', ...extra }],
    isEachWay: false,
    stake: 10,
    stakeIs: 'per-line',
  });
  if (!settled.isValid) throw new Error(settled.message);
  return settled.totalReturn.pence;
};

const STAKE = 1000;
const deadHeat = tenOn(fraction(5), { deadHeat: { horses: 2 } });
const RULE4_PENCE = 20;
const fullWinnings = tenOn(fraction(4)) - STAKE;
const keptWinnings = tenOn(fraction(4), { rule4Pence: RULE4_PENCE }) - STAKE;
const ODDS_ON = fraction(4, 6);
const oddsOn = tenOn(ODDS_ON);
/** The same return to the nearest penny, which is not what is paid. */
const oddsOnNearest = roundHalfAwayToPence(mul(fraction(10), add(ODDS_ON, ONE)));

/** How the settler applies UK rules: the rules in words, with one worked figure each, worked by the settler. */
export const SettlerRules = () => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-3 text-sm sm:p-4">
      <h3 id={headingId} className="font-bold text-brand">
        How the settler applies UK rules
      </h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink">
        <li>
          <strong>Non-runner:</strong> void. A single returns its stake; in a multiple the line carries on at
          1.00 (the stake back) without it, so a double with a non-runner becomes a single on the other horse.
        </li>
        <li>
          <strong>Dead heat:</strong> the stake is divided by the number of horses tied and paid at full odds:
          £10 at 5/1 in a two-way dead heat returns {formatPence(deadHeat)}.
        </li>
        <li>
          <strong>Rule 4:</strong> the deduction comes off the winnings, never the stake: £10 at 4/1 with{' '}
          {RULE4_PENCE}p in the pound returns {formatPence(keptWinnings + STAKE)} ({formatPence(fullWinnings)}{' '}
          winnings less {formatPence(fullWinnings - keptWinnings)}, plus the {formatPence(STAKE)} stake).
        </li>
        <li>
          <strong>Each way:</strong> every line becomes a win line and a place line of the same stake, so the
          total stake doubles. The place line pays at the place terms when every horse in it wins or places; 1
          place means win only.
        </li>
        <li>
          <strong>Pennies:</strong> each line pays its return with any fraction of a penny dropped, as
          bookmakers pay and as your tracked bets are settled: £10 at 4/6 returns {formatPence(oddsOn)}, not{' '}
          {formatPence(oddsOnNearest)}.
        </li>
      </ul>
    </section>
  );
};
