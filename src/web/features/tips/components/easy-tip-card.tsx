import { Clock, MapPin } from 'lucide-react';
import type { TTip } from '~/domain/tip.contract';
import { AddToBetslipButton } from '~/web/components/add-to-betslip-button';
import { OffCountdown } from '~/web/components/off-countdown';
import { RaceLink } from '~/web/components/race-link';
import { TipResultBadge } from '~/web/components/tip-result-badge';
import { Card } from '~/web/components/ui/card';
import { useOddsDisplay } from '~/web/lib/odds-format';
import {
  eachWaySentences,
  outcomeSentence,
  pastVerdictSentence,
  placeBetSentence,
  verdictSentence,
  winReturnSentence,
} from '../easy-tip-text';

const explanationOf = (tip: TTip): string[] => {
  if (tip.betType === 'Win') return [winReturnSentence(tip)];
  if (tip.betType === 'Each Way') return [winReturnSentence(tip), ...eachWaySentences(tip)];
  if (tip.betType === 'Place') return [placeBetSentence(tip)];
  return [
    `This is a ${tip.betType.toLowerCase()} tip: you pick horses to finish in an exact order, and the return depends on all of them. ` +
      'It is harder to win than a single, so keep the stake small.',
  ];
};

/**
 * One free tip, explained for someone placing their first bet: what we think and what a £10 bet would pay, with Add
 * to betslip while the race is still to run; after the result, what happened and what that bet paid, in the past.
 */
export const EasyTipCard = ({ tip, isTracked = false }: { tip: TTip; isTracked?: boolean }) => {
  const { formatOdds } = useOddsDisplay();
  const headingId = `easy-tip-${tip.id}`;
  const sentences =
    tip.result === null
      ? [verdictSentence(tip), ...explanationOf(tip)]
      : [pastVerdictSentence(tip), outcomeSentence(tip) ?? ''];
  return (
    <Card className="h-full">
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="font-bold text-ink text-xl leading-tight break-words">
              {tip.horse}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-muted text-sm">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                <RaceLink raceId={tip.raceId}>{tip.racecourse}</RaceLink>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                <span className="tabular">{tip.time}</span>
              </span>
              <span className="tabular font-semibold text-brand">
                <span className="sr-only">Odds </span>
                {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
              </span>
            </p>
          </div>
          {tip.result ? (
            <TipResultBadge result={tip.result} sp={tip.sp} />
          ) : (
            <OffCountdown startsAt={tip.startsAt} />
          )}
        </div>
        <p className="font-semibold text-ink">{sentences[0]}</p>
        {sentences.slice(1).map((sentence) => (
          <p key={sentence} className="text-ink/90 text-sm leading-relaxed">
            {sentence}
          </p>
        ))}
        <div className="mt-auto pt-1">
          <AddToBetslipButton tip={tip} isTracked={isTracked} />
        </div>
      </article>
    </Card>
  );
};
