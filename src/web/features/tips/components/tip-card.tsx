import { Clock, MapPin, Plus } from 'lucide-react';
import type { TTip } from '~/domain/tip.contract';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { formatUkClock } from '../format';
import { addTipToBetslip } from './add-tip-to-betslip';
import { ConfidencePips } from './confidence-pips';
import { TipResultBadge } from './tip-result-badge';
import { WhyWeLikeIt } from './why-we-like-it';

/** A tip the viewer may see in full: horse, course, time and odds lead; the analysis folds away. */
export const TipCard = ({ tip }: { tip: TTip }) => {
  const { formatOdds } = useOddsDisplay();
  const headingId = `tip-${tip.id}-horse`;
  const published = formatUkClock(tip.publishedAt);
  return (
    <Card className="flex flex-col">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{tip.category}</Badge>
          <Badge variant={tip.accessLevel === 'Free' ? 'neutral' : 'gold'}>
            {tip.accessLevel === 'Free' ? 'Free tip' : 'Premium tip'}
          </Badge>
          {tip.result ? (
            <span className="ml-auto">
              <TipResultBadge result={tip.result} sp={tip.sp} />
            </span>
          ) : null}
        </div>

        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 id={headingId} className="font-bold text-ink text-xl leading-tight break-words">
              {tip.horse}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                {tip.racecourse}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                <span className="sr-only">Race time </span>
                <span className="tabular">{tip.time}</span>
              </span>
            </p>
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">Odds </span>
            <span className="tabular block font-bold text-2xl text-brand leading-none">
              {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
            </span>
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-muted text-xs">Bet type</dt>
            <dd className="font-semibold">{tip.betType}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">Confidence</dt>
            <dd className="pt-1">
              <ConfidencePips value={tip.confidence} />
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">Advised stake</dt>
            <dd className="tabular font-semibold">
              {tip.stakePoints} {tip.stakePoints === 1 ? 'pt' : 'pts'}
            </dd>
          </div>
          {tip.betType === 'Each Way' ? (
            <div>
              <dt className="text-muted text-xs">Place terms</dt>
              <dd className="font-semibold">{tip.placeTerms}</dd>
            </div>
          ) : null}
        </dl>

        <p className="text-muted text-xs">
          Expert: <span className="font-semibold text-ink">{tip.tipster}</span>
          {published ? <span> · Published {published}</span> : null}
        </p>

        {tip.resultComment ? <p className="rounded-md bg-void-50 p-3 text-sm">{tip.resultComment}</p> : null}

        <div className="mt-auto space-y-3">
          <WhyWeLikeIt analysis={tip.analysis} />
          {tip.result === null ? (
            <Button
              className="w-full"
              onClick={() => addTipToBetslip(tip)}
              aria-label={`Add ${tip.horse} to betslip`}
            >
              <Plus aria-hidden="true" />
              Add to betslip
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
};
