import {
  Ban,
  BookOpen,
  Calculator,
  ChartLine,
  ChevronDown,
  ClipboardList,
  Flag,
  Layers,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Percent,
  Scale,
  Search,
  ShieldCheck,
  Target,
  Trophy,
} from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BETTING_GUIDE } from '~/content/betting-guide';
import type { TGuideBetType, TGuideExample } from '~/domain/betting-guide';
import { HELPLINES, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { FREEMIUM_TIER, TIER_DISPLAY_NAMES } from '~/domain/tiers';
import { LinkCard } from '~/web/components/link-card';
import { PageSection } from '~/web/components/page-section';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { buttonClasses } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { cn, FOCUS_RING, LINK_CLASSES } from '~/web/lib/cn';

const { oddsFormats, betTypes, quickTips, rule4, deadHeats } = BETTING_GUIDE;

const ON_THIS_PAGE = [
  { id: 'odds-formats', label: 'Odds formats' },
  { id: 'bet-types', label: 'Bet types' },
  { id: 'quick-tips', label: 'Quick tips' },
  { id: 'rule-4', label: 'Rule 4' },
  { id: 'dead-heats', label: 'Dead heats' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

type THeadingLevel = 3 | 4 | 5;

/** A worked example: its title as a heading and the workings as numbered steps, figures in tabular numerals. */
const WorkedExample = ({
  example,
  level,
  className,
}: {
  example: TGuideExample;
  level: THeadingLevel;
  className?: string;
}) => {
  const Heading = `h${level}` as const;
  return (
    <div className={cn('overflow-hidden rounded-card border border-line bg-card shadow-card', className)}>
      <div className="flex items-center gap-2 border-line border-b bg-brand-50 px-4 py-3">
        <Calculator aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <Heading className="font-bold text-brand">
          <span className="font-semibold text-muted">Worked example:</span>{' '}
          <span className="tabular">{example.title}</span>
        </Heading>
      </div>
      <ol className="tabular divide-y divide-line text-ink text-sm">
        {example.lines.map((line, index) => (
          <li key={line} className="flex gap-3 px-4 py-2.5">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand text-xs"
            >
              {index + 1}
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};

// ---------------------------------------------------------------------------------------------------------------
// Odds formats

const OddsFormatsSection = () => (
  <PageSection id="odds-formats" title="Odds formats" icon={Percent} intro={<p>{oddsFormats.intro}</p>}>
    <ul className="grid gap-4 sm:grid-cols-3">
      {oddsFormats.formats.map((format) => (
        <li
          key={format.name}
          className="flex flex-col rounded-card border border-line bg-card p-5 shadow-card"
        >
          <h3 className="font-semibold text-muted text-sm uppercase tracking-wide">{format.name}</h3>
          <span className="tabular mt-1 block font-bold text-3xl text-brand">{format.example}</span>
          <p className="mt-2 text-ink text-sm">{format.explanation}</p>
        </li>
      ))}
    </ul>
    <WorkedExample example={oddsFormats.example} level={3} className="mt-5" />
  </PageSection>
);

// ---------------------------------------------------------------------------------------------------------------
// Bet types: one accordion, grouped; one item open at a time and the open one can be closed.

const SINGLE_IDS = ['win', 'place', 'each-way'];
const MULTIPLE_IDS = ['double', 'treble', 'accumulator'];

const BET_TYPE_GROUPS: ReadonlyArray<{ id: string; title: string; intro: string; types: TGuideBetType[] }> = [
  {
    id: 'singles',
    title: 'Single bets',
    intro: 'One horse, one race.',
    types: betTypes.filter((type) => SINGLE_IDS.includes(type.id)),
  },
  {
    id: 'multiples',
    title: 'Doubles, trebles and accumulators',
    intro: 'One bet on horses in different races: every one of them must win.',
    types: betTypes.filter((type) => MULTIPLE_IDS.includes(type.id)),
  },
  {
    id: 'full-cover',
    title: 'Full-cover bets',
    intro:
      'Every combination of your selections as a separate bet (a line), so fewer winners can still return something. The stake is per line, so the cost is the stake times the number of bets.',
    types: betTypes.filter((type) => !SINGLE_IDS.includes(type.id) && !MULTIPLE_IDS.includes(type.id)),
  },
];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const selectionsText = (type: TGuideBetType) =>
  type.selections === undefined
    ? null
    : type.selectionsOrMore
      ? `${type.selections} or more selections`
      : plural(type.selections, 'selection');

const betsText = (type: TGuideBetType) => (type.bets === undefined ? null : plural(type.bets, 'bet'));

const BetTypeItem = ({ type }: { type: TGuideBetType }) => {
  const facts = [selectionsText(type), betsText(type)].filter((fact): fact is string => fact !== null);
  return (
    <Accordion.Item value={type.id} className="border-line border-b last:border-b-0">
      <Accordion.Header asChild>
        <h4>
          <Accordion.Trigger
            className={cn(
              'group flex min-h-12 w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-50/60 data-[state=open]:bg-brand-50',
              FOCUS_RING,
            )}
          >
            <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
              <span className="font-semibold text-ink">{type.name}</span>
              {facts.length > 0 ? (
                <span className="tabular text-muted text-xs sm:text-sm">
                  <span className="sr-only">,</span> {facts.join(', ')}
                </span>
              ) : null}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h4>
      </Accordion.Header>
      <Accordion.Content className="px-4 pt-1 pb-5">
        <p className="max-w-3xl text-ink">{type.description}</p>
        <WorkedExample example={type.example} level={5} className="mt-4" />
      </Accordion.Content>
    </Accordion.Item>
  );
};

const BetTypesSection = () => (
  <PageSection
    id="bet-types"
    title="Bet types"
    icon={Layers}
    intro={
      <p>
        Open a bet type to see what it is, how many selections and bets it takes, and a worked example. The
        figures are what each bet returns, stake included.
      </p>
    }
  >
    <Accordion.Root type="single" collapsible defaultValue="win" className="space-y-6">
      {BET_TYPE_GROUPS.map((group) => (
        <div key={group.id} className="rounded-card border border-line bg-card shadow-card">
          <div className="border-line border-b px-4 py-3">
            <h3 id={`bet-group-${group.id}`} className="font-bold text-brand text-lg">
              {group.title}
            </h3>
            <p className="mt-0.5 text-muted text-sm">{group.intro}</p>
          </div>
          <div>
            {group.types.map((type) => (
              <BetTypeItem key={type.id} type={type} />
            ))}
          </div>
        </div>
      ))}
    </Accordion.Root>
  </PageSection>
);

// ---------------------------------------------------------------------------------------------------------------
// Quick tips, Rule 4 and dead heats

const TIP_ICONS: readonly LucideIcon[] = [Search, Target, Ban, ClipboardList];

const QuickTipsSection = () => (
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

const Rule4Section = () => (
  <PageSection
    id="rule-4"
    title="Rule 4: when a horse is withdrawn"
    icon={Scale}
    intro={<p>{rule4.explanation}</p>}
  >
    <div className="grid gap-5 lg:grid-cols-[20rem_1fr] lg:items-start">
      <div className="overflow-hidden rounded-card border border-line bg-card shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="border-line border-b bg-brand-50 px-4 py-3 text-left font-bold text-brand">
            Rule 4(c) deductions
          </caption>
          <thead className="text-muted text-xs uppercase tracking-wide">
            <tr className="border-line border-b">
              <th scope="col" className="px-4 py-2 font-medium">
                Withdrawn horse's price
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Deduction
              </th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rule4.scale.map((row) => (
              <tr key={row.prices} className="border-line border-b last:border-b-0">
                <th scope="row" className="px-4 py-2 font-medium text-ink">
                  {row.prices}
                </th>
                <td className="px-4 py-2 text-right font-semibold text-ink">
                  {row.pence === 0 ? 'None' : `${row.pence}p in the £`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-line border-t px-4 py-2 text-muted text-xs">{rule4.scaleNote}</p>
      </div>
      <WorkedExample example={rule4.example} level={3} />
    </div>
  </PageSection>
);

const DeadHeatsSection = () => (
  <PageSection id="dead-heats" title="Dead heats" icon={Flag} intro={<p>{deadHeats.explanation}</p>}>
    <WorkedExample example={deadHeats.example} level={3} />
  </PageSection>
);

// ---------------------------------------------------------------------------------------------------------------
// The premium tools promo, where to go next and the gamble-responsibly note

const starter = TIER_DISPLAY_NAMES[FREEMIUM_TIER];

const ToolsPromo = () => (
  <section
    aria-labelledby="tools-promo-title"
    className="relative overflow-hidden rounded-card bg-brand text-white shadow-card [--focus-ring:var(--color-gold)]"
  >
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -top-20 -right-20 size-64 rounded-full bg-brand-600/40 blur-2xl"
    />
    <div className="relative flex flex-col gap-5 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
      <div className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-gold px-3 py-1 font-semibold text-ink text-xs">
          <Lock aria-hidden="true" className="size-3.5" />
          {starter} or higher
        </p>
        <h2 id="tools-promo-title" className="mt-3 font-bold text-2xl tracking-tight">
          Premium Betting Tools
        </h2>
        <p className="mt-2 text-brand-100">
          Work out any of these bets to the penny before you place it: the Bet Calculator, Dutching, Hedging
          and the Bet Settler, which settles every line of a multiple up to a Goliath, with non-runners, Rule
          4 and dead heats. The calculators need a {starter} subscription or higher; every paid plan includes
          them.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">
        <Link to="/tools" className={buttonClasses('gold', 'lg')}>
          <Calculator aria-hidden="true" />
          Open the betting tools
        </Link>
        <Link
          to="/subscription"
          className={cn(
            'inline-flex min-h-12 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-white/70 px-6 font-semibold text-white transition-colors hover:bg-white/10',
            FOCUS_RING,
          )}
        >
          See the plans
        </Link>
      </div>
    </div>
  </section>
);

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

const WhereNext = () => (
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

const helpline = HELPLINES.nationalGamblingHelpline;

const GambleResponsiblyNote = () => (
  <aside
    aria-labelledby="gamble-responsibly-title"
    className="flex gap-4 rounded-card border border-gold-600/40 bg-gold-50 p-5"
  >
    <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
    <div className="text-ink text-sm">
      <h2 id="gamble-responsibly-title" className="font-bold text-base">
        {RESPONSIBLE_GAMBLING_LINE}
      </h2>
      <p className="mt-1">
        Knowing how a bet is settled does not make it more likely to win. Most bets lose, and no guide, tip or
        tool can promise a profit. Only bet what you can afford to lose, set your limits before you start, and
        stop when it stops being fun.
      </p>
      <p className="mt-2">
        Free, confidential support: {helpline.name},{' '}
        <a href={`tel:${helpline.phone.replace(/\s+/g, '')}`} className={cn(LINK_CLASSES, 'tabular')}>
          {helpline.phone}
        </a>
        , {helpline.hours}.
      </p>
    </div>
  </aside>
);

// ---------------------------------------------------------------------------------------------------------------

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
