import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cheapestUnlockingPlan, planPagePath } from '~/domain/plan-offer';
import { lockedContentMessage } from '~/domain/tiers';
import type { TLockedTip } from '~/domain/tip.contract';
import { OffCountdown } from '~/web/components/off-countdown';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { ConfidenceDots } from './confidence-dots';

/** A compact locked teaser: the race and an Unlock link, never the horse (the server never sends it). */
export const HomeLockedTip = ({ tip }: { tip: TLockedTip }) => (
  <article
    aria-labelledby={`home-tip-${tip.id}`}
    className="flex h-full flex-col gap-1.5 rounded-lg border border-gold-600 border-dashed bg-gold-50 p-3 sm:gap-2 sm:p-4"
  >
    <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
      <h3 id={`home-tip-${tip.id}`} className="font-bold text-ink">
        <span className="tabular">{tip.time}</span> {tip.racecourse}
      </h3>
      <OffCountdown startsAt={tip.startsAt} />
    </div>
    <p className="flex items-center gap-1.5 text-ink/80 text-sm">
      <Lock aria-hidden="true" className="size-3.5 shrink-0 text-gold-700" />
      {lockedContentMessage('tip', tip.accessLevel)}
    </p>
    <div className="mt-auto flex items-center justify-between gap-2">
      <ConfidenceDots value={tip.confidence} />
      <Link
        to={planPagePath(cheapestUnlockingPlan([tip.accessLevel]))}
        className={cn(
          'inline-flex min-h-9 items-center rounded-sm font-semibold text-gold-700 text-sm underline underline-offset-2',
          FOCUS_RING,
        )}
      >
        Unlock{' '}
        <span className="sr-only">
          the {tip.time} {tip.racecourse} tip
        </span>
      </Link>
    </div>
  </article>
);
