import { ArrowRight, Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { TIER_DISPLAY_NAMES, type TTier } from '~/domain/tiers';
import { buttonClasses } from '~/web/components/ui/button';

type TPlanPitch = { tier: TTier; price: string; unlocks: string };

/** Spec 1 sections 6 and 9: what each paid plan unlocks, at its price. */
const PLANS: TPlanPitch[] = [
  {
    tier: 'Starter',
    price: '£2.99/week (first week £0.99)',
    unlocks: 'All daily tips, full race info and tracking of up to 25 bets.',
  },
  {
    tier: 'Monthly',
    price: '£7.99/month',
    unlocks:
      'Premium tips too, with form analysis, statistics, the strategy library and unlimited bet tracking.',
  },
  {
    tier: 'Lifetime',
    price: '£39.99 one time',
    unlocks:
      'Everything, for good: AI strategies and recommendations, all future features and a supporter badge.',
  },
];

/** Shown on the Premium filter to a viewer without Starter access, above the locked teasers. */
export const PremiumPitch = () => (
  <section
    aria-labelledby="premium-pitch-title"
    className="rounded-card border border-gold-600 bg-gold-50 p-5 shadow-card sm:p-6"
  >
    <div className="flex items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-ink">
        <Crown aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 id="premium-pitch-title" className="font-bold text-ink text-xl">
          Unlock today's premium tips
        </h3>
        <p className="mt-1 text-ink/80 text-sm">
          Premium selections come with the horse, the odds and our full reasoning. Pick the plan that suits
          you.
        </p>
      </div>
    </div>
    <ul className="mt-5 grid gap-3 md:grid-cols-3">
      {PLANS.map((plan) => (
        <li key={plan.tier} className="rounded-lg bg-card p-4">
          <p className="font-bold text-ink">{TIER_DISPLAY_NAMES[plan.tier]}</p>
          <p className="tabular font-semibold text-brand text-sm">{plan.price}</p>
          <p className="mt-2 flex gap-2 text-ink/80 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-won" />
            {plan.unlocks}
          </p>
        </li>
      ))}
    </ul>
    <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Link to="/subscription" className={buttonClasses('gold', 'lg')}>
        See plans
        <ArrowRight aria-hidden="true" />
      </Link>
      <p className="text-muted text-xs">
        Billing is manual with no auto-renewal: not renewing simply returns you to the Free plan.
      </p>
    </div>
  </section>
);
