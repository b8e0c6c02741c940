import { ListChecks } from 'lucide-react';
import { formatWeight, raceFactsLine } from '~/domain/racecard';
import { tipShareText } from '~/domain/share';
import type { TTip } from '~/domain/tip.contract';
import { formatUkClock } from '~/domain/uk-date-format';
import { AddToBetslipButton } from '~/web/components/add-to-betslip-button';
import { OffCountdown } from '~/web/components/off-countdown';
import { RaceLink } from '~/web/components/race-link';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { TipResultBadge } from '~/web/components/tip-result-badge';
import { Badge } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { ConfidencePips } from './confidence-pips';
import { WhyWeLikeIt } from './why-we-like-it';

/** "Each way · 1 pt · 3 places at 1/5", "Win · 2 pts": the bet in one line. */
export const betLine = (tip: Pick<TTip, 'betType' | 'stakePoints' | 'terms'>): string => {
  const points = `${tip.stakePoints} ${tip.stakePoints === 1 ? 'pt' : 'pts'}`;
  const type = tip.betType === 'Each Way' ? 'Each way' : tip.betType;
  const terms =
    tip.betType === 'Each Way'
      ? `${tip.terms.places} ${tip.terms.places === 1 ? 'place' : 'places'} at ${tip.terms.fractionNum}/${tip.terms.fractionDen}`
      : null;
  return [type, points, terms].filter(Boolean).join(' · ');
};

/** The runner's card line: jockey, trainer, age and weight, draw, OR and form, each only when recorded. */
const runnerFacts = (runner: TTip['runner']): Array<{ label: string; value: string }> =>
  [
    runner.jockey ? { label: 'Jockey', value: runner.jockey } : null,
    runner.trainer ? { label: 'Trainer', value: runner.trainer } : null,
    runner.age !== null || runner.weightLb !== null
      ? {
          label: 'Age and weight',
          value: [
            runner.age !== null ? `${runner.age}yo` : null,
            runner.weightLb !== null ? formatWeight(runner.weightLb) : null,
          ]
            .filter(Boolean)
            .join(' '),
        }
      : null,
    runner.draw !== null ? { label: 'Draw', value: String(runner.draw) } : null,
    runner.officialRating !== null ? { label: 'OR', value: String(runner.officialRating) } : null,
    runner.form ? { label: 'Form', value: runner.form } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);

/**
 * A tip the viewer may see in full, read like a racecard line: the race (time, course, name, class, distance, going,
 * runners), the horse with its connections and form, the odds large, and the bet in one line.
 */
export const TipCard = ({ tip, isTracked = false }: { tip: TTip; isTracked?: boolean }) => {
  const { formatOdds } = useOddsDisplay();
  const headingId = `tip-${tip.id}-horse`;
  const published = formatUkClock(tip.publishedAt, '');
  const facts = runnerFacts(tip.runner);
  return (
    <Card className="flex flex-col">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <header className="space-y-0.5">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <RaceLink raceId={tip.raceId} className="text-ink">
              <span className="tabular font-bold">{tip.time}</span>{' '}
              <span className="font-semibold">{tip.racecourse}</span>
            </RaceLink>
            {tip.race.name ? <span className="min-w-0 truncate text-muted">{tip.race.name}</span> : null}
          </p>
          <p className="text-muted text-xs">{raceFactsLine(tip.race)}</p>
          {tip.result === null ? <OffCountdown startsAt={tip.startsAt} className="pt-1" /> : null}
        </header>

        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 id={headingId} className="font-bold text-ink text-xl leading-tight break-words">
              {tip.horse}
            </h3>
            {facts.length > 0 ? (
              <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-muted text-xs">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex gap-1">
                    <dt
                      className={
                        fact.label === 'OR' || fact.label === 'Form' || fact.label === 'Draw' ? '' : 'sr-only'
                      }
                    >
                      {fact.label}
                    </dt>
                    <dd className="font-medium text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">Odds </span>
            <span className="tabular block font-bold text-3xl text-brand leading-none">
              {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
            </span>
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="font-semibold">{betLine(tip)}</p>
          <ConfidencePips value={tip.confidence} />
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{tip.category}</Badge>
          <Badge variant={tip.accessLevel === 'Free' ? 'neutral' : 'gold'}>
            {tip.accessLevel === 'Free' ? 'Free tip' : `${tip.accessLevel} tip`}
          </Badge>
          {isTracked ? (
            <Badge variant="neutral">
              <ListChecks aria-hidden="true" className="size-3.5" />
              Tracked
            </Badge>
          ) : null}
          {tip.result ? (
            <span className="ml-auto">
              <TipResultBadge result={tip.result} sp={tip.sp} />
            </span>
          ) : null}
        </div>

        <p className="text-muted text-xs">
          Expert: <span className="font-semibold text-ink">{tip.tipster}</span>
          {published ? <span> · Published {published}</span> : null}
        </p>

        {tip.resultComment ? <p className="rounded-md bg-void-50 p-3 text-sm">{tip.resultComment}</p> : null}

        <div className="mt-auto space-y-3">
          <WhyWeLikeIt analysis={tip.analysis} />
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <AddToBetslipButton tip={tip} isTracked={isTracked} />
            </div>
            {/* A premium tip's text names only the race (tipShareText): its horse and odds never leave in a link. */}
            <ShareButtons
              variant="compact"
              label={`Share tip: ${tip.horse}`}
              title="RacePro tip"
              text={tipShareText(tip)}
              path="/tips"
            />
          </div>
        </div>
      </article>
    </Card>
  );
};
