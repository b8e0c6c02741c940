import { AlertTriangle, Calculator, ListChecks, Lock, RotateCcw, Wrench, X, Zap } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { planPagePath } from '~/domain/plan-offer';
import type { TAdvancedStrategyId, TStrategyGuide } from '~/domain/strategies';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ApiError } from '~/web/lib/api-client';
import { cn, LINK_CLASSES } from '~/web/lib/cn';
import { useStrategyGuide } from '../api/get-strategy-guide';

/** The steps, the worked example, the tools and the caution of a guide. */
const GuideBody = ({ strategy }: { strategy: TStrategyGuide }) => (
  <div className="mt-5 grid gap-6 lg:grid-cols-2">
    <div>
      <h3 className="flex items-center gap-2 font-bold text-ink text-lg">
        <ListChecks aria-hidden="true" className="size-5 text-brand" />
        Steps
      </h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">
        {strategy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
    <div className="space-y-5">
      <figure className="overflow-hidden rounded-card border border-line">
        <figcaption className="flex items-start gap-2 border-line border-b bg-brand-50 px-4 py-3 font-semibold text-brand">
          <Calculator aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>Practical example: {strategy.example.title}</span>
        </figcaption>
        <ol className="space-y-2 px-4 py-3 text-sm tabular-nums">
          {strategy.example.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </figure>
      <div>
        <h3 className="flex items-center gap-2 font-bold text-ink text-lg">
          <Wrench aria-hidden="true" className="size-5 text-brand" />
          Tools
        </h3>
        <ul className="mt-2 space-y-1.5">
          {strategy.tools.map((tool) => (
            <li key={tool.href + tool.label}>
              <Link to={tool.href} className={LINK_CLASSES}>
                {tool.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-gold-50 p-3 text-ink text-sm">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
        {strategy.caution}
      </p>
    </div>
  </div>
);

/** The Strategy Implementation Guide's frame: its heading (focused on opening), the guide, Apply and Close. */
const GuidePanel = ({
  title,
  children,
  onClose,
  onApply,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onApply: () => void;
}) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="strategy-guide-title"
      className="rounded-card border-2 border-brand-600 bg-card p-5 shadow-card sm:p-6"
    >
      <p className="font-semibold text-brand-600 text-sm">Strategy Implementation Guide</p>
      <h2
        id="strategy-guide-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 font-bold text-2xl text-brand outline-none"
      >
        {title}
      </h2>
      {children}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onApply}>
          <Zap aria-hidden="true" />
          Apply to Today's Races
        </Button>
        <Button variant="outline" onClick={onClose}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
    </section>
  );
};

type TPanelActions = { onClose: () => void; onApply: () => void };

/** The guide of a Popular card (free: the web app carries it). */
export const StrategyGuidePanel = ({
  strategy,
  ...actions
}: { strategy: TStrategyGuide } & TPanelActions) => (
  <GuidePanel title={strategy.title} {...actions}>
    <GuideBody strategy={strategy} />
  </GuidePanel>
);

/**
 * The guide of an Advanced Analysis card (the strategy library): read from the server, which gives it to Monthly
 * and Lifetime members only; while it loads, a placeholder; if it cannot be read, why, and a way on.
 */
export const LibraryGuidePanel = ({
  id,
  title,
  ...actions
}: { id: TAdvancedStrategyId; title: string } & TPanelActions) => {
  const guide = useStrategyGuide(id);
  const refusal = guide.error instanceof ApiError && guide.error.status < 500 ? guide.error : null;
  return (
    <GuidePanel title={title} {...actions}>
      {guide.data ? (
        <GuideBody strategy={guide.data} />
      ) : guide.isError ? (
        <div role="alert" className="mt-5 rounded-lg bg-gold-50 p-4 text-ink">
          {refusal && (refusal.status === 401 || refusal.status === 403) ? (
            <>
              <p className="flex items-start gap-2">
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {refusal.userMessage}
              </p>
              <Link
                to={refusal.status === 401 ? '/sign-in?next=/strategies' : planPagePath('Monthly')}
                className={cn(buttonClasses('gold', 'sm'), 'mt-3')}
              >
                {refusal.status === 401 ? 'Sign in' : 'Upgrade to unlock'}
              </Link>
            </>
          ) : (
            <>
              <p>We could not load this guide. Please try again.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => guide.refetch()}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </>
          )}
        </div>
      ) : (
        <div role="status" aria-label="Loading the guide" className="mt-5 grid gap-6 lg:grid-cols-2">
          <div className="space-y-2">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-32" />
        </div>
      )}
    </GuidePanel>
  );
};
