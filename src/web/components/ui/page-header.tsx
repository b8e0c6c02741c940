import type { ReactNode } from 'react';
import { cn } from '~/web/lib/cn';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title (below it on a phone). */
  actions?: ReactNode;
  className?: string;
};

export const PageHeader = ({ title, description, actions, className }: PageHeaderProps) => (
  <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
    <div className="min-w-0">
      <h1 className="text-2xl leading-tight font-bold text-brand sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1.5 max-w-2xl text-muted">{description}</p> : null}
    </div>
    {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
  </div>
);
