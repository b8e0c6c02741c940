import { positionProblems, raceOutcomes, type TRunnerOutcome } from '~/domain/race-outcomes';
import { positionLabel } from '~/domain/race-result';
import type { TImportProblem, TRaceResultInput } from '~/domain/racing-data.contract';
import type { TResultsSummary } from '~/domain/racing-data-import.contract';
import type { TEntryResultWrite } from '../tips/entry-result';
import { placeTermsOf } from '../tips/tip-views';
import { groupByRace, raceLabel } from './racecards-plan';
import type { TEntryRow, TRaceRow } from './racing-data.repository';

/** What one race's result does: the runners that ran (when that changes the race's count) and each entry's result. */
export type TResultPlan = {
  raceId: number;
  /** The runners that ran, when it differs from the race's count (each-way terms follow it). */
  runners: number | null;
  /** Every entry of the race (its bets are settled again when the race's count changed). */
  entryIds: number[];
  writes: TEntryResultWrite[];
};

const settlementOf = (outcome: TRunnerOutcome, entry: TEntryRow) => ({
  result: outcome.result,
  deadHeat: outcome.deadHeat,
  deadHeatPosition: outcome.deadHeatPosition,
  rule4Pence: outcome.rule4Pence,
  // A result without a starting price keeps the one recorded (the admin may have given it); a non-runner has none.
  spText: outcome.result === 'NonRunner' ? null : (outcome.sp?.text ?? entry.spText),
  spNum: outcome.result === 'NonRunner' ? null : (outcome.sp?.num ?? entry.spNum),
  spDen: outcome.result === 'NonRunner' ? null : (outcome.sp?.den ?? entry.spDen),
});
const SETTLEMENT_KEYS = [
  'result',
  'deadHeat',
  'deadHeatPosition',
  'rule4Pence',
  'spText',
  'spNum',
  'spDen',
] as const;

/**
 * Plans a results import against the stored cards, writing nothing. Each result finds its race by `race_id` (an
 * unknown one is listed, not refused); every runner on the card must be in `runners` or `non_runners` (a runner
 * already withdrawn from the card may be left out: it is a non-runner); the positions must be in order; the race must
 * be off. Each entry's result comes from `raceOutcomes` at the race's place terms for the runners that ran. A result
 * that changes one already recorded is a correction, audited with `source` as its reason.
 */
