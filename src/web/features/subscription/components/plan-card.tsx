import { Check } from 'lucide-react';
import type { TPlanCard } from '~/content/plans';
import { formatPounds } from '~/domain/money';
import { LIFETIME_CLOSED_MESSAGE } from '~/domain/plans';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { cn } from '~/web/lib/cn';

type Props = {
  card: TPlanCard;
  /** Pounds this visitor pays; null while the prices load. */
  price: number | null;
  /** Starter's first week at £0.99 applies to this visitor. */
  starterIntro: boolean;
  /** Shown under the price: e.g. "£3.97 less than four weeks of Starter". */
  note?: string;
  isCurrent: boolean;
  /** Why this plan cannot be bought now (a higher plan already includes it, or the Lifetime offer has closed). */
  unavailable?: string;
  isHighlighted?: boolean;
  /** The plan a link asked for (`/subscription?plan=`): the card is marked and brought into view. */
  isRequested?: boolean;
  onChoose: () => void;
};

const priceLine = (card: TPlanCard, price: number, starterIntro: boolean) =>
  card.tier === 'Starter' && starterIntro ? (
    <>
      <span className="font-bold text-3xl text-ink tabular-nums">{formatPounds(price)}</span>
      <span className="text-muted text-sm"> first week, then £2.99 per week</span>
    </>
  ) : (
    <>
      <span className="font-bold text-3xl text-ink tabular-nums">
        {price === 0 ? '£0' : formatPounds(price)}
      </span>
      <span className="text-muted text-sm"> {card.cadence}</span>
    </>
  );

/** One plan: its price for this visitor, what it includes, and one button. */
export const PlanCard = ({
  card,
  price,
  starterIntro,
  note,
  isCurrent,
  unavailable,
  isHighlighted = false,
  isRequested = false,
  onChoose,
}: Props) => {
  const headingId = `plan-${card.tier.toLowerCase()}`;
  const closed = unavailable === LIFETIME_CLOSED_MESSAGE;
  return (
    <section
      id={`${headingId}-card`}
      aria-labelledby={headingId}
      tabIndex={isRequested ? -1 : undefined}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-card border bg-card p-5 shadow-card',
        isHighlighted ? 'border-gold ring-2 ring-gold' : 'border-line',
        isCurrent && 'border-brand ring-2 ring-brand',
        isRequested && 'border-brand-600 ring-4 ring-brand-600',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-bold text-brand text-xl">
          {card.title}
        </h2>
        {isCurrent ? <Badge variant="brand">Your plan</Badge> : null}
        {isRequested && !isCurrent ? <Badge variant="brand">Selected</Badge> : null}
        {isHighlighted && !isCurrent && !isRequested ? <Badge variant="gold">Best value</Badge> : null}
      </div>
      <p className="mt-1 text-muted text-sm">{card.summary}</p>
      <div className="mt-4 min-h-10">
        {price === null ? <Skeleton className="h-9 w-32" /> : <p>{priceLine(card, price, starterIntro)}</p>}
      </div>
      {note ? <p className="mt-1 text-brand-600 text-sm">{note}</p> : null}
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-won" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5">
        {isCurrent && (card.tier === 'Free' || card.tier === 'Lifetime') ? (
          <Button variant="secondary" className="w-full" disabled>
            Your current plan
          </Button>
        ) : isCurrent ? (
          <>
            <Button variant="primary" className="w-full" onClick={onChoose} disabled={price === null}>
              {card.tier === 'Starter' ? 'Add another week' : 'Add another month'}
            </Button>
            <p className="mt-2 text-muted text-xs">Starts when your current period ends.</p>
          </>
        ) : unavailable ? (
          <>
            <Button variant="secondary" className="w-full" disabled aria-describedby={`${headingId}-why`}>
              {closed ? 'Offer closed' : 'Included in your plan'}
            </Button>
            <p id={`${headingId}-why`} className="mt-2 text-muted text-xs">
              {unavailable}
            </p>
          </>
        ) : (
          <Button
            variant={card.tier === 'Free' ? 'outline' : isHighlighted ? 'gold' : 'primary'}
            className="w-full"
            onClick={onChoose}
            disabled={price === null && card.tier !== 'Free'}
          >
            {card.action}
          </Button>
        )}
      </div>
    </section>
  );
};
