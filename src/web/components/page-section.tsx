import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type TPageSectionProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  intro?: ReactNode;
  children: ReactNode;
};

/** A titled section of the page; `id` is its anchor and `tabIndex` lets a hash link move focus to it. */
export const PageSection = ({ id, title, icon: Icon, intro, children }: TPageSectionProps) => (
  <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-24 outline-none">
    <div className="flex items-center gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 id={`${id}-title`} className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
        {title}
      </h2>
    </div>
    {intro ? <div className="mt-3 max-w-3xl text-muted">{intro}</div> : null}
    <div className="mt-5">{children}</div>
  </section>
);
