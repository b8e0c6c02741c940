import { ArrowUpCircle, Check, ReceiptText } from 'lucide-react';
import { PLAN_CARDS } from '~/content/plans';
import type { TSubscriptionState } from '~/domain/auth.contract';
import type { TPaidPlan } from '~/domain/plans';
import { TIERS, type TTier, tierRank } from '~/domain/tiers';
import { PaymentHistory } from '~/web/components/payments/payment-history';
import { PlanSummary } from '~/web/components/payments/plan-summary';
import { Button } from '~/web/components/ui/button';

/** A card's own benefits, without its "Everything in ..." line. */
const ownFeatures = (tier: TTier): readonly string[] =>
  (PLAN_CARDS.find((card) => card.tier === tier)?.features ?? []).filter(
    (f) => !f.startsWith('Everything in'),
  );

/** What the plan's card lists (its benefits, and "Everything in ..." for the plans below it). */
const cardFeatures = (tier: TTier): readonly string[] =>
  PLAN_CARDS.find((card) => card.tier === tier)?.features ?? [];

type Props = {
  tier: Exclude<TTier, 'Free'>;
  subscription: TSubscriptionState;
  /** Why each higher plan cannot be bought now (GET /api/plans `unavailable`), e.g. the Lifetime offer has closed. */
  unavailable: Partial<Record<TPaidPlan, string>>;
  onChoose: (plan: TPaidPlan) => void;
};

/**
 * The plan page's top for a paying member (issue 30 item 8): their plan, what it includes, when it ends, what an
 * upgrade would add, and their payments and receipts, in place of "Choose Your Plan" and the Lifetime offer.
 */
export const YourPlan = ({ tier, subscription, unavailable, onChoose }: Props) => {
  const higher = TIERS.filter((t): t is TPaidPlan => tierRank(t) > tierRank(tier) && t !== 'Free');
  return (
    <div className="space-y-6">
      <header className="rounded-card bg-brand px-5 py-8 text-white shadow-card sm:px-8">
        <h1 className="font-bold text-3xl sm:text-4xl">Your plan: {tier}</h1>
        <p className="mt-3 max-w-2xl text-brand-100">
          {tier === 'Lifetime'
            ? 'You have every plan feature, for good: there is nothing more to buy.'
            : 'Nothing renews by itself: add another period or upgrade when you choose.'}
        </p>
      </header>

      <section
        aria-labelledby="your-plan-now"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="your-plan-now" className="font-bold text-brand text-xl">
          What your plan includes
        </h2>
        <div className="mt-3">
          <PlanSummary tier={tier} subscription={subscription} withLink={false} />
        </div>
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {cardFeatures(tier).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-won" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {tier !== 'Lifetime' ? (
          <div className="mt-5">
            <Button variant="primary" onClick={() => onChoose(tier)}>
              {tier === 'Starter' ? 'Add another week' : 'Add another month'}
            </Button>
            <p className="mt-2 text-muted text-xs">Starts when your current period ends.</p>
          </div>
        ) : null}
      </section>

      {higher.length > 0 ? (
        <section
          aria-labelledby="your-plan-upgrade"
          className="rounded-card border border-line bg-card p-5 shadow-card"
        >
          <h2 id="your-plan-upgrade" className="font-bold text-brand text-xl">
            What an upgrade would add
          </h2>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {higher.map((plan) => (
              <div key={plan} className="rounded-lg border border-line p-4">
                <h3 className="font-bold text-ink">{plan}</h3>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {TIERS.filter((t) => tierRank(t) > tierRank(tier) && tierRank(t) <= tierRank(plan))
                    .flatMap((t) => ownFeatures(t))
                    .map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <ArrowUpCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                        <span>{feature}</span>
                      </li>
                    ))}
                </ul>
                {unavailable[plan] ? (
                  <p className="mt-3 text-muted text-sm">{unavailable[plan]}</p>
                ) : (
                  <Button variant="gold" className="mt-3" onClick={() => onChoose(plan)}>
                    Upgrade to {plan}
                  </Button>
                )}
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="your-plan-payments"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="your-plan-payments" className="flex items-center gap-2 font-bold text-brand text-xl">
          <ReceiptText aria-hidden="true" className="size-5" />
          Payments and receipts
        </h2>
        <div className="mt-3">
          <PaymentHistory />
        </div>
      </section>
    </div>
  );
};
