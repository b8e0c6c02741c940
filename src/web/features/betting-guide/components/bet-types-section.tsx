import { ChevronDown, Layers } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { BETTING_GUIDE } from '~/content/betting-guide';
import type { TGuideBetType } from '~/domain/betting-guide';
import { PageSection } from '~/web/components/page-section';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { WorkedExample } from './worked-example';

const { betTypes } = BETTING_GUIDE;

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

export const BetTypesSection = () => (
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
