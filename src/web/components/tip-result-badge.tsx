import type { TTipResult } from '~/domain/tips';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { useOddsDisplay } from '~/web/lib/odds-format';

const RESULT_BADGES: Record<TTipResult, { label: string; variant: BadgeVariant }> = {
  Won: { label: 'Won', variant: 'won' },
  Placed: { label: 'Placed', variant: 'placed' },
  Lost: { label: 'Lost', variant: 'lost' },
  // Issue 35: a tipped horse withdrawn voids the tip and every bet on it.
  NonRunner: { label: 'Non-runner: stake returned', variant: 'void' },
};

/** The race result: green Won, blue Placed, red Lost, grey Non-runner; with the starting price when known. */
export const TipResultBadge = ({ result, sp }: { result: TTipResult; sp: string | null }) => {
  const { label, variant } = RESULT_BADGES[result];
  const { formatOdds } = useOddsDisplay();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant={variant}>
        <span className="sr-only">Result: </span>
        {label}
      </Badge>
      {sp && result !== 'NonRunner' ? (
        <span className="tabular text-muted text-xs">SP {formatOdds(sp)}</span>
      ) : null}
    </span>
  );
};
