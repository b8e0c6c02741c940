import { Hourglass } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { poundsToPence } from '~/domain/money';
import { timeOnSiteSentence, todaysBetsSentence } from '~/domain/reality-check';
import { HELPLINES } from '~/domain/site';
import { addDayTotals, dayBetFromDevice, type TDayTotals, todaysStakesAndProfit } from '~/domain/todays-bets';
import { Button, buttonClasses } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useDeviceBets } from '~/web/lib/device-bets';
import { useTodaysBets } from '../api/get-todays-bets';

/** Where the dialog's two ways out lead: the sections of the safer-gambling settings (/settings/account). */
export const TAKE_A_BREAK_HREF = '/settings/account#take-a-break';
export const REVIEW_LIMITS_HREF = '/settings/account#stake-limits';

type TRealityCheckDialogProps = {
  /** When the check opened (epoch ms): "today" is the UK day of this moment. */
  shownAt: number;
  /** How long this visit had lasted when it opened. */
  onSiteMs: number;
  isSignedIn: boolean;
  /** Any way out (Carry on, Escape, the close button, either link): the next check comes one interval later. */
  onClose: () => void;
};

/**
 * Today's tracked figures: the bets on this device (guests, Free members, saves still waiting) and, for a member, the
 * account's (GET /api/bets/today). Both are worked out by the domain's todaysStakesAndProfit; a bet is never in both.
 */
const useTodaysFigures = (shownAt: number, isSignedIn: boolean) => {
  const account = useTodaysBets({ isEnabled: isSignedIn });
  const deviceBets = useDeviceBets();
  const device = useMemo(
    () => todaysStakesAndProfit(deviceBets.map(dayBetFromDevice), new Date(shownAt)),
    [deviceBets, shownAt],
  );
  if (!isSignedIn || account.data === null) return { status: 'ready' as const, totals: device };
  if (account.isPending) return { status: 'loading' as const };
  if (account.isError) return { status: 'error' as const };
  const fromAccount: TDayTotals = {
    bets: account.data.bets,
    stakedPence: poundsToPence(account.data.staked),
    profitPence: poundsToPence(account.data.profitLoss),
  };
  return { status: 'ready' as const, totals: addDayTotals(device, fromAccount) };
};

/** The reality check (src/domain/reality-check.ts): how long this visit has lasted and today's tracked bets. */
export const RealityCheckDialog = ({ shownAt, onSiteMs, isSignedIn, onClose }: TRealityCheckDialogProps) => {
  const figures = useTodaysFigures(shownAt, isSignedIn);
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        ref={contentRef}
        // Focus goes to the dialog itself, so a screen reader reads the check and no answer is pre-selected.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Hourglass aria-hidden="true" className="size-5 shrink-0 text-brand" />
            Reality check
          </DialogTitle>
        </DialogHeader>
        {/* Outside the header, whose right padding keeps the title clear of the close button: the text gets the width. */}
        <DialogDescription className="text-base text-ink">
          {timeOnSiteSentence(onSiteMs)}{' '}
          {figures.status === 'ready'
            ? todaysBetsSentence(figures.totals)
            : figures.status === 'loading'
              ? 'Loading today’s tracked bets…'
              : 'We couldn’t load today’s tracked bets from your account.'}
        </DialogDescription>
        <p className="mt-3 text-muted text-sm">
          Profit/loss counts the bets you placed today once they have settled. If gambling is causing you
          problems, the {HELPLINES.nationalGamblingHelpline.name} is free, 24 hours a day, on{' '}
          <a
            href={`tel:${HELPLINES.nationalGamblingHelpline.phone.replaceAll(' ', '')}`}
            className={LINK_CLASSES}
          >
            {HELPLINES.nationalGamblingHelpline.phone}
          </a>
          .
        </p>
        <DialogFooter className="sm:items-center">
          <Link
            to={REVIEW_LIMITS_HREF}
            onClick={onClose}
            className={`${LINK_CLASSES} self-center sm:mr-auto`}
          >
            Review your limits
          </Link>
          <Link to={TAKE_A_BREAK_HREF} onClick={onClose} className={buttonClasses('outline')}>
            Take a break
          </Link>
          <Button onClick={onClose}>Carry on</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
