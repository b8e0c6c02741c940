import type { TActiveBreak } from '~/domain/breaks';
import { useNow } from '~/web/lib/use-now';
import { useViewer } from './use-viewer';

/**
 * The viewer's time-out or self-exclusion in force now (from /api/auth/me), or null: the screens that could offer a
 * selection ask this, as the server's routes do. It ends by itself on the clock, with no new request.
 */
export const useActiveBreak = (): TActiveBreak | null => {
  const { me } = useViewer();
  const now = useNow();
  const brk = me?.activeBreak;
  if (!brk) return null;
  const until = new Date(brk.until);
  return until.getTime() > now ? { kind: brk.kind, until } : null;
};
