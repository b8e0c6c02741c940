import {
  Calculator,
  ChartNoAxesCombined,
  GraduationCap,
  House,
  type LucideIcon,
  ReceiptText,
  Trophy,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '~/web/components/ui/badge';
import { cn, FOCUS_RING } from '~/web/lib/cn';

type Tab = {
  to: string;
  label: string;
  /** Shown under the icon on a phone; the full label stays the accessible name. */
  shortLabel?: string;
  icon: LucideIcon;
  isNew?: boolean;
  /** Other paths that belong to this tab (spec 1: /my-bets is the same screen as /bets). */
  aliases?: string[];
};

export const TABS: readonly Tab[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/bets', label: 'My Bets', icon: ReceiptText, aliases: ['/my-bets'] },
  { to: '/tips', label: 'Tips', icon: Trophy, aliases: ['/easy-tips', '/results', '/races'] },
  { to: '/tools', label: 'Tools', icon: Calculator, isNew: true, aliases: ['/betting-guide'] },
  { to: '/strategies', label: 'Strategies', icon: ChartNoAxesCombined },
  { to: '/learn', label: 'Learn Racing', shortLabel: 'Learn', icon: GraduationCap },
];

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

const isTabActive = (tab: Tab, pathname: string) =>
  tab.to === '/'
    ? pathname === '/'
    : [tab.to, ...(tab.aliases ?? [])].some((path) => isUnder(pathname, path));

/** Fixed to the bottom on a phone (thumb reach), sticky under the top line from 768 px. */
export const TabBar = () => {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-float',
        'md:sticky md:top-8 md:bottom-auto md:border-t-0 md:border-b md:pb-0 md:shadow-card',
      )}
    >
      <ul className="mx-auto grid max-w-[1100px] grid-cols-6 md:flex md:gap-1 md:px-4">
        {TABS.map((tab) => {
          const isActive = isTabActive(tab, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={isActive ? 'page' : undefined}
                aria-label={tab.shortLabel ? tab.label : undefined}
                className={cn(
                  'relative flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-[11px] leading-none font-semibold',
                  'md:min-h-12 md:flex-row md:gap-2 md:px-3 md:text-sm',
                  'border-t-3 md:border-t-0 md:border-b-3',
                  // The gold-600 bar is 3.3:1 on white, so the active state does not rely on the text colour alone.
                  isActive
                    ? 'border-gold-600 bg-brand-50 text-brand'
                    : 'border-transparent text-muted hover:bg-brand-50/60 hover:text-brand',
                  FOCUS_RING,
                  'focus-visible:-outline-offset-3',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="flex items-center gap-1 whitespace-nowrap">
                  {tab.shortLabel ? (
                    <>
                      <span className="md:hidden">{tab.shortLabel}</span>
                      <span className="hidden md:inline">{tab.label}</span>
                    </>
                  ) : (
                    tab.label
                  )}
                  {tab.isNew ? (
                    <Badge
                      variant="new"
                      className="absolute top-1.5 right-1 px-1 py-0 text-[9px] md:static md:text-[10px]"
                    >
                      New
                    </Badge>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
