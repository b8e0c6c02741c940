import {
  ArrowRight,
  BookOpen,
  Calculator,
  ChartLine,
  ClipboardList,
  GraduationCap,
  LifeBuoy,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn, FOCUS_RING } from '~/web/lib/cn';

type TResource = {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
};

const RESOURCES: TResource[] = [
  {
    to: '/betting-guide',
    title: 'Betting Guide',
    description: 'Odds formats, bet types and each-way terms explained simply.',
    icon: BookOpen,
  },
  {
    to: '/tools/odds-calculator',
    title: 'Odds Calculator',
    description: 'Work out returns for singles, each-way, dutching and hedging.',
    icon: Calculator,
  },
  {
    to: '/strategies',
    title: 'Strategies',
    description: 'Staking plans and approaches, with their risks laid out.',
    icon: ChartLine,
  },
  {
    to: '/learn',
    title: 'Learn Racing',
    description: 'Lessons and quizzes, from racing basics to reading form.',
    icon: GraduationCap,
  },
  {
    to: '/bets',
    title: 'My Bets',
    description: 'Your open and settled bets, stakes and returns.',
    icon: ClipboardList,
  },
  {
    to: '/responsible-gambling',
    title: 'Responsible Gambling',
    description: 'Limits, bankroll guidance and free, confidential support.',
    icon: LifeBuoy,
  },
];

export const ResourceLinks = () => (
  <section aria-labelledby="resources-title">
    <h2 id="resources-title" className="font-bold text-2xl text-ink tracking-tight">
      Everything in one place
    </h2>
    <p className="mt-1 text-muted">Guides, tools and your own record, a tap away.</p>
    <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {RESOURCES.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
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
        </li>
      ))}
    </ul>
  </section>
);
