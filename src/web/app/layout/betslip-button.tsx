import { ReceiptText, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/web/components/ui/button';
import { setBetslipOpen, useBetslip } from '~/web/features/betslip/betslip-store';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { FLOATING_BUTTON_CLASSES, FLOATING_POSITION, PANEL_CLASSES } from './floating-position';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Floating betslip button with its count; a small summary opens until the full betslip panel lands. */
export const BetslipButton = () => {
  const { items, isOpen } = useBetslip();
  const titleId = useId();
  const count = items.length;
  const totalStake = items.reduce((sum, item) => sum + item.stake, 0);
  return (
    <Popover.Root open={isOpen} onOpenChange={setBetslipOpen}>
      <Popover.Trigger
        aria-label={`Open betslip, ${count} ${count === 1 ? 'bet' : 'bets'}`}
        className={cn(
          FLOATING_BUTTON_CLASSES,
          FLOATING_POSITION.betslip,
          'border-2 border-card bg-brand text-white hover:bg-brand-700',
          FOCUS_RING,
        )}
      >
        <ReceiptText aria-hidden="true" className="size-6" />
        <span
          aria-hidden="true"
          className="tabular absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full border-2 border-card bg-gold px-1 text-xs font-bold text-ink"
        >
          {count}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={12}
          aria-labelledby={titleId}
          className={PANEL_CLASSES}
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 id={titleId} className="text-base font-bold text-brand">
              Betslip
            </h2>
            <Popover.Close aria-label="Close betslip" className={cn(buttonClasses('ghost', 'icon'), '-mr-2')}>
              <X aria-hidden="true" />
            </Popover.Close>
          </div>
          {count === 0 ? (
            <p className="text-sm text-muted">Your betslip is empty. Add a selection from any tip card.</p>
          ) : (
            <>
              <ul className="max-h-60 divide-y divide-line overflow-y-auto text-sm">
                {items.map((item) => (
                  <li key={`${item.raceEntryId}-${item.type}`} className="py-2">
                    <p className="font-semibold">{item.horse}</p>
                    <p className="text-muted">
                      {item.race}, {item.track} · {item.type} ·{' '}
                      <span className="tabular">
                        {item.odds} · {gbp.format(item.stake)}
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex justify-between border-t border-line pt-2 text-sm font-semibold">
                Total stake <span className="tabular">{gbp.format(totalStake)}</span>
              </p>
            </>
          )}
          <Link
            to="/tips"
            onClick={() => setBetslipOpen(false)}
            className={cn(buttonClasses('primary', 'md'), 'mt-3 w-full')}
          >
            Browse tips
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
