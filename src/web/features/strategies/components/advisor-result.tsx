import { RotateCcw, Target } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { advisorApplyStrategy } from '~/domain/advisor';
import { advisorSourceLine } from '~/domain/advisor-outcome';
import type { TStrategyId } from '~/domain/strategies';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { AdvisorGroupsTable } from './advisor-groups-table';
import type { TAdvisorResult } from './use-advisor-generation';

const Points = ({ points }: { points: readonly string[] }) => (
  <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink">
    {points.map((point) => (
      <li key={point}>{point}</li>
    ))}
  </ul>
);

/**
 * The generated strategy: built from the member's bets (its sections and the figures table), or the canned text for
 * the style with the note on what would make it personal; then Reset and Apply to Today's Races. Beside the heading,
 * what it is built from ("Built from your 34 settled bets", "General guidance: not personal"): the spec's "AI" labels
 * stay, but nothing implies a model.
 */
export const AdvisorResult = ({
  result,
  headingRef,
  onReset,
  onApply,
}: {
  result: TAdvisorResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReset: () => void;
  onApply: (strategyId: TStrategyId) => void;
}) => {
  const headingId = useId();
  const text = result.personal ?? result.canned;
  return (
    <Card>
      <section aria-labelledby={headingId} className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className={cn('text-lg font-semibold text-brand', FOCUS_RING)}
          >
            Strategy Generated
          </h3>
          <Badge variant={result.personal ? 'gold' : 'neutral'}>{advisorSourceLine(result.personal)}</Badge>
        </div>
        <h4 className="mt-3 text-base font-semibold text-ink">{text.title}</h4>
        <div className="mt-2 space-y-2 text-ink">
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {result.personal ? (
          <>
            {result.personal.sections.map((section) => (
              <div key={section.heading} className="mt-4">
                <h5 className="font-semibold text-ink">{section.heading}</h5>
                <Points points={section.points} />
              </div>
            ))}
            <AdvisorGroupsTable groups={result.personal.groups} />
          </>
        ) : (
          <Points points={text.points} />
        )}
        {result.note ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-ink text-sm">
            <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{result.note}</span>
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button onClick={() => onApply(advisorApplyStrategy(result.style, result.request))}>
            Apply to Today's Races
          </Button>
        </div>
      </section>
    </Card>
  );
};
