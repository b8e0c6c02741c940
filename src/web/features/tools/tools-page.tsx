import { BookOpen, Calculator, Lock, Target, Trophy } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPence } from '~/domain/money';
import { PLAN_PRICES_PENCE, planPagePath } from '~/domain/plan-offer';
import { lockedContentMessage } from '~/domain/tiers';
import { buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useViewer } from '~/web/lib/api/use-viewer';
import { LINK_CLASSES } from '~/web/lib/cn';
import { BetCalculator } from './components/bet-calculator';

// Only the Bet Calculator is in the first paint (its tab opens first, and the other panels hold nothing until opened),
// so the other tools load apart: dutching and hedging once the page is idle, so that their tabs rarely wait; the
// settler (every bet type, each line's return), the largest, when its tab is opened.
const loadLazyTools = () => import('./components/lazy-tools');
const DutchingCalculator = lazy(async () => ({ default: (await loadLazyTools()).DutchingCalculator }));
const HedgingCalculator = lazy(async () => ({ default: (await loadLazyTools()).HedgingCalculator }));
const BetSettler = lazy(async () => ({
  default: (await (await loadLazyTools()).loadBetSettler()).BetSettler,
}));

/** Fetches dutching and hedging when the browser is idle. NOTE: a failure is left to the tab, which imports again. */
const usePreloadLazyTools = () =>
  useEffect(() => {
    const preload = () => {
      loadLazyTools().catch(() => {});
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

const TOOLS_TIER = 'Starter' as const;
// Tab values become element ids (aria-controls), so they are slugs; the visible names are the spec's.
const TABS = [
  { value: 'calculator', name: 'Bet Calculator' },
  { value: 'dutching', name: 'Dutching' },
  { value: 'hedging', name: 'Hedging' },
  { value: 'settler', name: 'Bet Settler' },
] as const;
type TTab = (typeof TABS)[number]['value'];

/** What a tool's panel shows while its code loads. */
const ToolLoading = ({ label }: { label: string }) => (
  <div role="status" aria-label={label}>
    <Skeleton className="h-64 w-full" />
  </div>
);

const BENEFITS = [
  {
    icon: Target,
    title: 'Accurate returns',
    text: 'Every return is worked exactly from the odds and paid as bookmakers pay, fractions of a penny dropped from each part: the same rules, and the same sums, that settle your tracked bets.',
  },
  {
    icon: Trophy,
    title: 'Advanced strategies',
    text: 'Dutch several runners, hedge a back bet at the exchange, or settle a Lucky 15 with dead heats and Rule 4 before you place it.',
  },
  {
    icon: Calculator,
    title: 'Free to start',
    text: `The Bet Calculator is free for everyone. Every paid plan adds dutching, hedging and the bet settler, from ${formatPence(PLAN_PRICES_PENCE.Starter)} a week. Nothing renews by itself.`,
  },
] as const;

/**
 * Above a locked tool's preview: what it needs and where to get it (spec 2: the gate with its preview). The Bet
 * Calculator has none: it is free for everyone, guests included (spec 1 section 6: every plan includes it).
 */
const ToolGate = ({ tool }: { tool: TTab }) => (
  <section
    aria-labelledby={`tools-gate-${tool}`}
    className="mb-4 flex flex-col gap-3 rounded-lg border border-gold bg-gold-100 p-4 sm:flex-row sm:items-center sm:justify-between"
  >
    <div>
      <h2 id={`tools-gate-${tool}`} className="flex items-center gap-2 font-bold text-ink text-lg">
        <Lock aria-hidden="true" className="size-5" />
        Premium Betting Tools
      </h2>
      <p className="mt-1 text-ink">{lockedContentMessage('betting calculator toolbox', TOOLS_TIER)}</p>
      <p className="mt-1 text-ink text-sm">Below is a preview. The Bet Calculator is free for everyone.</p>
    </div>
    <Link to={planPagePath(TOOLS_TIER)} className={buttonClasses('primary', 'md')}>
      See {TOOLS_TIER}
    </Link>
  </section>
);

/**
 * /tools and /tools/odds-calculator (spec 2 "Professional Betting Tools"). NOTE: the gate is a product choice, not a
 * security boundary: the calculators make no server call and all their maths is in the bundle, so a determined
 * visitor could run them; what the gate protects is the experience the plans sell.
 */
export const ToolsPage = () => {
  const viewer = useViewer();
  const [tab, setTab] = useState<TTab>('calculator');
  useEffect(() => {
    document.title = 'Professional Betting Tools | RacePro';
  }, []);
  usePreloadLazyTools();
  const hasAccess = viewer.hasTier(TOOLS_TIER);
  const isLocked = viewer.isKnown && !hasAccess;

  return (
    <div className="space-y-6">
      <header className="rounded-card bg-brand px-5 py-7 text-white shadow-card sm:px-8">
        <h1 className="font-bold text-3xl">Professional Betting Tools</h1>
        <p className="mt-2 max-w-2xl text-brand-100">
          Work out returns, each way, dutching, hedging and full-cover bets before you stake a penny.
        </p>
      </header>

      {!viewer.isKnown ? (
        <div role="status" aria-label="Loading the tools" className="space-y-3">
          <Skeleton className="h-12 w-full max-w-xl" />
          <Skeleton className="h-80 w-full rounded-card" />
        </div>
      ) : (
        <div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as TTab)}>
            <TabsList aria-label="Betting tools" className="grid! grid-cols-2 sm:inline-flex!">
              {TABS.map(({ value, name }) => (
                <TabsTrigger key={value} value={value}>
                  {name}
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="mt-4 rounded-card border border-line bg-card p-4 shadow-card sm:p-6">
              <TabsContent value="calculator">
                <BetCalculator />
              </TabsContent>
              <TabsContent value="dutching">
                {isLocked ? <ToolGate tool="dutching" /> : null}
                <Suspense fallback={<ToolLoading label="Loading the dutching calculator" />}>
                  <DutchingCalculator disabled={isLocked} />
                </Suspense>
              </TabsContent>
              <TabsContent value="hedging">
                {isLocked ? <ToolGate tool="hedging" /> : null}
                <Suspense fallback={<ToolLoading label="Loading the hedging calculator" />}>
                  <HedgingCalculator disabled={isLocked} />
                </Suspense>
              </TabsContent>
              <TabsContent value="settler">
                {isLocked ? <ToolGate tool="settler" /> : null}
                <Suspense fallback={<ToolLoading label="Loading the bet settler" />}>
                  <BetSettler disabled={isLocked} />
                </Suspense>
              </TabsContent>
            </div>
          </Tabs>
        </div>
      )}

      <p className="flex items-center gap-2">
        <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
        <span>
          New to odds and bet types? Read the{' '}
          <Link to="/tools/betting-guide" className={LINK_CLASSES}>
            Simple Betting Guide
          </Link>
          .
        </span>
      </p>

      <div className="grid gap-4 md:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <section
            key={title}
            aria-labelledby={`benefit-${title}`}
            className="rounded-card border border-line bg-card p-5 shadow-card"
          >
            <h2 id={`benefit-${title}`} className="flex items-center gap-2 font-bold text-brand text-lg">
              <Icon aria-hidden="true" className="size-5" />
              {title}
            </h2>
            <p className="mt-1 text-muted text-sm">{text}</p>
          </section>
        ))}
      </div>
    </div>
  );
};
