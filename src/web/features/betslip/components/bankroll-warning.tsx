import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BANKROLL_WARNING_FRACTION } from '~/domain/bets.contract';
import { formatPence, type TPence } from '~/domain/money';
import { closeBetslip } from '~/web/lib/betslip-store';

type TBankrollWarningProps = { outlayPence: TPence; bankrollPence: TPence | null };

/** Spec 1 section 9: at most 10% of the bankroll on one bet. Shown only when the bettor has set a bankroll. */
export const BankrollWarning = ({ outlayPence, bankrollPence }: TBankrollWarningProps) => {
  if (!bankrollPence || bankrollPence <= 0) return null;
  if (outlayPence <= bankrollPence * BANKROLL_WARNING_FRACTION) return null;
  return (
    <p className="mt-2 flex gap-2 rounded-lg border border-gold bg-gold-50 p-2 text-sm text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
      <span>
        This stake is more than {Math.round(BANKROLL_WARNING_FRACTION * 100)}% of your{' '}
        {formatPence(bankrollPence)} bankroll.{' '}
        <Link
          to="/responsible-gambling#bankroll"
          onClick={closeBetslip}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Bankroll guidance
        </Link>
      </span>
    </p>
  );
};
