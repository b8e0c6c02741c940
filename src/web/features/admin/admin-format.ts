import type { TTipResult } from '~/domain/tips';

export const RESULT_LABELS: Record<TTipResult, string> = {
  Won: 'Won',
  Placed: 'Placed',
  Lost: 'Lost',
  NonRunner: 'Non-runner',
};
