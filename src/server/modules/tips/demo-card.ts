import type { FastifyBaseLogger } from 'fastify';
import { parseFractionalOdds } from '~/domain/odds';
import { shiftUkDate, ukDate, ukInstant } from '~/domain/uk-time';
import type { TDb, TTx } from '../../db/client';
import { demoFieldResultFor, demoFieldsFor, type TDemoRunner, type TDemoRunnerResult } from './demo-field';
import { demoCardFor, demoResultFor } from './demo-racecard';
import type { TTipAuthoringService } from './tip-authoring.service';
import { createTipsRepository, type TFieldEntry } from './tips.repository';

export const DEMO_HISTORY_DAYS = 60;
/** Demo races get their result this long after the off. */
const RESULT_AFTER_MS = 15 * 60_000;
const CHECK_EVERY_MS = 60_000;

/**
 * Keeps the demo product alive: on start-up and on the first read of each minute it makes sure today's card exists
 * (and, on a new database, 60 days of resulted history), and results demo races 15 minutes after the off, through
 * the same path as the admin (so bets on them settle).
 */
export const createDemoCard = (deps: { db: TDb; tips: TTipAuthoringService; log: FastifyBaseLogger }) => {
  const repo = createTipsRepository(deps.db);
  let lastCheck = 0;
  let running: Promise<void> | null = null;

  // One transaction per card: eight races, each with its whole field, and the tips. A history card (a new database:
  // no bets can exist on it yet) gets its results in the same transaction; today's races are resulted through the
  // admin path.
  const insertCard = (date: string, publishAt: Date, withResults = false) =>
    deps.db.transaction(async (tx) => {
      const txRepo = createTipsRepository(tx);
      const fields = demoFieldsFor(date);
      for (const tip of demoCardFor(date)) {
        const odds = parseFractionalOdds(tip.odds)!;
        const startsAt = ukInstant(date, tip.time);
        const field = fields.get(tip.time)!;
        const tipped = field.find((runner) => runner.tipped)!;
        const { entryId, raceId } = await txRepo.upsertRaceEntry(
          {
            date,
            time: tip.time,
            startsAt,
            racecourse: tip.racecourse,
            runners: tip.runners,
            isHandicap: tip.isHandicap,
            isDemo: true,
            fullField: true,
            facts: tip.race,
          },
          tip.horse,
          { ...tip.runner, number: tipped.number, headgear: tipped.headgear },
        );
        const tipId = await txRepo.insertTip({
          entryId,
          raceDate: date,
          accessLevel: tip.accessLevel,
          confidence: tip.confidence,
          oddsText: odds.text,
          oddsNum: odds.num,
          oddsDen: odds.den,
          betType: tip.betType,
          stakePoints: tip.category === 'NAP' ? 5 : 1,
          analysis: tip.analysis,
          tipster: tip.tipster,
          category: tip.category,
          publishAt: publishAt < startsAt ? publishAt : new Date(startsAt.getTime() - 60 * 60_000),
        });
        const resultedAt = new Date(startsAt.getTime() + RESULT_AFTER_MS);
        const outcome = withResults
          ? demoResultFor(`${date}:${tip.time}:${tipId}`, odds.num, odds.den, tip.runners)
          : null;
        const results = outcome
          ? byHorse(demoFieldResultFor({ ...tip, raceType: tip.race.raceType }, field, outcome))
          : null;
        await txRepo.insertFieldEntries(
          raceId,
          field
            .filter((runner) => !runner.tipped)
            .map((runner) => fieldEntry(runner, results?.get(runner.horse), startsAt, resultedAt)),
        );
        if (outcome && results) {
          const sp = parseFractionalOdds(outcome.sp)!;
          await txRepo.updateEntryResult(
            entryId,
            {
              result: outcome.result,
              deadHeat: null,
              deadHeatPosition: null,
              rule4Pence: outcome.rule4Pence,
              spText: sp.text,
              spNum: sp.num,
              spDen: sp.den,
            },
            resultedAt,
          );
          await txRepo.updateEntryFinish(entryId, finishOf(results.get(tip.horse)!, startsAt));
        }
      }
    });

  /**
   * The rest of a race's field after its tipped horse was resulted (today's races): where each finished, its SP and
   * Rule 4, and the non-runners, through the admin's result path like the tipped horse (issue 36: members back any
   * runner, so each result settles the bets on it); the tipped horse gets its finish.
   */
  const resultField = async (
    tx: TTx,
    race: { raceId: number; raceDate: string; raceTime: string; startsAt: Date },
    outcome: { result: TDemoRunnerResult['result']; sp: string; rule4Pence: number },
    now: Date,
  ) => {
    const card = demoCardFor(race.raceDate).find((tip) => tip.time === race.raceTime);
    const field = demoFieldsFor(race.raceDate).get(race.raceTime);
    if (!card || !field) return;
    const txRepo = createTipsRepository(tx);
    const ids = await txRepo.entryIdsByHorse(race.raceId);
    for (const result of demoFieldResultFor({ ...card, raceType: card.race.raceType }, field, outcome)) {
      const entryId = ids.get(result.horse.toLowerCase());
      if (entryId === undefined) continue;
      const finish = finishOf(result, race.startsAt);
      if (result.horse === card.horse) {
        await txRepo.updateEntryFinish(entryId, finish);
        continue;
      }
      await deps.tips.recordEntryResult(
        tx,
        {
          entryId,
          result: {
            result: result.result,
            deadHeat: null,
            deadHeatPosition: null,
            rule4Pence: result.rule4Pence,
            spText: result.sp?.text ?? null,
            spNum: result.sp?.num ?? null,
            spDen: result.sp?.den ?? null,
          },
          finish,
          reason: null,
          adminId: null,
        },
        now,
      );
    }
  };

  const run = async (now: Date) => {
    let changed = false;
    let resulted = false;
    const today = ukDate(now);
    if (!(await repo.hasDemoRacesOn(today))) {
      const hasHistory = await repo.hasDemoRacesOn(shiftUkDate(today, -1));
      if (!hasHistory) {
        for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
          const date = shiftUkDate(today, -back);
          if (!(await repo.hasDemoRacesOn(date))) await insertCard(date, ukInstant(date, '07:30'), true);
        }
      }
      const morning = ukInstant(today, '07:30');
      await insertCard(today, morning < now ? morning : now);
      changed = true;
    }
    const due = await repo.listUnresultedDemoTips(new Date(now.getTime() - RESULT_AFTER_MS));
    for (const tip of due) {
      const outcome = demoResultFor(
        `${tip.raceDate}:${tip.raceTime}:${tip.tipId}`,
        tip.oddsNum,
        tip.oddsDen,
        tip.runners,
      );
      const sp = parseFractionalOdds(outcome.sp) ?? undefined;
      await deps.tips.setResult(
        tip.tipId,
        { result: outcome.result, resultComment: '', rule4Pence: outcome.rule4Pence, sp },
        null,
        now,
        { announce: false },
      );
      await deps.db.transaction((tx) => resultField(tx, tip, outcome, now));
      resulted = true;
    }
    // The field's results settled bets after the tipped horse's: the bets' cached reads go as well.
    if (resulted) await deps.tips.afterResults();
    else if (changed) await deps.tips.announce();
  };

  const checkedRecently = (now: Date) => now.getTime() - lastCheck < CHECK_EVERY_MS;

  return {
    /** True when ensureFresh would do nothing now (so a cached read can answer at once). */
    isFresh(now: Date): boolean {
      return !running && checkedRecently(now);
    },

    /** Cheap to call on every read: does real work at most once a minute, and only one run at a time. */
    async ensureFresh(now: Date): Promise<void> {
      if (running) return running;
      if (checkedRecently(now)) return;
      lastCheck = now.getTime();
      running = run(now)
        .catch((error: unknown) => deps.log.error({ err: error }, 'demo card refresh failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
};

export type TDemoCard = ReturnType<typeof createDemoCard>;

const byHorse = (results: readonly TDemoRunnerResult[]) => new Map(results.map((r) => [r.horse, r]));

const finishOf = (result: TDemoRunnerResult, startsAt: Date) => ({
  position: result.position,
  beaten: result.beaten,
  withdrawnAt:
    result.withdrawnMinutesBefore === null
      ? null
      : new Date(startsAt.getTime() - result.withdrawnMinutesBefore * 60_000),
});

/** A runner of the field as stored: its card facts, and its result when the race has been run. */
const fieldEntry = (
  runner: TDemoRunner,
  result: TDemoRunnerResult | undefined,
  startsAt: Date,
  resultedAt: Date,
): TFieldEntry => ({
  horse: runner.horse,
  number: runner.number,
  draw: runner.draw,
  age: runner.age,
  weightLb: runner.weightLb,
  officialRating: runner.officialRating,
  jockey: runner.jockey,
  trainer: runner.trainer,
  form: runner.form,
  headgear: runner.headgear,
  ...(result
    ? {
        result: result.result,
        rule4Pence: result.rule4Pence,
        spText: result.sp?.text ?? null,
        spNum: result.sp?.num ?? null,
        spDen: result.sp?.den ?? null,
        resultedAt,
        ...finishOf(result, startsAt),
      }
    : {}),
});
