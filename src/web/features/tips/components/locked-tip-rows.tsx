import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { lockedContentMessage } from '~/domain/tiers';
import type { TLockedTip } from '~/domain/tip.contract';
import { buttonClasses } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';

/**
 * Tips above the viewer's plan: one short pitch, then one compact row per race (time, course, lock, Unlock), never
 * the horse (the server never sends it). `withPitch` is off where a fuller pitch already sits above (Premium filter).
 */
export const LockedTipRows = ({
  tips,
  withPitch = true,
}: {
  tips: readonly TLockedTip[];
  withPitch?: boolean;
}) => {
  if (tips.length === 0) return null;
  return (
    <section
      aria-labelledby="locked-tips-title"
      className="overflow-hidden rounded-card border border-gold-600 bg-card shadow-card"
    >
      <div className={cn('bg-gold-50 px-4 py-3', !withPitch && 'sr-only')}>
        <h3 id="locked-tips-title" className="font-bold text-ink">
          {tips.length} more {tips.length === 1 ? 'tip' : 'tips'} today for members
        </h3>
        {withPitch ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-ink/80 text-sm">
              The horse, the odds and our full reasoning, from £2.99 a week.
            </p>
            <Link to="/subscription" className={buttonClasses('gold', 'sm')}>
              See plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        ) : null}
      </div>
      <ul className="divide-y divide-line border-gold-600/40 border-t">
        {tips.map((tip) => (
          <li key={tip.id}>
            <article
              aria-labelledby={`tip-${tip.id}-race`}
              className="flex items-center justify-between gap-3 px-4 py-2.5"
            >
              <div className="flex min-w-0 items-start gap-2.5">
                <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-700" />
                <div className="min-w-0">
                  <h4 id={`tip-${tip.id}-race`} className="font-semibold text-ink text-sm">
                    <span className="tabular">{tip.time}</span> {tip.racecourse}
                  </h4>
                  <p className="text-muted text-xs">{lockedContentMessage('tip', tip.accessLevel)}</p>
                </div>
              </div>
              <Link
                to="/subscription"
                className={cn(buttonClasses('outline', 'sm'), 'shrink-0 border-gold-700 text-gold-700')}
              >
                Unlock{' '}
                <span className="sr-only">
                  the {tip.time} {tip.racecourse} tip
                </span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
};
