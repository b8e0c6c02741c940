import { BookOpen, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { RELEASE_WINDOW } from '~/domain/site';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';

/** Spec 1 section 8: no tips at all today. */
export const NoTipsYet = () => (
  <EmptyState
    icon={CalendarClock}
    headingLevel="h3"
    title="No Racing Tips Available Yet"
    text={`New tips are published daily ${RELEASE_WINDOW}.`}
    action={
      <Link to="/betting-guide" className={buttonClasses('outline')}>
        <BookOpen aria-hidden="true" />
        Read the betting guide
      </Link>
    }
  />
);

type TNoFilteredTipsProps = { filter: 'Premium' | 'Free'; onShowAll?: () => void };

/** Spec 1 section 8: the chosen filter has nothing today. */
export const NoFilteredTips = ({ filter, onShowAll }: TNoFilteredTipsProps) => (
  <EmptyState
    icon={CalendarClock}
    headingLevel="h3"
    title={`No ${filter} Tips Available`}
    text={`Check back ${RELEASE_WINDOW}.`}
    action={
      onShowAll ? (
        <Button variant="outline" onClick={onShowAll}>
          Show all tips
        </Button>
      ) : null
    }
  />
);

type TNoTipsOnDayProps = {
  /** The day as a sentence names it: `tomorrow`, `on Thu 19 Nov 2026`. */
  when: string;
  isPast: boolean;
  filter?: 'Premium' | 'Free';
  onShowAll?: () => void;
};

/** Issue 35: another day with no tips (or none of the chosen filter): said plainly, with a way on. */
export const NoTipsOnDay = ({ when, isPast, filter, onShowAll }: TNoTipsOnDayProps) => (
  <EmptyState
    icon={CalendarClock}
    headingLevel="h3"
    title={`No ${filter ? `${filter} tips` : 'tips'} ${when}`}
    text={
      isPast
        ? `No ${filter ? `${filter} ` : ''}tips were published for that day.`
        : `None published yet. New tips are published daily ${RELEASE_WINDOW}.`
    }
    action={
      filter && onShowAll ? (
        <Button variant="outline" onClick={onShowAll}>
          Show all tips
        </Button>
      ) : null
    }
  />
);
