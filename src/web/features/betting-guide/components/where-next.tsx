import { BookOpen, Calculator, ChartLine, LifeBuoy, type LucideIcon } from 'lucide-react';
import { LinkCard } from '~/web/components/link-card';

const NEXT_LINKS: ReadonlyArray<{ to: string; title: string; description: string; icon: LucideIcon }> = [
  {
    to: '/tools',
    title: 'Betting tools',
    description: 'Calculate returns, dutch, hedge and settle multiples.',
    icon: Calculator,
  },
  {
    to: '/tips',
    title: "Today's tips",
    description: 'Our selections for today, with the reasoning.',
    icon: BookOpen,
  },
  {
    to: '/strategies',
    title: 'Betting strategies',
    description: 'Staking plans and approaches, with their risks laid out.',
    icon: ChartLine,
  },
  {
    to: '/responsible-gambling',
    title: 'Responsible gambling',
    description: 'Limits, bankroll guidance and free, confidential support.',
    icon: LifeBuoy,
  },
];

export const WhereNext = () => (
  <nav aria-labelledby="where-next-title">
    <h2 id="where-next-title" className="font-bold text-ink text-xl tracking-tight sm:text-2xl">
      Where next
    </h2>
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {NEXT_LINKS.map((link) => (
        <li key={link.to}>
          <LinkCard {...link} />
        </li>
      ))}
    </ul>
  </nav>
);
