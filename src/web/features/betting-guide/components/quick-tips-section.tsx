import { Ban, ClipboardList, type LucideIcon, Search, Target, Trophy } from 'lucide-react';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { PageSection } from '~/web/components/page-section';

const { quickTips } = BETTING_GUIDE;

const TIP_ICONS: readonly LucideIcon[] = [Search, Target, Ban, ClipboardList];

export const QuickTipsSection = () => (
  <PageSection id="quick-tips" title="Quick tips" icon={Trophy}>
    <ul className="grid gap-4 sm:grid-cols-2">
      {quickTips.map((tip, index) => {
        const Icon = TIP_ICONS[index] ?? Trophy;
        return (
          <li key={tip.title} className="flex gap-4 rounded-card border border-line bg-card p-5 shadow-card">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-ink">{tip.title}</h3>
              <p className="tabular mt-1 text-muted text-sm">{tip.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  </PageSection>
);
