import { Smartphone } from 'lucide-react';
import { formatPounds, formatSignedPounds } from '~/domain/money';
import { formatCalendarDay, formatUkDateTime } from '~/domain/uk-date-format';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { RaceLink } from '~/web/components/race-link';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/cn';
import { useOddsDisplay } from '~/web/lib/odds-format';
import { statusBadge, type TBetView } from '../bet-view';
import { formatRaceTime } from '../format';
import type { TMultipleLegView, TMultipleView } from '../multiple-view';
import { BetActions } from './bet-actions';
import { SettlementDetails } from './settlement-details';

const RESULT_BADGES = {
  Won: { label: 'Won', variant: 'won' },
  Placed: { label: 'Placed', variant: 'placed' },
  Lost: { label: 'Lost', variant: 'lost' },
  NonRunner: { label: 'Non-runner', variant: 'void' },
} as const;

const TONE_CLASSES = { won: 'text-won', lost: 'text-lost', default: 'text-ink' } as const;

const LegRow = ({ leg }: { leg: TMultipleLegView }) => {
  const { formatOdds } = useOddsDisplay();
  const race = `${formatRaceTime(leg.raceTime)} ${leg.track}, ${formatCalendarDay(leg.raceDate)}`;
  const result = leg.result ? RESULT_BADGES[leg.result] : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{leg.horse}</p>
        <p className="tabular text-muted text-sm">
          {leg.raceId === null ? race : <RaceLink raceId={leg.raceId}>{race}</RaceLink>}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span className="tabular font-semibold text-brand">
          <span className="sr-only">Price </span>
          {formatOdds(leg.odds)}
        </span>
        {result ? (
          <Badge variant={result.variant}>{result.label}</Badge>
        ) : (
          <span className="text-muted text-xs">Awaiting result</span>
        )}
      </div>
    </li>
  );
};

/** A multiple's card (issue 36): its type and stake, every leg with its price and result, and every settled line. */
export const MultipleBetCard = ({ bet, multiple }: { bet: TBetView; multiple: TMultipleView }) => {
  const badge = statusBadge(bet);
  const isSettled = bet.status !== 'Open';
  const profit = bet.actualReturn === null ? null : bet.actualReturn - bet.totalStake;
  return (
    <article
      aria-label={`${multiple.title}, ${badge.label}`}
      className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold text-ink text-lg leading-tight">{multiple.title}</h3>
          <p className="tabular mt-0.5 text-muted text-sm">{multiple.facts}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          {bet.source === 'device' ? (
            <Badge variant="gold">
              <Smartphone aria-hidden="true" className="size-3" />
              Saved on this device
            </Badge>
          ) : null}
        </div>
      </div>

      <ul aria-label="Legs" className="mt-3 divide-y divide-line border-line border-y">
        {multiple.legs.map((leg) => (
          // Legs are in different races, so a race and horse name one leg.
          <LegRow key={`${leg.raceDate} ${leg.raceTime} ${leg.track} ${leg.horse}`} leg={leg} />
        ))}
      </ul>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-muted text-xs">Potential return if all win</dt>
          <dd className="tabular font-semibold text-ink">{formatPounds(bet.potentialReturn)}</dd>
        </div>
        {bet.bookmaker ? (
          <div>
            <dt className="text-muted text-xs">Bookmaker</dt>
            <dd className="font-semibold text-ink">{bet.bookmaker}</dd>
          </div>
        ) : null}
        {isSettled ? (
          <div>
            <dt className="text-muted text-xs">Return</dt>
            <dd className="tabular font-semibold text-ink">
              {bet.actualReturn === null ? 'Not known yet' : formatPounds(bet.actualReturn)}
            </dd>
          </div>
        ) : null}
        {profit !== null && isSettled ? (
          <div>
            <dt className="text-muted text-xs">Profit/loss</dt>
            <dd className={cn('tabular font-semibold', TONE_CLASSES[profitTone(profit)])}>
              {formatSignedPounds(profit)}
            </dd>
          </div>
        ) : null}
      </dl>

      {bet.voidReason ? <p className="mt-3 text-ink text-sm">Voided by you: {bet.voidReason}</p> : null}

      <p className="mt-3 text-muted text-xs">
        Placed <time dateTime={bet.createdAt}>{formatUkDateTime(bet.createdAt)}</time>
      </p>

      {multiple.lines ? (
        <SettlementDetails>
          <ul className="tabular space-y-1 px-3 text-ink text-sm">
            {multiple.lines.map((line) => (
              // Each line is one combination and part, so its words are unique.
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="px-3 pt-2 pb-3 font-semibold text-ink text-sm">
            Returned {bet.actualReturn === null ? 'not known yet' : formatPounds(bet.actualReturn)} from{' '}
            {formatPounds(bet.totalStake)} staked.
          </p>
        </SettlementDetails>
      ) : null}
      {bet.accountId === null ? null : <BetActions bet={bet} />}
    </article>
  );
};
