import {
  ArrowRight,
  Ban,
  ChartLine,
  Hourglass,
  Landmark,
  type LucideIcon,
  SlidersHorizontal,
  Timer,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { HELPLINES } from '~/domain/site';
import { PageSection } from '~/web/components/page-section';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { ExternalLink } from './external-link';

type TTool = {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
};

const IN_APP_TOOLS: TTool[] = [
  {
    to: '/settings/account',
    title: 'Manage Your Betting Limits',
    description:
      'Set stake limits per bet and per day, turn on a reality check every 30, 60 or 90 minutes, take a time-out of 24 hours, 7 days or 30 days, or self-exclude for 6 months or more.',
    icon: SlidersHorizontal,
  },
  {
    to: '#bankroll',
    title: 'Bankroll management',
    description:
      'Decide your betting budget up front and size every stake from it, using the guidance below.',
    icon: Wallet,
  },
  {
    to: '/strategies',
    title: 'Betting strategies',
    description: 'Staking plans and disciplined approaches that keep each bet small and considered.',
    icon: ChartLine,
  },
];

const LIMIT_FEATURES = [
  { icon: SlidersHorizontal, text: 'Stake limits per bet and per day' },
  {
    icon: Hourglass,
    text: 'Reality checks every 30, 60 or 90 minutes (on this device, even without an account)',
  },
  { icon: Timer, text: 'Time-outs: 24 hours, 7 days or 30 days' },
  { icon: Ban, text: 'Self-exclusion for 6 months or more' },
] as const;

const ToolCard = ({ to, title, description, icon: Icon }: TTool) => {
  const content = (
    <>
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-3 font-bold text-ink text-lg">{title}</h3>
      <p className="mt-1 text-muted text-sm">{description}</p>
      <span className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 text-sm">
        {to.startsWith('#') ? 'Read the guidance' : 'Open'}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </>
  );
  const className = cn(
    'group flex h-full flex-col rounded-card border border-line bg-card p-5 shadow-card transition-colors hover:border-brand-600',
    FOCUS_RING,
  );
  // NOTE: an in-page anchor stays a plain link so the browser scrolls to it.
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {content}
    </a>
  ) : (
    <Link to={to} className={className}>
      {content}
    </Link>
  );
};

export const ControlToolsSection = () => (
  <PageSection
    id="tools"
    title="Tools to stay in control"
    icon={SlidersHorizontal}
    intro="Set your limits before you start, when you are thinking clearly, not in the middle of a losing run."
  >
    <ul className="grid gap-4 md:grid-cols-3">
      {IN_APP_TOOLS.map((tool) => (
        <li key={tool.title}>
          <ToolCard {...tool} />
        </li>
      ))}
    </ul>
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <div className="rounded-card border border-line bg-card p-5">
        <h3 className="font-bold text-ink">What you can set in your account</h3>
        <ul className="mt-3 space-y-2">
          {LIMIT_FEATURES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-ink text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-muted text-sm">
          RacePro refuses to record a bet that breaks a limit you have set.
        </p>
      </div>
      <div className="rounded-card border border-line bg-card p-5">
        <h3 className="flex items-center gap-2 font-bold text-ink">
          <Landmark aria-hidden="true" className="size-4 text-brand-600" />
          Beyond RacePro
        </h3>
        <p className="mt-2 text-muted text-sm">
          Self-exclude from every gambling site licensed in Great Britain with {HELPLINES.gamstop.name}, and
          ask your bank about blocking gambling payments: most UK banks offer it in their app.
        </p>
        <div className="mt-3">
          <ExternalLink href={HELPLINES.gamstop.url}>Register with GAMSTOP</ExternalLink>
        </div>
      </div>
    </div>
  </PageSection>
);
