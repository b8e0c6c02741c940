import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** A whole-card link with an icon, a title and one line on where it goes (home resources, the guide's next steps). */
export const LinkCard = ({
  to,
  title,
  description,
  icon: Icon,
}: {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}) => (
  <Link
    to={to}
    className={cn(
      'group flex h-full items-start gap-4 rounded-card border border-line bg-card p-5 shadow-card transition-colors hover:border-brand-600 hover:bg-brand-50/40',
      FOCUS_RING,
    )}
  >
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand transition-colors group-hover:bg-brand group-hover:text-white">
      <Icon aria-hidden="true" className="size-5" />
    </span>
    <span className="min-w-0 flex-1">
      <span className="flex items-center gap-1 font-bold text-ink">
        {title}
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className="mt-1 block text-muted text-sm">{description}</span>
    </span>
  </Link>
);
