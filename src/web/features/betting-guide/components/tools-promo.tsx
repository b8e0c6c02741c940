import { Calculator, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { FREEMIUM_TIER } from '~/domain/tiers';
import { buttonClasses } from '~/web/components/ui/button';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const starter = FREEMIUM_TIER;

export const ToolsPromo = () => (
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
          4 and dead heats. The Bet Calculator is free for everyone; Dutching, Hedging and the Bet Settler
          need a {starter} subscription or higher, and every paid plan includes them.
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
