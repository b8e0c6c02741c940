import { Clock, MapPin } from 'lucide-react';
import type { TTip } from '~/domain/tip.contract';
import { OffCountdown } from '~/web/components/off-countdown';
import { Badge } from '~/web/components/ui/badge';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { ConfidenceDots } from './confidence-dots';

const RESULT_VARIANTS = { Won: 'won', Placed: 'placed', Lost: 'lost', NonRunner: 'void' } as const;
const RESULT_LABELS = { Won: 'Won', Placed: 'Placed', Lost: 'Lost', NonRunner: 'Non-runner' } as const;

/** A compact free tip for the home teaser: horse, course, time and odds lead. */
export const HomeTipCard = ({ tip }: { tip: TTip }) => {
  const { formatOdds } = useOddsDisplay();
  return (
    <article
      aria-labelledby={`home-tip-${tip.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-line bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand">{tip.category}</Badge>
        {tip.result ? (
          <Badge variant={RESULT_VARIANTS[tip.result]}>
            <span className="sr-only">Result: </span>
            {RESULT_LABELS[tip.result]}
          </Badge>
        ) : (
          <OffCountdown startsAt={tip.startsAt} className="ml-auto" />
        )}
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`home-tip-${tip.id}`} className="font-bold text-ink text-lg leading-tight break-words">
            {tip.horse}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-muted text-sm">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
              {tip.racecourse}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              <span className="tabular">{tip.time}</span>
            </span>
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="sr-only">Odds </span>
          <span className="tabular block font-bold text-brand text-xl leading-none">
            {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
          </span>
        </p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 text-muted text-xs">
        <span>{tip.betType}</span>
        <ConfidenceDots value={tip.confidence} />
      </div>
    </article>
  );
};
