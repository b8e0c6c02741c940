import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/web/lib/cn';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  text?: ReactNode;
  /** The next step, for example a button linking to /tips. */
  action?: ReactNode;
  /** Heading level inside the page; h2 by default. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

export const EmptyState = ({
  icon: Icon,
  title,
  text,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) => (
  <div
    className={cn(
      'flex flex-col items-center rounded-card border border-dashed border-line bg-card px-6 py-10 text-center',
      className,
    )}
  >
    {Icon ? (
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
    ) : null}
    <Heading className="text-lg font-semibold text-ink">{title}</Heading>
    {text ? <p className="mt-1 max-w-md text-muted">{text}</p> : null}
    {action ? <div className="mt-5">{action}</div> : null}
  </div>
);
