import { AlertTriangle, Calculator, ListChecks, Wrench, X, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TStrategyGuide } from '~/domain/strategies';
import { Button } from '~/web/components/ui/button';
import { LINK_CLASSES } from '~/web/lib/cn';

/** The Strategy Implementation Guide of the selected card (spec 2): steps, a worked example and the tools it uses. */
export const StrategyGuidePanel = ({
  strategy,
  onClose,
  onApply,
}: {
  strategy: TStrategyGuide;
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
        {strategy.title}
      </h2>
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
