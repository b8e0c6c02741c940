import { describePlaceTerms } from '~/domain/place-terms';
import type { TRaceResult, TResultRunner, TResultsDay, TResultTip } from '~/domain/results.contract';
import { outcomeOf } from '~/domain/settlement';
import type { TTipBetType } from '~/domain/tips';
import { settleTipPoints } from '~/domain/track-record';
import type { TDb } from '../../db/client';
import { placeTermsOf, raceCardOf, toSettledTip } from '../tips/tip-views';
import { createTipsRepository, type TTipRow } from '../tips/tips.repository';

/** Forecasts and tricasts depend on other runners: the record leaves them out, and so does a tip's outcome here. */
const SETTLEABLE: ReadonlySet<TTipBetType> = new Set(['Win', 'Place', 'Each Way']);

/** What the tip did at a level 1-point stake at its advised odds: the track record's own settlement. */
const resultTipOf = (row: TTipRow): TResultTip => {
  const settled = SETTLEABLE.has(row.betType as TTipBetType)
    ? settleTipPoints(toSettledTip(row), { num: row.oddsNum, den: row.oddsDen })
    : null;
  return {
    id: row.id,
    tipster: row.tipster,
    category: row.category,
    betType: row.betType as TTipBetType,
    accessLevel: row.accessLevel,
    odds: row.oddsText,
    oddsNum: row.oddsNum,
    oddsDen: row.oddsDen,
    outcome: settled ? (settled.settlement.status as TResultTip['outcome']) : null,
    profitPoints: settled ? Math.round(settled.profit * 100) / 100 : null,
  };
};

/** The runner's line: its result, SP, Rule 4 and dead heat as the settlement reads them. */
const runnerOf = (row: TTipRow): TResultRunner => {
  const result = row.result!;
  const { deadHeat } = outcomeOf({ ...row, result }, placeTermsOf(row));
  return {
    id: row.entryId,
    horse: row.horse,
    result,
    position: result === 'Won' ? 1 : (deadHeat?.position ?? null),
    deadHeat: deadHeat ?? null,
    sp: row.spText,
    rule4Pence: row.rule4Pence,
    tips: [],
  };
};

/** A day's results by meeting (issue 35). */
export const createResultsService = ({ db }: { db: TDb }) => {
  const repo = createTipsRepository(db);
  return {
    /**
     * The resulted races of UK day `date`, grouped by racecourse: meetings in the order of their first off, races in
     * off-time order, runners in the order their tips were entered. Public: every row has a result.
     */
    async day(date: string, now: Date): Promise<TResultsDay> {
      const rows = await repo.listResultedForDate(date, now);
      const meetings = new Map<string, Map<number, TRaceResult>>();
      const runners = new Map<number, TResultRunner>();
      for (const row of rows) {
        const races = meetings.get(row.racecourse) ?? new Map<number, TRaceResult>();
        meetings.set(row.racecourse, races);
        let race = races.get(row.raceId);
        if (!race) {
          race = {
            id: row.raceId,
            time: row.raceTime,
            startsAt: row.startsAt.toISOString(),
            race: raceCardOf(row),
            placeTerms: describePlaceTerms(placeTermsOf(row)),
            runners: [],
          };
          races.set(row.raceId, race);
        }
        let runner = runners.get(row.entryId);
        if (!runner) {
          runner = runnerOf(row);
          runners.set(row.entryId, runner);
          race.runners.push(runner);
        }
        runner.tips.push(resultTipOf(row));
      }
      return {
        date,
        meetings: [...meetings].map(([racecourse, races]) => ({ racecourse, races: [...races.values()] })),
      };
    },
  };
};

export type TResultsService = ReturnType<typeof createResultsService>;
