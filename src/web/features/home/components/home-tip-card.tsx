import type { TTip } from '~/domain/tip.contract';
import { AddToBetslipButton } from '~/web/components/add-to-betslip-button';
import { OffCountdown } from '~/web/components/off-countdown';
import { RaceLink } from '~/web/components/race-link';
import { Badge } from '~/web/components/ui/badge';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { ConfidenceDots } from './confidence-dots';

const RESULT_VARIANTS = { Won: 'won', Placed: 'placed', Lost: 'lost', NonRunner: 'void' } as const;
const RESULT_LABELS = {
  Won: 'Won',
  Placed: 'Placed',
  Lost: 'Lost',
  NonRunner: 'Non-runner: stake returned',
} as const;

/**
 * A compact tip for the home teaser, three short lines so two or three fit a phone's first screen: the race and its
 * countdown, the horse and the odds, the bet with an Add button while the race is still to run.
 */
export const HomeTipCard = ({ tip, isTracked = false }: { tip: TTip; isTracked?: boolean }) => {
  const { formatOdds } = useOddsDisplay();
  return (
    <article
      aria-labelledby={`home-tip-${tip.id}`}
      className="flex h-full flex-col gap-1.5 rounded-lg border border-line bg-card p-3 sm:gap-2 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
        <p>
          <RaceLink raceId={tip.raceId} className="text-ink">
            <span className="tabular font-bold">{tip.time}</span>{' '}
            <span className="font-semibold">{tip.racecourse}</span>
          </RaceLink>
        </p>
        {tip.result ? (
          <Badge variant={RESULT_VARIANTS[tip.result]}>
            <span className="sr-only">Result: </span>
            {RESULT_LABELS[tip.result]}
          </Badge>
        ) : (
          <OffCountdown startsAt={tip.startsAt} />
        )}
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <h3
          id={`home-tip-${tip.id}`}
          className="min-w-0 font-bold text-ink text-lg leading-tight break-words"
        >
          {tip.horse}
        </h3>
        <p className="shrink-0">
          <span className="sr-only">Odds </span>
          <span className="tabular font-bold text-brand text-xl leading-none">
            {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
          </span>
        </p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 text-muted text-xs">
        <span className="flex items-center gap-2">
          {tip.category} · {tip.betType}
          <ConfidenceDots value={tip.confidence} />
        </span>
        <AddToBetslipButton tip={tip} compact isTracked={isTracked} />
      </div>
    </article>
  );
};
