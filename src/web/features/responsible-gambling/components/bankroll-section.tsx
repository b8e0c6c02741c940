import { OctagonX, Wallet } from 'lucide-react';
import { formatPounds } from '~/domain/money';
import { PageSection } from '~/web/components/page-section';
import { BANKROLL_GUIDANCE, bankrollExample, EXAMPLE_BANKROLL_POUNDS } from '../bankroll-guidance';

const g = BANKROLL_GUIDANCE;
const example = bankrollExample(EXAMPLE_BANKROLL_POUNDS);

const RULES = [
  {
    label: 'Maximum per bet',
    share: `${g.maxPerBetPercent}%`,
    basis: 'of your bankroll',
    amount: formatPounds(example.maxPerBet),
  },
  {
    label: 'Maximum per day',
    share: `${g.maxPerDayPercent}%`,
    basis: 'of your bankroll, all bets together',
    amount: formatPounds(example.maxPerDay),
  },
  {
    label: 'Typical stake',
    share: `${g.typicalBetPercent.min}–${g.typicalBetPercent.max}%`,
    basis: 'of your bankroll for most bets',
    amount: `${formatPounds(example.typical.min)} to ${formatPounds(example.typical.max)}`,
  },
  {
    label: 'Risky bets',
    share: `${g.riskyBetPercent.min}–${g.riskyBetPercent.max}%`,
    basis: 'of your bankroll for long shots and multiples',
    amount: `${formatPounds(example.risky.min)} to ${formatPounds(example.risky.max)}`,
  },
  {
    label: 'Daily stop-loss',
    share: `${g.stopLossPercentOfDailyLimit}%`,
    basis: 'of your daily limit lost: stop for the day',
    amount: formatPounds(example.stopLoss),
  },
] as const;

export const BankrollSection = () => (
  <PageSection
    id="bankroll"
    title="Bankroll management"
    icon={Wallet}
    intro={
      <p>
        Your bankroll is money set aside only for betting, that you could lose without it affecting your
        bills, savings or family. Never top it up to chase losses. Size every stake from it with these limits:
      </p>
    }
  >
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {RULES.map((rule) => (
        <li
          key={rule.label}
          className="flex flex-col rounded-card border border-line bg-card p-4 shadow-card last:col-span-2 lg:last:col-span-1"
        >
          <span className="font-medium text-muted text-xs uppercase tracking-wide">{rule.label}</span>
          <span className="tabular mt-1 font-bold text-3xl text-brand">{rule.share}</span>
          <span className="mt-1 text-ink text-sm">{rule.basis}</span>
        </li>
      ))}
    </ul>

    <p className="mt-4 max-w-3xl text-ink">
      Never stake more than <strong>{g.maxPerBetPercent}% of your bankroll on a single bet</strong>, or more
      than <strong>{g.maxPerDayPercent}% in a single day</strong>. Most bets should be{' '}
      {g.typicalBetPercent.min}–{g.typicalBetPercent.max}%; keep risky bets to {g.riskyBetPercent.min}–
      {g.riskyBetPercent.max}%. Once you have lost {g.stopLossPercentOfDailyLimit}% of your daily limit, stop
      for the day.
    </p>

    <div className="mt-6 overflow-hidden rounded-card border border-line bg-card shadow-card">
      <div className="border-line border-b bg-brand-50 px-4 py-3 sm:px-5">
        <h3 className="font-bold text-brand text-lg">
          Worked example: a <span className="tabular">{formatPounds(example.bankroll)}</span> bankroll
        </h3>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          The bankroll guidance applied to a bankroll of {formatPounds(example.bankroll)}
        </caption>
        <thead className="text-muted text-xs uppercase tracking-wide">
          <tr className="border-line border-b">
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              Rule
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Share
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium sm:px-5">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {RULES.map((rule) => (
            <tr key={rule.label} className="border-line border-b last:border-b-0">
              <th scope="row" className="px-4 py-3 font-medium text-ink sm:px-5">
                {rule.label}
              </th>
              <td className="tabular px-2 py-3 text-muted">{rule.share}</td>
              <td className="tabular px-4 py-3 text-right font-semibold text-ink sm:px-5">{rule.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex items-start gap-2 border-line border-t bg-lost-50 px-4 py-3 text-ink text-sm sm:px-5">
        <OctagonX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lost" />
        <span>
          With {formatPounds(example.bankroll)} set aside you would bet at most{' '}
          {formatPounds(example.maxPerBet)} on any bet and {formatPounds(example.maxPerDay)} across the day,
          usually {formatPounds(example.typical.min)} to {formatPounds(example.typical.max)} a bet, and stop
          for the day after losing {formatPounds(example.stopLoss)}.
        </span>
      </p>
    </div>
  </PageSection>
);
