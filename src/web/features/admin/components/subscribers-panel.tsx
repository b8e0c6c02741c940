import type { TOutboxEntry } from '~/domain/mail.contract';
import { formatPounds } from '~/domain/money';
import { formatActiveUntil } from '~/domain/plans';
import { TIERS } from '~/domain/tiers';
import { formatCalendarMonth, formatUkNumericDateTime } from '~/domain/uk-date-format';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { Skeleton } from '~/web/components/ui/skeleton';
import { StatTile } from '~/web/components/ui/stat-tile';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useOutbox, useSubscribers } from '../api/get-subscribers';

const OUTBOX_STATUS: Record<TOutboxEntry['status'], BadgeVariant> = {
  pending: 'neutral',
  sending: 'neutral',
  sent: 'won',
  failed: 'lost',
};

const KIND_LABEL: Record<TOutboxEntry['kind'], string> = {
  receipt: 'Receipt',
  renewal_reminder: 'Renewal reminder',
  password_reset: 'Password reset',
  refund: 'Refund',
  email_verification: 'Confirm e-mail',
  signup_existing_account: 'Sign-up: e-mail has an account',
  signup_username_taken: 'Sign-up: username taken',
  monthly_statement: 'Monthly statement',
  alert_tips_out: 'Alert: tips are out',
  alert_non_runner: 'Alert: non-runner',
  alert_bet_settled: 'Alert: bet settled',
  morning_digest: 'Morning digest',
};

/**
 * The reset link in a password-reset mail, as a path on this site (the server shows such a body only in demo mode,
 * where the outbox is the only place to read it), or null.
 */
export const resetLinkIn = (entry: TOutboxEntry): string | null => {
  if (entry.kind !== 'password_reset' || !entry.body) return null;
  const found = /https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(entry.body);
  return found?.[1] ?? null;
};

const Loading = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} className="space-y-2">
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-10 w-full" />
  </div>
);

const Failed = ({ what, retry }: { what: string; retry: () => void }) => (
  <p role="alert" className="text-lost text-sm">
    {what} could not be loaded.{' '}
    <button type="button" className="font-semibold underline" onClick={retry}>
      Try again
    </button>
  </p>
);

/** The admin panel's Subscribers tab: members per plan, revenue from paid payments, recent payments, the outbox. */
export const SubscribersPanel = () => {
  const summary = useSubscribers();
  const outbox = useOutbox();
  const tiers = summary.data?.tiers;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="members-per-plan"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="members-per-plan" className="font-bold text-brand text-lg">
          Members per plan
        </h2>
        <p className="text-muted text-sm">
          Plans in force now: an ended Starter or Monthly plan counts as Free.
        </p>
        {summary.isPending ? (
          <Loading label="Loading subscribers" />
        ) : !tiers ? (
          <Failed what="Subscribers" retry={() => void summary.refetch()} />
        ) : (
          <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {TIERS.map((tier) => (
              <StatTile key={tier} label={tier} value={String(tiers[tier])} />
            ))}
          </div>
        )}
      </section>

      <section
        aria-labelledby="revenue-by-month"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="revenue-by-month" className="font-bold text-brand text-lg">
          Revenue by month
        </h2>
        <p className="text-muted text-sm">Paid payments only, by UK calendar month.</p>
        {summary.data ? (
          summary.data.revenueByMonth.length === 0 ? (
            <p className="mt-3 text-muted text-sm">No payments yet.</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-line border-b text-muted">
                  <th scope="col" className="py-2 font-semibold">
                    Month
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Payments
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.data.revenueByMonth.map((row) => (
                  <tr key={row.month} className="border-line border-b last:border-0">
                    <th scope="row" className="py-2 font-semibold">
                      {formatCalendarMonth(row.month)}
                    </th>
                    <td className="py-2 text-right tabular-nums">{row.payments}</td>
                    <td className="py-2 text-right tabular-nums">{formatPounds(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
      </section>

      <section
        aria-labelledby="recent-payments"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="recent-payments" className="font-bold text-brand text-lg">
          Recent payments
        </h2>
        {summary.data ? (
          summary.data.recentPayments.length === 0 ? (
            <p className="mt-3 text-muted text-sm">No payments yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {summary.data.recentPayments.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="min-w-0 flex-1 break-all font-semibold">{p.email}</span>
                  <span>{p.plan}</span>
                  <span className="tabular-nums">{formatPounds(p.amount)}</span>
                  <Badge
                    variant={p.status === 'succeeded' ? 'won' : p.status === 'failed' ? 'lost' : 'neutral'}
                  >
                    {p.status === 'succeeded'
                      ? 'Paid'
                      : p.status === 'failed'
                        ? 'Failed'
                        : p.status === 'canceled'
                          ? 'Cancelled'
                          : p.status === 'refunded'
                            ? 'Refunded'
                            : 'Not paid'}
                  </Badge>
                  <span className="w-full text-muted text-xs">
                    {formatActiveUntil(p.createdAt)} · {p.reference}
                    {p.provider === 'sandbox' ? ' · test payment' : ''}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>

      <section
        aria-labelledby="email-outbox"
        className="rounded-card border border-line bg-card p-5 shadow-card"
      >
        <h2 id="email-outbox" className="font-bold text-brand text-lg">
          E-mail outbox
        </h2>
        {outbox.isPending ? (
          <Loading label="Loading the outbox" />
        ) : !outbox.data ? (
          <Failed what="The outbox" retry={() => void outbox.refetch()} />
        ) : (
          <>
            <p className="text-muted text-sm">
              {outbox.data.delivery === 'smtp'
                ? 'E-mails are sent by SMTP; failures are retried.'
                : 'SMTP_URL is not set: e-mails are kept here and not sent.'}
            </p>
            {outbox.data.entries.length === 0 ? (
              <p className="mt-3 text-muted text-sm">No e-mails yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {outbox.data.entries.map((m) => (
                  <li key={m.id} className="py-2 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="brand">{KIND_LABEL[m.kind]}</Badge>
                      <Badge variant={OUTBOX_STATUS[m.status]}>{m.status}</Badge>
                      <span className="min-w-0 flex-1 break-all font-semibold">{m.recipient}</span>
                    </div>
                    <p className="mt-1">{m.subject}</p>
                    <p className="text-muted text-xs">
                      Queued {formatUkNumericDateTime(m.createdAt)}
                      {m.lastError ? ` · last error: ${m.lastError}` : ''}
                    </p>
                    {resetLinkIn(m) ? (
                      <p className="mt-1 text-xs">
                        <a href={resetLinkIn(m)!} className={LINK_CLASSES}>
                          Open the reset link
                        </a>{' '}
                        (demo mode only: it sets a new password for {m.recipient})
                      </p>
                    ) : null}
                    {Object.keys(m.headers).length > 0 ? (
                      <table className="mt-1 text-left text-xs">
                        <caption className="sr-only">Headers of the e-mail to {m.recipient}</caption>
                        <tbody>
                          {Object.entries(m.headers).map(([name, value]) => (
                            <tr key={name}>
                              <th scope="row" className="pr-1 align-top font-semibold">
                                {name}:
                              </th>
                              <td className="break-all text-muted">{value}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : null}
                    {m.body ? (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-brand-700 text-xs font-semibold">
                          Show the e-mail
                        </summary>
                        <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-surface p-3 text-xs">
                          {m.body}
                        </pre>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
};
