import { describePlaceTerms } from '~/domain/place-terms';
import { finishingPosition } from '~/domain/race-result';
import type { TRaceResult, TResultRunner, TResultsDay, TResultTip } from '~/domain/results.contract';
import { outcomeOf } from '~/domain/settlement';
import type { TTipBetType } from '~/domain/tips';
import { settleTipPoints } from '~/domain/track-record';
import type { TDb } from '../../db/client';
import { createRacesRepository } from '../races/races.repository';
import { placeTermsOf, toSettledTip } from '../tips/tip-views';
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

type TEntryRow = Awaited<
  ReturnType<ReturnType<typeof createRacesRepository>['listResultedEntriesOn']>
>[number];

/** The runner's line: its result, place, SP, Rule 4 and dead heat as the settlement reads them. */
const runnerOf = (row: TEntryRow, terms: ReturnType<typeof placeTermsOf>): TResultRunner => {
  const result = row.result!;
  const { deadHeat } = outcomeOf({ ...row, result }, terms);
  const place = finishingPosition(row.position);
  return {
    id: row.entryId,
    horse: row.horse,
    result,
    position: place ?? (result === 'Won' ? 1 : (deadHeat?.position ?? null)),
    deadHeat: deadHeat ?? null,
    sp: row.spText,
    rule4Pence: row.rule4Pence,
    tips: [],
  };
};

/** Where a runner goes in a race's list: by its place, then those without one (beaten, pulled up, non-runners). */
const placeRank = (runner: TResultRunner) =>
  runner.result === 'NonRunner' ? 2000 : (runner.position ?? 1000);

/** A day's results by meeting (issue 35). */
export const createResultsService = ({ db }: { db: TDb }) => {
  const tipsRepo = createTipsRepository(db);
  const racesRepo = createRacesRepository(db);
  return {
    /**
     * The resulted races of UK day `date`, grouped by racecourse: meetings in the order of their first off, races in
     * off-time order. Each race lists the runners that were placed (a whole field's first past the post, down to the
     * last paid place) and every tipped runner with its tips; the race's page has the whole result. Public: every row
     * has a result.
     */
    async day(date: string, now: Date): Promise<TResultsDay> {
      const [entries, tipRows] = await Promise.all([
        racesRepo.listResultedEntriesOn(date),
        tipsRepo.listResultedForDate(date, now),
      ]);
      const tipsByEntry = new Map<number, TResultTip[]>();
      for (const row of tipRows) {
        const list = tipsByEntry.get(row.entryId) ?? [];
        list.push(resultTipOf(row));
        tipsByEntry.set(row.entryId, list);
      }
      const meetings = new Map<string, Map<number, TRaceResult>>();
      for (const row of entries) {
        const terms = placeTermsOf(row);
        const runner = runnerOf(row, terms);
        runner.tips = tipsByEntry.get(row.entryId) ?? [];
        const placed =
          runner.position !== null && runner.position <= terms.places && runner.result !== 'Lost';
        // A race typed in with its tips lists only its tipped runners, as before; no runner is listed without a reason.
        if (runner.tips.length === 0 && !(row.fullField && placed)) continue;
        const races = meetings.get(row.racecourse) ?? new Map<number, TRaceResult>();
        meetings.set(row.racecourse, races);
        let race = races.get(row.raceId);
        if (!race) {
          race = {
            id: row.raceId,
            time: row.raceTime,
            startsAt: row.startsAt.toISOString(),
            race: {
              name: row.raceName,
              type: row.raceType,
              raceClass: row.raceClass,
              distanceYards: row.distanceYards,
              going: row.going,
              runners: row.runners,
            },
            placeTerms: describePlaceTerms(terms),
            runners: [],
          };
          races.set(row.raceId, race);
        }
        race.runners.push(runner);
      }
      for (const races of meetings.values())
        for (const race of races.values()) race.runners.sort((a, b) => placeRank(a) - placeRank(b));
      return {
        date,
        meetings: [...meetings].map(([racecourse, races]) => ({ racecourse, races: [...races.values()] })),
      };
    },
  };
};

export type TResultsService = ReturnType<typeof createResultsService>;
