import {
  BookOpen,
  Calculator,
  ChartLine,
  ClipboardList,
  GraduationCap,
  LifeBuoy,
  type LucideIcon,
} from 'lucide-react';
import { LinkCard } from '~/web/components/link-card';

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
      {RESOURCES.map((link) => (
        <li key={link.to}>
          <LinkCard {...link} />
        </li>
      ))}
    </ul>
  </section>
);
