import type { TTipResult } from '~/domain/tips';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { RESULT_LABELS } from '../admin-format';

const RESULT_VARIANTS: Record<TTipResult, BadgeVariant> = {
  Won: 'won',
  Placed: 'placed',
  Lost: 'lost',
  NonRunner: 'void',
};

/** Spec 2: green Won, blue Placed, red Lost; grey for a non-runner. */
export const ResultBadge = ({ result }: { result: TTipResult | null }) =>
  result ? (
    <Badge variant={RESULT_VARIANTS[result]}>{RESULT_LABELS[result]}</Badge>
  ) : (
    <Badge variant="neutral">Pending</Badge>
  );
