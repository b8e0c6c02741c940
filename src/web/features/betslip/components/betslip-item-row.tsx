import { Trash2 } from 'lucide-react';
import { formatPence, type TPence } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { itemOutlayPence, removeAt, type TBetslipItem } from '~/web/lib/betslip-store';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { isStartingPrice, itemOdds, itemReturnPence } from '../betslip-maths';
import { explainReturn } from '../return-explanation';
import { BankrollWarning } from './bankroll-warning';
import { BetTypeField } from './bet-type-field';
import { PriceFields } from './price-fields';
import { StakeField } from './stake-field';

type TBetslipItemRowProps = {
  index: number;
  item: TBetslipItem;
  isPlacing: boolean;
  bankrollPence: TPence | null;
  /** Why the server refused this line on the last attempt. */
  refusal?: string;
  /** The member's per-bet limit that this line's stake is above (shown under the stake). */
  limitProblem?: string;
};

/** One selection: what it is, its type and stake, what it could return and how that is worked out. */
export const BetslipItemRow = ({
  index,
  item,
  isPlacing,
  bankrollPence,
  refusal,
  limitProblem,
}: TBetslipItemRowProps) => {
  const { formatOdds } = useOddsDisplay();
  const isSp = isStartingPrice(item);
  const explanation = isSp ? null : explainReturn(item);
  const hasOdds = itemOdds(item) !== null;
  return (
    <li className="py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{item.horse}</p>
          <p className="text-sm text-muted">
            <span className="tabular">{item.race}</span> {item.track}
          </p>
        </div>
        <p className="shrink-0 pt-0.5 text-right">
          <span className="sr-only">Odds </span>
          <span className="tabular text-lg leading-none font-bold text-brand">
            {isSp ? 'SP' : hasOdds ? formatOdds(item.odds) : '–'}
          </span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 shrink-0"
          aria-label={`Remove ${item.horse}`}
          disabled={isPlacing}
          onClick={() => removeAt(index)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <BetTypeField index={index} item={item} isDisabled={isPlacing} />
        <StakeField index={index} item={item} isDisabled={isPlacing} limitProblem={limitProblem} />
      </div>
      <PriceFields index={index} item={item} isDisabled={isPlacing} />
      {isSp ? (
        <p className="mt-3 text-sm text-muted">
          An SP bet's return is known once the starting price is returned.
        </p>
      ) : (
        <p className="mt-3 flex items-baseline justify-between gap-2 text-sm">
          <span>Potential return</span>
          <span className="tabular font-semibold">
            {hasOdds ? formatPence(itemReturnPence(item)) : 'Enter the price'}
          </span>
        </p>
      )}
      {explanation ? (
        <p className="mt-1 text-xs text-muted">
          <span className="font-semibold text-ink">How this is worked out: </span>
          {explanation}
        </p>
      ) : null}
      <BankrollWarning outlayPence={itemOutlayPence(item)} bankrollPence={bankrollPence} />
      {refusal ? (
        <p className="mt-2 rounded-lg border border-lost bg-lost-50 p-2 text-sm text-lost">
          Not placed: {refusal}
        </p>
      ) : null}
    </li>
  );
};
