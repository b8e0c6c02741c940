import { ordinal } from '~/domain/ordinal';
import { raceFactsLine } from '~/domain/racecard';
import type { TRaceResult, TResultRunner, TResultTip } from '~/domain/results.contract';
import { RaceLink } from '~/web/components/race-link';
import { TipResultBadge } from '~/web/components/tip-result-badge';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { formatSignedPoints } from '~/web/lib/number-format';
import { useOddsDisplay } from '~/web/lib/odds-format';

const OUTCOME_BADGES: Record<NonNullable<TResultTip['outcome']>, BadgeVariant> = {
  Won: 'won',
  Placed: 'placed',
  Lost: 'lost',
  Void: 'void',
};

/** The runner's placing, dead heat and Rule 4 in words: "1st", "Dead heat for 3rd (2 horses)", "Rule 4: 10p in the £". */
const runnerFacts = (runner: TResultRunner): string[] =>
  [
    runner.deadHeat
      ? `Dead heat for ${ordinal(runner.deadHeat.position)} (${runner.deadHeat.horses} horses)`
      : runner.position
        ? ordinal(runner.position)
        : null,
    runner.rule4Pence > 0 ? `Rule 4: ${runner.rule4Pence}p in the £` : null,
  ].filter((fact): fact is string => fact !== null);

const TipLine = ({ tip }: { tip: TResultTip }) => {
  const { formatOdds } = useOddsDisplay();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
      <span className="min-w-0 text-muted">
        <span className="font-semibold text-ink">{tip.category}</span> · {tip.betType} at{' '}
        <span className="tabular text-ink">
          {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
        </span>{' '}
        · {tip.tipster}
      </span>
      {tip.outcome ? (
        <span className="inline-flex items-center gap-2">
          <Badge variant={OUTCOME_BADGES[tip.outcome]}>
            <span className="sr-only">Tip </span>
            {tip.outcome}
          </Badge>
          {tip.profitPoints !== null ? (
            <span className="tabular font-semibold text-ink text-xs">
              {formatSignedPoints(tip.profitPoints)}
            </span>
          ) : null}
        </span>
      ) : null}
    </li>
  );
};

/** One resulted race: its card line, its placed runners and each tipped runner with its result and tips, and a link to the full result. */
export const RaceResultCard = ({ race, racecourse }: { race: TRaceResult; racecourse: string }) => {
  const headingId = `race-${race.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-card shadow-card">
      <header className="border-line border-b px-4 py-3">
        <h4 id={headingId} className="font-bold text-ink">
          <span className="tabular">{race.time}</span> <span className="sr-only">{racecourse}</span>
          {race.race.name ? ` ${race.race.name}` : ''}
        </h4>
        <p className="text-muted text-xs">
          {raceFactsLine(race.race)} · {race.placeTerms}
        </p>
        <RaceLink raceId={race.id} className="mt-1 inline-block font-semibold text-brand-700 text-sm">
          Full result
          <span className="sr-only">
            : {race.time} {racecourse}
          </span>
        </RaceLink>
      </header>
      <ul className="divide-y divide-line">
        {race.runners.map((runner) => (
          <li key={runner.id} className="space-y-2 px-4 py-3">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="min-w-0">
                <span className="font-semibold text-ink">{runner.horse}</span>
                {runnerFacts(runner).map((fact) => (
                  <span key={fact} className="ml-2 text-muted text-sm">
                    {fact}
                  </span>
                ))}
              </p>
              <TipResultBadge result={runner.result} sp={runner.sp} />
            </div>
            {runner.tips.length > 0 ? (
              <ul aria-label={`Tips on ${runner.horse}`} className="space-y-1">
                {runner.tips.map((tip) => (
                  <TipLine key={tip.id} tip={tip} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  );
};
