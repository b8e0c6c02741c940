import { useEffect } from 'react';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { PageHeader } from '~/web/components/ui/page-header';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { BetTypesSection } from './components/bet-types-section';
import { GambleResponsiblyNote } from './components/gamble-responsibly-note';
import { OddsFormatsSection } from './components/odds-formats-section';
import { QuickTipsSection } from './components/quick-tips-section';
import { DeadHeatsSection, Rule4Section } from './components/settlement-rules-sections';
import { ToolsPromo } from './components/tools-promo';
import { WhereNext } from './components/where-next';

const ON_THIS_PAGE = [
  { id: 'odds-formats', label: 'Odds formats' },
  { id: 'bet-types', label: 'Bet types' },
  { id: 'quick-tips', label: 'Quick tips' },
  { id: 'rule-4', label: 'Rule 4' },
  { id: 'dead-heats', label: 'Dead heats' },
] as const;

/** The Simple Betting Guide (spec 2): odds formats, bet types, quick tips, Rule 4 and dead heats. No server call. */
export const BettingGuidePage = () => {
  useEffect(() => {
    document.title = 'Simple Betting Guide | RacePro';
  }, []);

  return (
    <div>
      <PageHeader
        title="Simple Betting Guide"
        description="How odds work, what each bet is and how it is settled, with every example worked to the penny. Know what a bet could return, and what it costs if it loses, before you place it."
        actions={
          <ShareButtons
            variant="compact"
            title="Simple Betting Guide | RacePro"
            text="How odds, bet types, Rule 4 and dead heats work, with every example worked to the penny."
          />
        }
      />
      <nav aria-label="On this page">
        <ul className="flex flex-wrap gap-2">
          {ON_THIS_PAGE.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border border-line bg-card px-4 font-semibold text-brand-700 text-sm hover:border-brand-600 hover:bg-brand-50',
                  FOCUS_RING,
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-12">
        <OddsFormatsSection />
        <BetTypesSection />
        <QuickTipsSection />
        <Rule4Section />
        <DeadHeatsSection />
        <ToolsPromo />
        <WhereNext />
        <GambleResponsiblyNote />
      </div>
    </div>
  );
};
