import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/**
 * A race named on a card (a tip, a locked tip, a bet) as a link to its page: the whole card before the off and the
 * full result after it (issue 35). Its name is the race itself ("14:30 Ascot"), so a heading that holds it keeps its
 * name.
 */
export const RaceLink = ({
  raceId,
  children,
  className,
}: {
  raceId: number;
  children: ReactNode;
  className?: string;
}) => (
  <Link
    to={`/races/${raceId}`}
    className={cn(
      'underline decoration-line underline-offset-2 hover:decoration-current',
      FOCUS_RING,
      className,
    )}
  >
    {children}
  </Link>
);
