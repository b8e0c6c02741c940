import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cheapestUnlockingPlan, lockedTipsPitch, planPagePath } from '~/domain/plan-offer';
import { lockedContentMessage } from '~/domain/tiers';
import type { TLockedTip } from '~/domain/tip.contract';
import { RaceLink } from '~/web/components/race-link';
import { buttonClasses } from '~/web/components/ui/button';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn } from '~/web/lib/cn';

/**
 * Tips above the viewer's plan: one short pitch, then one compact row per race (time, course, lock, Unlock), never
 * the horse (the server never sends it). The pitch quotes the cheapest plan that unlocks them (an upgrade line for a
 * paying member) and each Unlock opens the plan page on the plan that tip needs. `withPitch` is off where a fuller
 * pitch already sits above (Premium filter).
 */
export const LockedTipRows = ({
  tips,
  withPitch = true,
  when,
}: {
  tips: readonly TLockedTip[];
  withPitch?: boolean;
  /** The race day as the pitch names it (`today` by default). */
  when?: string;
}) => {
  const viewer = useViewer();
  if (tips.length === 0) return null;
  const pitch = lockedTipsPitch(
    tips.map((tip) => tip.accessLevel),
    viewer.isSignedIn ? viewer.tier : null,
    when,
  );
  return (
    <section
      aria-labelledby="locked-tips-title"
      className="overflow-hidden rounded-card border border-gold-600 bg-card shadow-card"
    >
      <div className={cn('bg-gold-50 px-4 py-3', !withPitch && 'sr-only')}>
        <h3 id="locked-tips-title" className="font-bold text-ink">
          {pitch.heading}
        </h3>
        {withPitch ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-ink/80 text-sm">{pitch.line}</p>
            <Link to={planPagePath(pitch.plan)} className={buttonClasses('gold', 'sm')}>
              {pitch.action}
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
                    <RaceLink raceId={tip.raceId}>
                      <span className="tabular">{tip.time}</span> {tip.racecourse}
                    </RaceLink>
                  </h4>
                  <p className="text-muted text-xs">{lockedContentMessage('tip', tip.accessLevel)}</p>
                </div>
              </div>
              <Link
                to={planPagePath(cheapestUnlockingPlan([tip.accessLevel]))}
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
