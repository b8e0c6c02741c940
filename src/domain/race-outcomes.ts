/**
 * How each runner of a whole race's result settles (issue 35): its finishing position read against the race's
 * each-way places, dead heats from shared positions, and the Rule 4 the late withdrawals make. The admin's result
 * form records the same fields for one tipped horse (src/domain/tip-authoring.contract.ts ZSetResultBody); settlement
 * reads them through `outcomeOf` (src/domain/settlement.ts).
 *
 * UK rules, as the Tattersalls Committee's Rules on Betting state them (https://www.tattersallscommittee.co.uk,
 * Rules 4 and 6): a dead heat shares the positions tied for; a tie straddling the last paid place pays the tied horses
 * the places left; a horse beyond the paid places is unplaced; Rule 4 deductions for several withdrawals are added
 * together up to 90p in the pound, and apply to the runners that ran.
 */
import type { TOdds } from './odds';
import { finishingPosition } from './race-result';
import { RULE4_MOST_PENCE } from './rule4';
import type { TTipResult } from './tips';

/** The most horses one dead heat may record (the admin form's limit too). */
export const MOST_DEAD_HEAT = 6;

export type TRanRunner = { horseId: string; position: string; sp: TOdds | null; beaten: string | null };
export type TNonRunnerInput = { horseId: string; rule4Pence: number | null };

/** A runner's settlement result and finish, as stored on its race entry. */
export type TRunnerOutcome = {
  horseId: string;
  result: TTipResult;
  deadHeat: number | null;
  deadHeatPosition: number | null;
  rule4Pence: number;
  position: string | null;
  beaten: string | null;
  sp: TOdds | null;
};

/**
 * What is wrong with a result's finishing positions, as messages by runner index: the numbered finishers must run
 * 1, 2, 3... with a tie taking the positions it covers (two horses 1st, then 3rd), and a dead heat may join at most
 * six horses. A result with no numbered finisher is refused (a void race is not settled from a file).
 */
export const positionProblems = (runners: readonly Pick<TRanRunner, 'position'>[]): Map<number, string> => {
  const problems = new Map<number, string>();
  const placed = runners
    .map((runner, index) => ({ index, place: finishingPosition(runner.position) }))
    .filter((r): r is { index: number; place: number } => r.place !== null)
    .sort((a, b) => a.place - b.place);
  if (placed.length === 0) {
    problems.set(0, 'no runner has a finishing position: a race without a finisher is not settled by import');
    return problems;
  }
  let expected = 1;
  for (let i = 0; i < placed.length; ) {
    const place = placed[i]!.place;
    const tied = placed.filter((r) => r.place === place);
    if (place !== expected) {
      problems.set(
        placed[i]!.index,
        `is ${place} but the next finishing position is ${expected} (a dead heat takes the positions it covers)`,
      );
      break;
    }
    if (tied.length > MOST_DEAD_HEAT)
      problems.set(
        placed[i]!.index,
        `ties ${tied.length} horses: a dead heat may join at most ${MOST_DEAD_HEAT}`,
      );
    expected += tied.length;
    i += tied.length;
  }
  return problems;
};

/** The Rule 4 the withdrawals make: their deductions added, at most 90p in the pound (an unknown one counts 0). */
export const totalRule4 = (nonRunners: readonly TNonRunnerInput[]): number =>
  Math.min(
    RULE4_MOST_PENCE,
    nonRunners.reduce((sum, runner) => sum + (runner.rule4Pence ?? 0), 0),
  );

/**
 * Every runner's outcome from a result whose positions passed `positionProblems`, for a race paying `places` places.
 * A horse tied for a paid place is Won (a tie for 1st) or Placed with the dead heat and the position tied for; a tie
 * wholly beyond the paid places is Lost with no dead heat (the admin form's rule).
 */
export const raceOutcomes = (
  result: { runners: readonly TRanRunner[]; nonRunners: readonly TNonRunnerInput[] },
  places: number,
): TRunnerOutcome[] => {
  const rule4Pence = totalRule4(result.nonRunners);
  const tiedAt = new Map<number, number>();
  for (const runner of result.runners) {
    const place = finishingPosition(runner.position);
    if (place !== null) tiedAt.set(place, (tiedAt.get(place) ?? 0) + 1);
  }
  const ran = result.runners.map((runner): TRunnerOutcome => {
    const place = finishingPosition(runner.position);
    const tied = place === null ? 1 : (tiedAt.get(place) ?? 1);
    const paid = place !== null && place <= places;
    const outcome: TTipResult = !paid ? 'Lost' : place === 1 ? 'Won' : 'Placed';
    return {
      horseId: runner.horseId,
      result: outcome,
      deadHeat: paid && tied > 1 ? tied : null,
      deadHeatPosition: paid && tied > 1 ? place : null,
      rule4Pence,
      position: runner.position,
      beaten: runner.beaten,
      sp: runner.sp,
    };
  });
  const withdrawn = result.nonRunners.map(
    (runner): TRunnerOutcome => ({
      horseId: runner.horseId,
      result: 'NonRunner',
      deadHeat: null,
      deadHeatPosition: null,
      rule4Pence: 0,
      position: null,
      beaten: null,
      sp: null,
    }),
  );
  return [...ran, ...withdrawn];
};
