import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { lockedContentMessage } from '~/domain/tiers';
import type { TLockedTip } from '~/domain/tip.contract';
import { OffCountdown } from '~/web/components/off-countdown';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { ConfidenceDots } from './confidence-dots';

/** A compact locked teaser: the race and an upgrade call, never the horse (the server never sends it). */
export const HomeLockedTip = ({ tip }: { tip: TLockedTip }) => (
  <article
    aria-labelledby={`home-tip-${tip.id}`}
    className="flex h-full flex-col gap-3 rounded-lg border border-gold-600 border-dashed bg-gold-50 p-4"
  >
    <div className="flex items-center justify-between gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 font-semibold text-ink text-xs">
        <Lock aria-hidden="true" className="size-3" />
        {tip.accessLevel} tip
      </span>
      <ConfidenceDots value={tip.confidence} />
    </div>
    <h3 id={`home-tip-${tip.id}`} className="font-bold text-ink text-lg leading-tight">
      <span className="tabular">{tip.time}</span> {tip.racecourse}
    </h3>
    <OffCountdown startsAt={tip.startsAt} />
    <p className="text-ink/80 text-sm">{lockedContentMessage('tip', tip.accessLevel)}</p>
    <Link
      to="/subscription"
      className={cn(
        'mt-auto inline-flex min-h-11 items-center self-start rounded-sm font-semibold text-gold-700 underline underline-offset-2',
        FOCUS_RING,
      )}
    >
      Upgrade
      <span className="sr-only">
        {' '}
        to see the {tip.time} {tip.racecourse} tip
      </span>
    </Link>
  </article>
);
