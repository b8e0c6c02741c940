import { CalendarX, Plus, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { isHeldForBreak } from '~/domain/breaks';
import { formatPounds } from '~/domain/money';
import type { TStrategyId } from '~/domain/strategies';
import { applyStrategy, type TStrategyMatch } from '~/domain/strategy-rules';
import type { TTip } from '~/domain/tip.contract';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { addTipToBetslip } from '~/web/lib/add-tip-to-betslip';
import { useTipStats } from '~/web/lib/api/get-tip-stats';
import { useTodaysTips } from '~/web/lib/api/get-todays-tips';

const addMatch = ({ tip, betType, stake }: TStrategyMatch) => addTipToBetslip(tip, { type: betType, stake });

/**
 * "Apply to Today's Races": the chosen strategy's rule (src/domain/strategy-rules) over today's tips the viewer may
 * see, each match with why it matched and a button to put it on the betslip; when nothing matches, why not.
 */
export const ApplyResults = ({ strategyId, title }: { strategyId: TStrategyId; title: string }) => {
  const tips = useTodaysTips();
  const stats = useTipStats();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel mounts once per strategy (keyed by the page), so focusing on mount moves focus to each new result.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const run = useMemo(() => {
    if (!tips.data) return null;
    const visible = tips.data.filter((t): t is TTip => !t.locked);
    const tipsters = (stats.data?.byTipster ?? []).map((row) => ({
      name: row.name,
      settled: row.ran,
      // A chance of winning: the share of the tipster's tips whose horse won, not the share that returned a profit.
      strikeRate: row.wonStrikeRate === null ? null : row.wonStrikeRate / 100,
    }));
    return {
      result: applyStrategy(strategyId, visible, { now: new Date(), tipsters }),
      locked: tips.data.filter((t) => t.locked && !isHeldForBreak(t)).length,
      held: tips.data.some(isHeldForBreak),
    };
  }, [tips.data, stats.data, strategyId]);

  return (
    <section
      aria-labelledby="apply-title"
      className="rounded-card border border-line bg-card p-5 shadow-card sm:p-6"
    >
      <h2
        id="apply-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-ink text-xl outline-none"
      >
        <Sparkles aria-hidden="true" className="size-5 text-gold-700" />
        {title} on today's races
      </h2>
      {!run ? (
        tips.isError ? (
          <p role="alert" className="mt-3 text-lost">
            We could not load today's tips. Please try again.
          </p>
        ) : (
          <div role="status" aria-label="Loading today's races" className="mt-3 space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-20" />
          </div>
        )
      ) : (
        <>
          <p className="mt-2 text-muted">
            {run.result.rule} {run.result.checked} of today's selections checked
            {run.locked
              ? `; ${run.locked} premium selection${run.locked === 1 ? ' is' : 's are'} locked on your plan`
              : ''}
            .
          </p>
          {run.held ? (
            <p className="mt-2 text-ink">
              Tips for races not yet run are hidden during your break; see{' '}
              <Link className="font-semibold text-brand-700 underline" to="/settings/account">
                your safer gambling settings
              </Link>{' '}
              for when it ends.
            </p>
          ) : null}
          {run.result.matches.length === 0 ? (
            <div className="mt-4 flex items-start gap-3 rounded-lg bg-void-50 p-4">
              <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-void" />
              <div>
                <p className="font-semibold text-ink">Nothing matches today.</p>
                <p className="mt-1 text-ink">{run.result.emptyReason}</p>
                <Link to="/tips" className={`${buttonClasses('outline', 'sm')} mt-3`}>
                  See today's tips
                </Link>
              </div>
            </div>
          ) : (
            <>
              <ul aria-label="Matching selections" className="mt-4 space-y-3">
                {run.result.matches.map((match) => (
                  <li
                    key={`${match.tip.id}-${match.betType}`}
                    className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-bold text-ink">
                        {match.tip.horse}{' '}
                        <span className="font-semibold text-brand tabular-nums">{match.tip.odds}</span>
                      </p>
                      <p className="text-muted text-sm">
                        {match.tip.time} {match.tip.racecourse} · {match.betType} ·{' '}
                        {formatPounds(match.stake)}
                      </p>
                      <p className="mt-1 text-ink text-sm">{match.reason}</p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => addMatch(match)}
                      aria-label={`Add ${match.tip.horse} to betslip`}
                    >
                      <Plus aria-hidden="true" />
                      Add to betslip
                    </Button>
                  </li>
                ))}
              </ul>
              {run.result.notes.map((note) => (
                <p key={note} className="mt-3 text-ink text-sm">
                  {note}
                </p>
              ))}
              {run.result.matches.length > 1 ? (
                <Button className="mt-4" onClick={() => run.result.matches.forEach(addMatch)}>
                  <Plus aria-hidden="true" />
                  Add all {run.result.matches.length} to betslip
                </Button>
              ) : null}
            </>
          )}
          <p className="mt-4 text-muted text-xs">
            A strategy picks which selections fit its rule; it cannot make any of them win. 18+. Bet only what
            you can afford to lose.
          </p>
        </>
      )}
    </section>
  );
};
