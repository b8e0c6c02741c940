import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** The tip's analysis, folded away so the card leads with the facts. */
export const WhyWeLikeIt = ({ analysis }: { analysis: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="border-line border-t pt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-md font-semibold text-brand-700 text-sm',
          FOCUS_RING,
        )}
      >
        Why we like it
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="pb-1 text-ink/90 text-sm leading-relaxed whitespace-pre-line"
      >
        {analysis}
      </div>
    </div>
  );
};
