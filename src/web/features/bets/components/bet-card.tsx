import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPounds, formatSignedPounds } from '~/domain/money';
import { formatCalendarDay, formatUkDateTime } from '~/domain/uk-date-format';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { RaceLink } from '~/web/components/race-link';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/cn';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { differentTipOdds, PRICE_TYPE_LABELS, statusBadge, type TBetView } from '../bet-view';
import { formatRaceTime } from '../format';
import { BetActions } from './bet-actions';
import { SettlementDetails } from './settlement-details';

const Fact = ({ label, children, className }: { label: string; children: ReactNode; className?: string }) => (
  <div className="min-w-0">
    <dt className="text-muted text-xs">{label}</dt>
    <dd className={cn('tabular font-semibold text-ink', className)}>{children}</dd>
  </div>
);

const TONE_CLASSES = { won: 'text-won', lost: 'text-lost', default: 'text-ink' } as const;

const StakeText = ({ bet }: { bet: TBetView }) =>
  bet.type === 'Each Way' ? (
    <>
      {formatPounds(bet.stake)} each way
      <span className="block font-normal text-muted text-sm">{formatPounds(bet.totalStake)} total</span>
    </>
  ) : (
    formatPounds(bet.stake)
  );

export const BetCard = ({ bet }: { bet: TBetView }) => {
  const { formatOdds } = useOddsDisplay();
  const badge = statusBadge(bet);
  const isSettled = bet.status !== 'Open';
  const profit = bet.actualReturn === null ? null : bet.actualReturn - bet.totalStake;
  const tipOdds = differentTipOdds(bet);
  return (
    <article
      aria-label={`${bet.horse}, ${badge.label}`}
      className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold text-ink text-lg leading-tight">{bet.horse}</h3>
          <p className="tabular mt-0.5 text-muted text-sm">
            {bet.raceId === null ? (
              `${formatRaceTime(bet.raceTime)} ${bet.track}, ${formatCalendarDay(bet.raceDate)}`
            ) : (
              <RaceLink raceId={bet.raceId}>
                {formatRaceTime(bet.raceTime)} {bet.track}, {formatCalendarDay(bet.raceDate)}
              </RaceLink>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          {bet.priceType === 'taken' ? null : (
            <Badge variant="brand">
              <abbr title={PRICE_TYPE_LABELS[bet.priceType].long} className="no-underline">
                {PRICE_TYPE_LABELS[bet.priceType].short}
              </abbr>
              <span className="sr-only"> ({PRICE_TYPE_LABELS[bet.priceType].long})</span>
            </Badge>
          )}
          {bet.source === 'device' ? (
            <Badge variant="gold">
              <Smartphone aria-hidden="true" className="size-3" />
              {bet.isPendingSync ? 'Saved on this device, waiting to sync' : 'Saved on this device'}
            </Badge>
          ) : null}
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Bet type">{bet.type}</Fact>
        <Fact label="Odds">
          {formatOdds(bet.odds)}
          {tipOdds ? (
            <span className="ml-1.5 font-normal text-muted text-sm">Tip {formatOdds(tipOdds)}</span>
          ) : null}
        </Fact>
        {bet.sp ? <Fact label="SP">{formatOdds(bet.sp)}</Fact> : null}
        {bet.bookmaker ? <Fact label="Bookmaker">{bet.bookmaker}</Fact> : null}
        <Fact label="Stake">
          <StakeText bet={bet} />
        </Fact>
        <Fact label="Potential return">{formatPounds(bet.potentialReturn)}</Fact>
        {isSettled ? (
          <Fact label="Return">
            {bet.actualReturn === null ? 'Not known yet' : formatPounds(bet.actualReturn)}
          </Fact>
        ) : null}
        {profit !== null && isSettled ? (
          <Fact label="Profit/loss" className={TONE_CLASSES[profitTone(profit)]}>
            {formatSignedPounds(profit)}
          </Fact>
        ) : null}
      </dl>

      {bet.voidReason ? <p className="mt-3 text-ink text-sm">Voided by you: {bet.voidReason}</p> : null}

      <p className="mt-3 text-muted text-xs">
        Placed <time dateTime={bet.createdAt}>{formatUkDateTime(bet.createdAt)}</time>
        {bet.placeTerms ? `. Place terms: ${bet.placeTerms}` : null}
      </p>

      {bet.settlement ? (
        <SettlementDetails>
          <ul className="space-y-1 px-3 pb-3 text-ink text-sm">
            {bet.settlement.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </SettlementDetails>
      ) : null}
      {bet.accountId === null ? null : <BetActions bet={bet} />}
    </article>
  );
};
