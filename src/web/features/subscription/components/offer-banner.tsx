import { Crown, Sparkles } from 'lucide-react';
import { EARLY_ADOPTER_LIMIT } from '~/domain/plans';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useEarlyAdopterCount } from '~/web/lib/api/get-early-adopter-count';

const count = new Intl.NumberFormat('en-GB');

type Props = {
  onChooseLifetime: () => void;
  onChooseStarter: () => void;
  /** Hide the offer's button when the visitor cannot buy that plan now. */
  canBuyLifetime: boolean;
  canBuyStarter: boolean;
  starterIntro: boolean;
};

/**
 * Spec 1 section 4: the early-supporter Lifetime banner while places remain (a skeleton while the count loads);
 * otherwise the Starter banner (the spec's "low-risk starter banner": its heading speaks of the price, since on a gambling
 * product "low-risk" reads as a promise about betting). The count comes from real Lifetime purchases.
 */
export const OfferBanner = ({
  onChooseLifetime,
  onChooseStarter,
  canBuyLifetime,
  canBuyStarter,
  starterIntro,
}: Props) => {
  const early = useEarlyAdopterCount();
  // NOTE: the skeleton is laid out as the banner is (title, two lines, the button, the bar), so the plans below do not
  // jump when the count arrives (0.054 of layout shift on a phone before).
  if (early.isPending)
    return (
      <div
        role="status"
        aria-label="Loading the early-supporter offer"
        className="rounded-card border border-line bg-card p-5 sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 flex-1">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="mt-1.5 h-5 w-full" />
            <Skeleton className="mt-1 h-5 w-1/2" />
          </div>
          <Skeleton className="h-12 w-40 shrink-0" />
        </div>
        <Skeleton className="mt-4 h-2 w-full" />
      </div>
    );
  const remaining = early.data?.remaining ?? 0;
  if (remaining > 0) {
    const percent = early.data?.percentRemaining ?? 0;
    return (
      <section
        aria-labelledby="early-offer-title"
        className="rounded-card bg-brand p-5 text-white shadow-card sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 id="early-offer-title" className="flex items-center gap-2 font-bold text-xl">
              <Crown aria-hidden="true" className="size-5 text-gold" />
              Early-supporter offer: Lifetime
            </h2>
            <p className="mt-1 text-brand-100">
              One payment of £39.99 for the first {count.format(EARLY_ADOPTER_LIMIT)} supporters.{' '}
              <strong className="text-white">
                {count.format(remaining)} of {count.format(EARLY_ADOPTER_LIMIT)} places left.
              </strong>
            </p>
          </div>
          {canBuyLifetime ? (
            <Button variant="gold" size="lg" onClick={onChooseLifetime} className="shrink-0">
              Choose Lifetime
            </Button>
          ) : null}
        </div>
        <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-brand-700">
          <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="starter-offer-title"
      className="rounded-card border border-gold bg-gold-100 p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="starter-offer-title" className="flex items-center gap-2 font-bold text-ink text-xl">
            <Sparkles aria-hidden="true" className="size-5" />
            Try Starter a week at a time
          </h2>
          <p className="mt-1 text-ink">
            {starterIntro
              ? 'Try Starter for your first week at £0.99, then £2.99 a week. No auto-renewal.'
              : 'Starter is £2.99 a week with no auto-renewal: buy a week only when you want one.'}
          </p>
        </div>
        {canBuyStarter ? (
          <Button variant="primary" size="lg" onClick={onChooseStarter} className="shrink-0">
            Choose Starter
          </Button>
        ) : null}
      </div>
    </section>
  );
};