export const planResults = (
  results: readonly TRaceResultInput[],
  stored: { races: readonly TRaceRow[]; entries: readonly TEntryRow[] },
  actor: { adminId: number | null; source: string },
  now: Date,
): { plans: TResultPlan[]; summary: TResultsSummary } => {
  const summary: TResultsSummary = {
    kind: 'results',
    results: { recorded: 0, corrected: 0, unchanged: 0 },
    unknownRaceIds: [],
    changes: [],
    notes: [],
    problems: [],
  };
  const problems: TImportProblem[] = [];
  const racesById = new Map(stored.races.filter((r) => r.externalId).map((r) => [r.externalId!, r]));
  const entriesOf = groupByRace(stored.entries);
  const seen = new Set<string>();
  const plans: TResultPlan[] = [];

  results.forEach((input, index) => {
    const at = `results[${index}]`;
    if (seen.has(input.raceId)) {
      problems.push({ path: `${at}.race_id`, message: 'is listed twice in this file' });
      return;
    }
    seen.add(input.raceId);
    const race = racesById.get(input.raceId);
    if (!race) {
      summary.unknownRaceIds.push(input.raceId);
      return;
    }
    const label = raceLabel({ course: race.racecourse, date: race.raceDate, time: race.raceTime });
    if (race.startsAt.getTime() > now.getTime()) {
      problems.push({
        path: `${at}.race_id`,
        message: `${label} has not started yet: its result can be recorded after the off`,
      });
      return;
    }
    const entries = entriesOf.get(race.id) ?? [];
    const byHorseId = new Map(entries.filter((e) => e.externalId).map((e) => [e.externalId!, e]));
    const listed = new Set<string>();
    const onCard = (horseId: string, path: string) => {
      listed.add(horseId);
      if (byHorseId.has(horseId)) return true;
      problems.push({ path, message: `is not on the card of ${label}` });
      return false;
    };
    let fits = input.runners.every((r, i) => onCard(r.horseId, `${at}.runners[${i}].horse_id`));
    fits = input.nonRunners.every((r, i) => onCard(r.horseId, `${at}.non_runners[${i}].horse_id`)) && fits;
    for (const [i, message] of positionProblems(input.runners)) {
      problems.push({ path: `${at}.runners[${i}].position`, message });
      fits = false;
    }
    const implicit = entries.filter((e) => e.externalId && !listed.has(e.externalId));
    for (const entry of implicit.filter((e) => e.withdrawnAt === null)) {
      problems.push({
        path: at,
        message: `${entry.horse} (horse_id ${entry.externalId}) is on the card: list it in runners or non_runners`,
      });
      fits = false;
    }
    if (!fits) return;

    for (const [i, runner] of input.nonRunners.entries())
      if (runner.rule4Pence === null)
        summary.notes.push(
          `${label}: ${byHorseId.get(runner.horseId)!.horse} has no Rule 4 deduction given (${at}.non_runners[${i}]): counted as 0`,
        );
    for (const entry of entries.filter((e) => e.externalId === null))
      summary.notes.push(
        `${label}: ${entry.horse} (typed in with a tip) is not on the card: left without a result`,
      );
    const nonRunners = [
      ...input.nonRunners,
      ...implicit.map((e) => ({ horseId: e.externalId!, rule4Pence: null })),
    ];
    const ran = input.runners.length;
    const { places } = placeTermsOf({ ...race, runners: ran });
    const writes: TEntryResultWrite[] = [];
    let corrected = false;
    for (const outcome of raceOutcomes({ runners: input.runners, nonRunners }, places)) {
      const entry = byHorseId.get(outcome.horseId)!;
      const result = settlementOf(outcome, entry);
      const finish = {
        position: outcome.position,
        beaten: outcome.beaten,
        withdrawnAt: outcome.result === 'NonRunner' ? (entry.withdrawnAt ?? now) : null,
      };
      const settles = SETTLEMENT_KEYS.some((key) => entry[key] !== result[key]);
      const finishes =
        entry.position !== finish.position ||
        entry.beaten !== finish.beaten ||
        (entry.withdrawnAt === null) !== (finish.withdrawnAt === null);
      if (!settles && !finishes) continue;
      const isCorrection = entry.result !== null && settles;
      corrected ||= isCorrection;
      if (isCorrection)
        summary.changes.push(`${label}: ${entry.horse} corrected from ${entry.result} to ${result.result}`);
      writes.push({
        entryId: entry.id,
        result,
        finish,
        reason: `${isCorrection ? 'Corrected' : 'Result'} by ${actor.source}`,
        adminId: actor.adminId,
      });
    }
    const runnersChange = race.runners !== ran ? ran : null;
    if (writes.length === 0 && runnersChange === null) {
      summary.results.unchanged += 1;
      return;
    }
    if (corrected) summary.results.corrected += 1;
    else {
      summary.results.recorded += 1;
      const first = input.runners
        .filter((r) => r.position === '1')
        .map((r) => byHorseId.get(r.horseId)!.horse);
      summary.changes.push(`${label}: result recorded (${positionLabel('1')} ${first.join(' and ')})`);
    }
    plans.push({ raceId: race.id, runners: runnersChange, entryIds: entries.map((e) => e.id), writes });
  });

  if (problems.length > 0)
    return {
      plans: [],
      summary: {
        ...summary,
        results: { recorded: 0, corrected: 0, unchanged: 0 },
        changes: [],
        notes: [],
        problems: problems.slice(0, 50),
      },
    };
  return { plans, summary };
};
