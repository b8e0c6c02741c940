import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** A bet card's "How this was settled", folded: a single's sentences or a multiple's lines, as `children`. */
export const SettlementDetails = ({ children }: { children: ReactNode }) => (
  <details className="group mt-3 rounded-lg bg-surface">
    <summary
      className={cn(
        'flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-700 text-sm',
        '[&::-webkit-details-marker]:hidden',
        FOCUS_RING,
      )}
    >
      <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
      How this was settled
    </summary>
    {children}
  </details>
);
