import { ArrowRight, Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_CARDS } from '~/content/plans';
import { formatPence } from '~/domain/money';
import { PAID_PLANS, PLAN_PRICES_PENCE, planPagePath, planPricePhrase } from '~/domain/plan-offer';
import { buttonClasses } from '~/web/components/ui/button';

/** What each paid plan unlocks, from the plan cards (one source), at its price. */
const PLANS = PAID_PLANS.map((tier) => ({
  tier,
  price:
    tier === 'Starter'
      ? `${planPricePhrase(tier)} (first week ${formatPence(PLAN_PRICES_PENCE.StarterIntro)})`
      : planPricePhrase(tier),
  unlocks: PLAN_CARDS.find((card) => card.tier === tier)?.summary ?? '',
}));

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
          <p className="font-bold text-ink">
            <Link to={planPagePath(plan.tier)} className="underline-offset-2 hover:underline">
              {plan.tier}
            </Link>
          </p>
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
