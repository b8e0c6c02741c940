import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/web/lib/cn';

type TSettingsSectionProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One card of the settings page, with an h2 that names its region. */
export const SettingsSection = ({
  id,
  title,
  icon: Icon,
  intro,
  children,
  className,
}: TSettingsSectionProps) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    className={cn('scroll-mt-24 rounded-card border border-line bg-card p-5 shadow-card sm:p-6', className)}
  >
    <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-ink text-xl">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
      {title}
    </h2>
    {intro ? <div className="mt-1.5 max-w-3xl text-muted">{intro}</div> : null}
    <div className="mt-5">{children}</div>
  </section>
);
