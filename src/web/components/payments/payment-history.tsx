import { Printer, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { formatPounds } from '~/domain/money';
import type { TPaymentRecord } from '~/domain/payments.contract';
import { cancellationRightLine } from '~/domain/plan-offer';
import { formatActiveUntil, PLAN_PRODUCT_NAMES } from '~/domain/plans';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Skeleton } from '~/web/components/ui/skeleton';
import { usePayments } from '~/web/lib/api/get-payments';
import { useSiteInfo } from '~/web/lib/api/get-site-info';

const STATUS: Record<TPaymentRecord['status'], { label: string; variant: BadgeVariant }> = {
  succeeded: { label: 'Paid', variant: 'won' },
  pending: { label: 'Pending', variant: 'neutral' },
  failed: { label: 'Failed', variant: 'lost' },
  canceled: { label: 'Cancelled', variant: 'void' },
  refunded: { label: 'Refunded', variant: 'void' },
};

const dateOf = (iso: string | null) => formatActiveUntil(iso);

/** Who sold the plan (TRADER_NAME, TRADER_ADDRESS, SUPPORT_EMAIL through GET /api/site), as the e-mailed receipt says. */
const SoldBy = () => {
  const trader = useSiteInfo().data?.trader;
  if (!trader) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-line border-t pt-3 text-muted">
      <dt>Sold by</dt>
      <dd className="text-ink">{trader.name}</dd>
      <dt>Address</dt>
      <dd className="text-ink">{trader.address}</dd>
      <dt>Contact</dt>
      <dd className="break-all text-ink">{trader.email}</dd>
    </dl>
  );
};

const Receipt = ({ payment }: { payment: TPaymentRecord }) => (
  <div className="space-y-4 text-sm">
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="text-muted">Date</dt>
      <dd className="font-semibold">{dateOf(payment.paidAt ?? payment.createdAt)}</dd>
      <dt className="text-muted">Item</dt>
      <dd className="font-semibold">{PLAN_PRODUCT_NAMES[payment.plan]}</dd>
      <dt className="text-muted">Amount</dt>
      <dd className="font-semibold tabular-nums">{formatPounds(payment.amount)} (GBP)</dd>
      <dt className="text-muted">Status</dt>
      <dd className="font-semibold">{STATUS[payment.status].label}</dd>
      {payment.periodStart ? (
        <>
          <dt className="text-muted">Period</dt>
          <dd className="font-semibold">
            {dateOf(payment.periodStart)} to {payment.periodEnd ? dateOf(payment.periodEnd) : 'never expires'}
          </dd>
        </>
      ) : null}
      <dt className="text-muted">Reference</dt>
      <dd className="break-all font-mono text-xs">{payment.reference}</dd>
    </dl>
    {payment.provider === 'sandbox' ? (
      <p className="rounded-lg bg-gold-100 p-3 text-ink">
        Test payment made in the payment sandbox: no money was taken.
      </p>
    ) : null}
    <p className="text-ink">
      {cancellationRightLine(payment.consentedAt ? dateOf(payment.consentedAt) : null)}
    </p>
    <p className="text-muted">RacePro. Plans do not renew automatically.</p>
    <SoldBy />
  </div>
);

/** The account's payments, newest first, each with its receipt. */
export const PaymentHistory = () => {
  const payments = usePayments();
  const [open, setOpen] = useState<TPaymentRecord | null>(null);

  if (payments.isPending)
    return (
      <div role="status" aria-label="Loading your payments" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (payments.isError)
    return (
      <p role="alert" className="text-lost text-sm">
        Your payments could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void payments.refetch()}>
          Try again
        </button>
      </p>
    );
  const list = payments.data ?? [];
  if (list.length === 0) return <p className="text-muted text-sm">You have not made any payments.</p>;

  return (
    <>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {list.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {payment.plan} <span className="tabular-nums">{formatPounds(payment.amount)}</span>
              </p>
              <p className="text-muted text-xs">
                {dateOf(payment.paidAt ?? payment.createdAt)} ·{' '}
                <span className="break-all">{payment.reference}</span>
              </p>
              {payment.status === 'failed' && payment.failureMessage ? (
                <p className="text-lost text-xs">{payment.failureMessage}</p>
              ) : null}
              {payment.status === 'refunded' && payment.refundReason ? (
                <p className="text-ink text-xs">Refunded: {payment.refundReason}</p>
              ) : null}
            </div>
            <Badge variant={STATUS[payment.status].variant}>{STATUS[payment.status].label}</Badge>
            {payment.status !== 'succeeded' ? null : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpen(payment)}
                aria-label={`Receipt for ${payment.plan}, ${dateOf(payment.paidAt ?? payment.createdAt)}`}
              >
                <ReceiptText aria-hidden="true" />
                Receipt
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        <DialogContent maxWidth={480}>
          <DialogHeader>
            <DialogTitle>Receipt</DialogTitle>
            <DialogDescription>Keep this for your records.</DialogDescription>
          </DialogHeader>
          {open ? <Receipt payment={open} /> : null}
          <div className="mt-5 flex justify-end">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
};
