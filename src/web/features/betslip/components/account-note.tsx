import { Link } from 'react-router';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { closeBetslip } from '~/web/lib/betslip-store';
import type { TTrackingMode } from '../place-betslip';

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2';

type TAccountNoteProps = { mode: TTrackingMode | 'unknown'; hasNoBankroll: boolean };

/** Where the bets will be kept, said before placing (DESIGN.md "Bet tracking by tier"), and the bankroll prompt. */
export const AccountNote = ({ mode, hasNoBankroll }: TAccountNoteProps) => (
  <>
    {mode === 'guest' ? (
      <p className="text-sm text-muted">
        You're not signed in, so bets are saved on this device.{' '}
        <Link to="/sign-in" onClick={closeBetslip} className={LINK_CLASSES}>
          Sign in
        </Link>{' '}
        to track them in your account.
      </p>
    ) : null}
    {mode === 'free' ? (
      <p className="text-sm text-muted">
        On the Free plan bets are saved on this device.{' '}
        <Link to="/subscription" onClick={closeBetslip} className={LINK_CLASSES}>
          Starter
        </Link>{' '}
        tracks up to {STARTER_BET_LIMIT} bets in your account.
      </p>
    ) : null}
    {(mode === 'account' || mode === 'free') && hasNoBankroll ? (
      <p className="text-sm text-muted">
        <Link to="/settings/account" onClick={closeBetslip} className={LINK_CLASSES}>
          Set your bankroll
        </Link>{' '}
        to see how each stake compares with it.
      </p>
    ) : null}
  </>
);
