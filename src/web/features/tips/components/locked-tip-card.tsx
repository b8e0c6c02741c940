import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { lockedContentMessage } from '~/domain/tiers';
import type { TLockedTip } from '~/domain/tip.contract';
import { Badge } from '~/web/components/ui/badge';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { ConfidencePips } from './confidence-pips';

/** A tip above the viewer's plan: the race and a clear upgrade call, never the horse (the server never sends it). */
export const LockedTipCard = ({ tip }: { tip: TLockedTip }) => {
  const headingId = `tip-${tip.id}-race`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-gold-600 border-dashed bg-gold-50 p-5 text-ink shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand">{tip.category}</Badge>
        <Badge variant="gold">
          <Lock aria-hidden="true" className="size-3" />
          {tip.accessLevel} tip
        </Badge>
      </div>

      <div>
        <h3 id={headingId} className="font-bold text-ink text-xl leading-tight">
          <span className="tabular">{tip.time}</span> {tip.racecourse}
        </h3>
        <p className="mt-1 text-muted text-sm">Horse, odds and analysis are for subscribers.</p>
      </div>

      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted text-xs">Confidence</span>
        <ConfidencePips value={tip.confidence} />
      </div>

      <div className="mt-auto flex flex-col gap-3 rounded-lg bg-card p-4">
        <p className="flex items-start gap-2 font-semibold text-ink text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
          {lockedContentMessage('tip', tip.accessLevel)}
        </p>
        <Link to="/subscription" className={cn(buttonClasses('gold'), 'w-full')}>
          Upgrade
          <span className="sr-only">
            {' '}
            to see the {tip.time} {tip.racecourse} tip
          </span>
        </Link>
      </div>
    </article>
  );
};
