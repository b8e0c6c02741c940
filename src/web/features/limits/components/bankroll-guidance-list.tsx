import { Link } from 'react-router';
import { formatPounds } from '~/domain/money';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { BANKROLL_GUIDANCE, bankrollGuide } from '../bankroll-guidance';

type TBankrollGuidanceListProps = { bankroll: number; dailyLimit: number | null };

const Row = ({ label, rule, amount }: { label: string; rule: string; amount: string | null }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-line border-b py-2 last:border-b-0">
    <dt className="text-ink">
      <span className="font-semibold">{label}</span> <span className="text-muted text-sm">({rule})</span>
    </dt>
    {amount ? <dd className="tabular font-bold text-ink">{amount}</dd> : null}
  </div>
);

/** Spec 1 section 9's bankroll guidance, worked out for this user's bankroll. */
export const BankrollGuidanceList = ({ bankroll, dailyLimit }: TBankrollGuidanceListProps) => {
  const g = BANKROLL_GUIDANCE;
  const guide = bankrollGuide(bankroll, dailyLimit);
  const hasBankroll = bankroll > 0;
  const range = (min: number, max: number) => `${formatPounds(min)} to ${formatPounds(max)}`;
  return (
    <div>
      <h3 className="font-semibold text-ink">
        {hasBankroll ? `Guidance for a ${formatPounds(bankroll)} bankroll` : 'How to size your stakes'}
      </h3>
      {hasBankroll ? null : (
        <p className="mt-1 text-muted text-sm">Set your bankroll to see these worked out in pounds.</p>
      )}
      <dl className="mt-2">
        <Row
          label="Most per bet"
          rule={`${g.maxPerBetPercent}% of bankroll`}
          amount={hasBankroll ? formatPounds(guide.maxPerBet) : null}
        />
        <Row
          label="Most per day"
          rule={`${g.maxPerDayPercent}% of bankroll`}
          amount={hasBankroll ? formatPounds(guide.maxPerDay) : null}
        />
        <Row
          label="Typical stake"
          rule={`${g.typicalBetPercent.min}-${g.typicalBetPercent.max}% of bankroll`}
          amount={hasBankroll ? range(guide.typical.min, guide.typical.max) : null}
        />
        <Row
          label="Riskier bets"
          rule={`${g.riskyBetPercent.min}-${g.riskyBetPercent.max}% of bankroll`}
          amount={hasBankroll ? range(guide.risky.min, guide.risky.max) : null}
        />
        <Row
          label="Stop-loss: stop for the day after losing"
          rule={`${g.stopLossPercentOfDailyLimit}% of ${guide.stopLossBase}`}
          amount={hasBankroll || dailyLimit !== null ? formatPounds(guide.stopLoss) : null}
        />
      </dl>
      <p className="mt-3 text-sm">
        <Link
          to="/responsible-gambling#bankroll"
          className={cn('rounded-sm font-semibold text-brand-700 underline underline-offset-2', FOCUS_RING)}
        >
          Read more about managing your bankroll
        </Link>
      </p>
    </div>
  );
};
