import type { TEntryOutcome } from '~/domain/bets.contract';
import type { TLocalBet } from '~/domain/device-bets.contract';
import { penceToPounds, poundsToPence } from '~/domain/money';
import { settleMultipleBet } from '~/domain/multiple-bets';
import { parseFractionalOdds } from '~/domain/odds';

/**
 * An open multiple kept on the device, brought up to date from its legs' public outcomes: each leg with a result
 * shows it, and once every leg has one the multiple is settled through the Bet Settler's engine (settleMultipleBet),
 * as the account settles it. Null when nothing changed (or it is not an open multiple).
 */
export const settleDeviceMultiple = (
  bet: TLocalBet,
  outcomes: ReadonlyMap<number, TEntryOutcome>,
): TLocalBet | null => {
  const multiple = bet.multiple;
  if (!multiple || bet.status !== 'Open') return null;
  let isChanged = false;
  const legs = multiple.legs.map((leg) => {
    const result = outcomes.get(leg.raceEntryId)?.result;
    if (!result || result === leg.result) return leg;
    isChanged = true;
    return { ...leg, result };
  });
  const priced = legs.map((leg) => {
    const outcome = outcomes.get(leg.raceEntryId);
    const odds = parseFractionalOdds(leg.odds);
    return outcome?.result && odds
      ? {
          odds,
          result: outcome.result,
          deadHeat: outcome.deadHeat,
          deadHeatPosition: outcome.deadHeatPosition,
          rule4Pence: outcome.rule4Pence,
          placeTerms: outcome.terms,
        }
      : null;
  });
  const isComplete = priced.every((leg) => leg !== null);
  if (!isComplete) return isChanged ? { ...bet, multiple: { ...multiple, legs } } : null;
  const settled = settleMultipleBet({
    type: multiple.type,
    isEachWay: multiple.eachWay,
    stakePerLinePence: poundsToPence(bet.stake),
    legs: priced.filter((leg) => leg !== null),
  });
  return {
    ...bet,
    status: settled.status,
    actualReturn: penceToPounds(settled.returnPence),
    multiple: { ...multiple, legs, lines: settled.lines },
  };
};
