import { ExternalLink, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HELPLINES } from '~/domain/site';
import {
  STATEMENT_HELPLINE_LINE,
  STATEMENT_HELPLINE_URL,
  statementBasis,
  statementFigureLines,
  statementLimitLines,
} from '~/domain/statement';
import type { TStatement } from '~/domain/statement.contract';
import { formatCalendarMonth } from '~/domain/uk-date-format';
import { Button } from '~/web/components/ui/button';
import { SelectField } from '~/web/components/ui/select';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useViewer } from '~/web/lib/api/use-viewer';
import { ApiError } from '~/web/lib/api-client';
import { cn, LINK_CLASSES } from '~/web/lib/cn';
import { useStatement } from '../api/get-statement';
import { StatementEmailSetting } from './statement-email-setting';

const monthLabel = (month: string, current: string) =>
  month === current ? `${formatCalendarMonth(month)} (so far)` : formatCalendarMonth(month);

const Loading = () => (
  <div role="status" aria-label="Loading your statement" className="space-y-3">
    <Skeleton className="h-10 w-56" />
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  </div>
);

const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <div role="alert" className="rounded-lg border border-lost/40 bg-lost-50 p-3 text-lost text-sm">
    <p className="font-semibold">Your statement could not be loaded.</p>
    {error instanceof ApiError && error.status === 400 ? <p>{error.userMessage}</p> : null}
    <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
      Try again
    </Button>
  </div>
);

/** The month's figures, or a plain sentence when no bet was placed. */
const Figures = ({
  statement,
  monthName,
  keepsBetsOnDevice,
}: {
  statement: TStatement;
  monthName: string;
  keepsBetsOnDevice: boolean;
}) =>
  statement.betsPlaced === 0 ? (
    <div className="rounded-lg border border-line border-dashed p-4">
      <p className="text-ink">You placed no tracked bets in {monthName}.</p>
      {keepsBetsOnDevice ? (
        <p className="mt-1 text-muted text-sm">
          On the Free plan your bets are kept on this device, so they are not in your statement.
        </p>
      ) : null}
    </div>
  ) : (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {statementFigureLines(statement).map(({ label, value, note }) => (
          <div key={label} className="rounded-lg border border-line p-3">
            <dt className="text-muted text-xs">{label}</dt>
            <dd className="tabular mt-0.5 font-bold text-ink text-lg leading-tight">{value}</dd>
            {note ? <dd className="tabular text-muted text-xs">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="text-muted text-sm">{statementBasis(monthName)}</p>
    </div>
  );

const Limits = ({ limits }: { limits: TStatement['limits'] }) => (
  <div className="self-start rounded-lg border border-line bg-surface p-4">
    <h3 className="font-semibold text-ink">Your limits now</h3>
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {statementLimitLines(limits).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
    <p className="mt-3 text-sm">
      <Link to="/settings/account" className={LINK_CLASSES}>
        Set limits or take a break
      </Link>
    </p>
  </div>
);

// The line as the domain words it, with its phone number as a link a phone can call.
const HELPLINE_PHONE = HELPLINES.nationalGamblingHelpline.phone;
const helplineParts = STATEMENT_HELPLINE_LINE.split(HELPLINE_PHONE) as [string, string];

const Helpline = () => (
  <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-ink text-sm">
    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
    <p>
      {helplineParts[0]}
      <a href={`tel:${HELPLINE_PHONE.replace(/\s+/g, '')}`} className={cn(LINK_CLASSES, 'tabular')}>
        {HELPLINE_PHONE}
      </a>
      {helplineParts[1]}{' '}
      <a href={STATEMENT_HELPLINE_URL} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        {HELPLINES.gamcare.name}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  </div>
);

/**
 * The "Monthly statement" card of /account: a month's tracked stakes, returns and profit/loss against the limits in
 * force, the helpline, and the choice to have it e-mailed each month.
 */
export const MonthlyStatement = () => {
  const viewer = useViewer();
  const [month, setMonth] = useState<string | null>(null);
  // This month's answer lists the months to pick from; a picked month's answer is the one shown.
  const current = useStatement(null);
  const picked = useStatement(month);
  const shown = month === null ? current : picked;

  if (current.isPending) return <Loading />;
  if (!current.data) return <LoadFailed error={current.error} onRetry={() => void current.refetch()} />;

  const { months } = current.data;
  const thisMonth = months[0] ?? current.data.month;
  const statement = shown.data;
  const monthName = statement ? monthLabel(statement.month, thisMonth) : '';
  return (
    <div className="space-y-5">
      <SelectField
        id="statement-month"
        label="Month"
        className="max-w-xs"
        value={month ?? thisMonth}
        onChange={(event) => setMonth(event.target.value === thisMonth ? null : event.target.value)}
        options={months.map((value) => ({ value, label: monthLabel(value, thisMonth) }))}
      />
      {shown.isError ? (
        <LoadFailed error={shown.error} onRetry={() => void shown.refetch()} />
      ) : statement ? (
        <div
          aria-busy={shown.isPlaceholderData}
          className={cn(
            'grid gap-4 lg:grid-cols-[1fr_16rem]',
            shown.isPlaceholderData && 'opacity-60 motion-safe:transition-opacity',
          )}
        >
          <section aria-labelledby="statement-month-title" className="space-y-3">
            <h3 id="statement-month-title" className="font-semibold text-ink">
              {monthName}
            </h3>
            <Figures
              statement={statement}
              monthName={formatCalendarMonth(statement.month)}
              keepsBetsOnDevice={viewer.tracking.where === 'device'}
            />
          </section>
          <Limits limits={statement.limits} />
        </div>
      ) : null}
      <Helpline />
      <StatementEmailSetting isEmailVerified={viewer.me?.user.emailVerified === true} />
    </div>
  );
};
