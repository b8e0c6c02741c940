import { AlertTriangle, CheckCircle2, Eye, Lock, PlusCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { POPULAR_STRATEGIES } from '~/content/strategies/popular';
import { ADVANCED_STRATEGY_CARDS } from '~/content/strategies/teasers';
import { planPagePath } from '~/domain/plan-offer';
import {
  isAdvancedStrategyId,
  STRATEGY_LIBRARY_FEATURE,
  STRATEGY_LIBRARY_TIER,
  type TDifficulty,
  type TStrategyId,
  type TStrategyTeaser,
} from '~/domain/strategies';
import { lockedContentMessage } from '~/domain/tiers';
import { ShareButtons } from '~/web/components/share/share-buttons';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn } from '~/web/lib/cn';
import { ApplyResults } from './components/apply-results';
import { LibraryGuidePanel, StrategyGuidePanel } from './components/strategy-guide';

const AiAdvisor = lazy(async () => ({ default: (await import('./components/ai-advisor')).AiAdvisor }));

const CARDS: readonly TStrategyTeaser[] = [...POPULAR_STRATEGIES, ...ADVANCED_STRATEGY_CARDS];
const titleOf = (id: TStrategyId) => CARDS.find((card) => card.id === id)?.title ?? id;
const DIFFICULTY_BADGES: Record<TDifficulty, BadgeVariant> = {
  Beginner: 'won',
  Intermediate: 'placed',
  Advanced: 'gold',
};
const TABS = [
  { value: 'popular', name: 'Popular Strategies' },
  { value: 'advanced', name: 'Advanced Analysis' },
  { value: 'ai', name: 'AI Recommendations' },
] as const;
type TTab = (typeof TABS)[number]['value'];

const StrategyCard = ({
  strategy,
  selected,
  locked,
  onSelect,
}: {
  strategy: TStrategyTeaser;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
}) => (
  <article
    aria-labelledby={`strategy-${strategy.id}`}
    className={cn(
      'flex h-full flex-col rounded-card border bg-card p-5 shadow-card',
      selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line',
    )}
  >
    <div className="flex items-start justify-between gap-3">
      <h3 id={`strategy-${strategy.id}`} className="font-bold text-ink text-lg leading-tight">
        {strategy.title}
      </h3>
      <Badge variant={DIFFICULTY_BADGES[strategy.difficulty]}>{strategy.difficulty}</Badge>
    </div>
    <p className="mt-2 flex-1 text-muted text-sm">{strategy.summary}</p>
    {locked ? (
      <div className="mt-4 rounded-lg bg-gold-50 p-3">
        <p className="flex items-start gap-2 text-ink text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {lockedContentMessage(STRATEGY_LIBRARY_FEATURE, STRATEGY_LIBRARY_TIER)}
        </p>
        <Link
          to={planPagePath(STRATEGY_LIBRARY_TIER)}
          className={cn(buttonClasses('gold', 'sm'), 'mt-3')}
          aria-describedby={`strategy-${strategy.id}`}
        >
          Upgrade to unlock
        </Link>
      </div>
    ) : (
      <Button
        className="mt-4 w-full"
        variant={selected ? 'secondary' : 'primary'}
        aria-pressed={selected}
        aria-describedby={`strategy-${strategy.id}`}
        onClick={onSelect}
      >
        {selected ? <CheckCircle2 aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {selected ? 'Selected' : 'View Implementation'}
      </Button>
    )}
  </article>
);

/** /strategies (spec 2 "Betting Strategies"): three tabs, one selected card at a time, and Apply to Today's Races. */
export const StrategiesPage = () => {
  const viewer = useViewer();
  const [tab, setTab] = useState<TTab>('popular');
  const [selected, setSelected] = useState<TStrategyId | null>(null);
  const [applied, setApplied] = useState<TStrategyId | null>(null);
  useEffect(() => {
    document.title = 'Betting Strategies | RacePro';
  }, []);
  const libraryLocked = !viewer.hasTier(STRATEGY_LIBRARY_TIER);

  const select = (id: TStrategyId) => {
    setSelected(id);
    setApplied(null);
  };
  const close = () => {
    setSelected(null);
    setApplied(null);
  };
  const cards = (list: readonly TStrategyTeaser[], locked: boolean) => (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {list.map((strategy) => (
          <li key={strategy.id}>
            <StrategyCard
              strategy={strategy}
              selected={selected === strategy.id}
              locked={locked}
              onSelect={() => select(strategy.id)}
            />
          </li>
        ))}
      </ul>
      {selected && list.some((s) => s.id === selected) ? (
        <div className="mt-5">
          {isAdvancedStrategyId(selected) ? (
            <LibraryGuidePanel
              key={selected}
              id={selected}
              title={titleOf(selected)}
              onClose={close}
              onApply={() => setApplied(selected)}
            />
          ) : (
            <StrategyGuidePanel
              key={selected}
              strategy={POPULAR_STRATEGIES.find((s) => s.id === selected)!}
              onClose={close}
              onApply={() => setApplied(selected)}
            />
          )}
        </div>
      ) : null}
    </>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Betting Strategies"
        description="Proven ways to approach racing bets, each with its steps, a worked example and the tools it uses. Apply one to today's races to see which selections fit."
        actions={
          <ShareButtons
            variant="compact"
            title="Betting Strategies | RacePro"
            text="Dutching, each-way value, form cycles and value odds, each with a worked example."
          />
        }
      />

      {viewer.isAdmin ? (
        <Card>
          <CardContent className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-ink">Publishing today's selections?</p>
              <p className="mt-1 text-muted text-sm">Add a tip for a race on today's card.</p>
            </div>
            <Button asChild>
              <Link to="/tips/new">
                <PlusCircle aria-hidden="true" className="size-4" />
                Add New Tip
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as TTab);
          setApplied(null);
        }}
      >
        <TabsList aria-label="Strategy types" className="grid! grid-cols-[1fr_1fr_1.25fr] sm:inline-flex!">
          {TABS.map(({ value, name }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="whitespace-normal! px-1! text-center text-xs! leading-tight sm:px-4! sm:text-sm!"
            >
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="popular" className="mt-5">
          {cards(POPULAR_STRATEGIES, false)}
        </TabsContent>
        <TabsContent value="advanced" className="mt-5 space-y-4">
          <p className="flex items-start gap-2 rounded-lg border border-gold/60 bg-gold-50 p-4 text-ink">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
            Advanced strategies need careful bankroll management: keep each bet to 2-3% of your bankroll and
            never more than 10% a bet or a day.
          </p>
          {cards(ADVANCED_STRATEGY_CARDS, viewer.isKnown && libraryLocked)}
        </TabsContent>
        <TabsContent value="ai" className="mt-5">
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-muted">
                <Spinner label="Loading the AI Strategy Advisor" />
              </p>
            }
          >
            <AiAdvisor onApply={(id) => setApplied(id)} />
          </Suspense>
        </TabsContent>
      </Tabs>

      {applied ? <ApplyResults key={applied} strategyId={applied} title={titleOf(applied)} /> : null}
    </div>
  );
};
