import { CreditCard, HelpCircle, Info } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_INFORMATION, PLAN_CARDS, PLAN_FAQ } from '~/content/plans';
import { formatPence } from '~/domain/money';
import { isPaidPlan, PLAN_PRICES_PENCE, type TPaidPlan } from '~/domain/plans';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { TIERS, type TTier } from '~/domain/tiers';
import { toast } from '~/web/components/ui/use-toast';
import { useViewer } from '~/web/lib/api/use-viewer';
import { usePlans } from './api/get-plans';
import { InviteCard } from './components/invite-card';
import { OfferBanner } from './components/offer-banner';
import { PaymentDialog } from './components/payment-dialog';
import { PlanCard } from './components/plan-card';
import { YourPlan } from './components/your-plan';
import { REDIRECT_DELAY_MS } from './payment-flow';

/** Monthly against four weeks of Starter at the full price (spec 1: "claimed saving £4 a month"), from the prices. */
const MONTHLY_SAVING = formatPence(4 * PLAN_PRICES_PENCE.Starter - PLAN_PRICES_PENCE.Monthly);

const somethingWentWrong = () =>
  toast({
    variant: 'destructive',
    title: 'Something went wrong',
    description: 'Unable to process your subscription request. Please try again.',
  });

/** /subscription: the plan page (spec 1 section 2). */
export const SubscriptionPage = () => {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const viewer = useViewer();
  const plans = usePlans();
  const [paying, setPaying] = useState<TPaidPlan | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    document.title = 'Plans and pricing | RacePro';
    return () => {
      if (redirect.current) clearTimeout(redirect.current);
    };
  }, []);

  const choose = useCallback(
    (tier: string) => {
      if (!(TIERS as readonly string[]).includes(tier)) {
        somethingWentWrong();
        return;
      }
      if (tier === 'Free') {
        toast({
          title: 'You are on Free',
          description: 'Featured tips, race basics and learning are yours at no cost. Taking you home...',
        });
        redirect.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
        return;
      }
      if (!isPaidPlan(tier)) return;
      if (!viewer.isSignedIn) {
        // Sign in or sign up first, then come back to this plan's payment.
        navigate(`/sign-in?next=${encodeURIComponent(`/subscription?plan=${tier}&checkout=1`)}`);
        return;
      }
      setPaying(tier);
    },
    [navigate, viewer.isSignedIn],
  );

  // ?plan=<plan> (a lock's Unlock, an upgrade link) opens the page on that plan's card, in view and marked; with
  // &checkout=1 (back from signing in after choosing it) that plan's payment opens too. An unknown plan is the spec's
  // error toast.
  const requested = searchParams.get('plan');
  const checkout = searchParams.get('checkout') === '1';
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || !viewer.isKnown || !plans.data) return;
    if (!(TIERS as readonly string[]).includes(requested)) {
      setSearchParams({}, { replace: true });
      somethingWentWrong();
      return;
    }
    if (shown.current !== requested) {
      shown.current = requested;
      const card = document.getElementById(`plan-${requested.toLowerCase()}-card`);
      card?.scrollIntoView?.({ block: 'start' });
      card?.focus({ preventScroll: true });
    }
    if (!checkout) return;
    setSearchParams({ plan: requested }, { replace: true });
    if (isPaidPlan(requested) && plans.data.unavailable[requested]) {
      toast({ title: 'Nothing to buy', description: plans.data.unavailable[requested] });
      return;
    }
    choose(requested);
  }, [requested, checkout, viewer.isKnown, plans.data, choose, setSearchParams]);

  const onDialogOpenChange = useCallback((open: boolean) => {
    if (!open) setPaying(null);
  }, []);

  const currentTier: TTier | null = viewer.isSignedIn ? viewer.tier : null;
  const priceOf = (tier: TTier): number | null => (tier === 'Free' ? 0 : (plans.data?.prices[tier] ?? null));
  const canBuy = (plan: TPaidPlan) => !plans.data?.unavailable[plan] && currentTier !== plan;
  const requestedPlan = requested && isPaidPlan(requested) ? requested : null;

  return (
    <div className="space-y-8">
      {viewer.isSignedIn && viewer.me && viewer.tier !== 'Free' ? (
        <YourPlan
          tier={viewer.tier}
          subscription={viewer.me.subscription}
          unavailable={plans.data?.unavailable ?? {}}
          onChoose={choose}
        />
      ) : (
        <>
          <header className="rounded-card bg-brand px-5 py-8 text-center text-white shadow-card sm:px-8 sm:py-10">
            <h1 className="font-bold text-3xl sm:text-4xl">Choose Your Plan</h1>
            <p className="mx-auto mt-3 max-w-2xl text-brand-100">
              Expert UK racing tips, bet tracking and tools. Pay by card in pounds, with no auto-renewal: you
              decide when to buy again.
            </p>
          </header>

          <OfferBanner
            onChooseLifetime={() => choose('Lifetime')}
            onChooseStarter={() => choose('Starter')}
            canBuyLifetime={canBuy('Lifetime')}
            canBuyStarter={canBuy('Starter')}
            starterIntro={plans.data?.starterIntro ?? true}
          />
        </>
      )}

      {plans.isError ? (
        <p role="alert" className="rounded-card border border-lost bg-lost-50 p-4 text-lost">
          Prices could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void plans.refetch()}>
            Try again
          </button>
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {PLAN_CARDS.map((card) => (
          <PlanCard
            key={card.tier}
            card={card}
            price={priceOf(card.tier)}
            starterIntro={plans.data?.starterIntro ?? true}
            note={card.tier === 'Monthly' ? `${MONTHLY_SAVING} less than four weeks of Starter` : undefined}
            isCurrent={currentTier === card.tier}
            unavailable={
              card.tier === 'Free'
                ? currentTier && currentTier !== 'Free'
                  ? 'Free is always included.'
                  : undefined
                : plans.data?.unavailable[card.tier as TPaidPlan]
            }
            isHighlighted={card.tier === 'Monthly'}
            isRequested={card.tier === requestedPlan}
            onChoose={() => choose(card.tier)}
          />
        ))}
      </div>
      <p className="text-center text-muted text-sm">
        Every plan includes the Bet Calculator, the betting guide and the learning centre; every paid plan
        adds Dutching, Hedging and the Bet Settler. {RESPONSIBLE_GAMBLING_LINE}
      </p>

      <div className="grid gap-5 lg:grid-cols-2">
        <InviteCard isSignedIn={viewer.isSignedIn} />
        <section
          aria-labelledby="payment-info-title"
          className="rounded-card border border-line bg-card p-5 shadow-card"
        >
          <h2 id="payment-info-title" className="flex items-center gap-2 font-bold text-brand text-xl">
            <CreditCard aria-hidden="true" className="size-5" />
            Payment information
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PAYMENT_INFORMATION.map((line) => (
              <li key={line} className="flex gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{line}</span>
              </li>
            ))}
            {plans.data?.provider === 'stripe' ? (
              <li className="flex gap-2">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>Cards are taken by Stripe: your card details never touch our servers.</span>
              </li>
            ) : plans.data?.provider === 'sandbox' ? (
              <li className="flex gap-2 font-semibold">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>
                  This site runs a payment sandbox: payments are tests, no money moves, and card details are
                  never stored.
                </span>
              </li>
            ) : null}
          </ul>
        </section>
      </div>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-3 flex items-center gap-2 font-bold text-brand text-xl">
          <HelpCircle aria-hidden="true" className="size-5" />
          Questions about plans
        </h2>
        <div className="divide-y divide-line rounded-card border border-line bg-card shadow-card">
          {PLAN_FAQ.map((item) => (
            <details key={item.question} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                <span className="flex items-center justify-between gap-3">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="text-brand-600 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 text-muted text-sm">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      {plans.data ? (
        <PaymentDialog plan={paying} plans={plans.data} onOpenChange={onDialogOpenChange} />
      ) : null}
    </div>
  );
};
