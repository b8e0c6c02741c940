import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TPaymentSuccessResponse } from '~/domain/payments.contract';
import { formatActiveUntil } from '~/domain/plans';
import { buttonClasses } from '~/web/components/ui/button';
import { refreshAuth } from '~/web/lib/api/refresh-auth';
import { serverErrorCode, writeErrorMessage } from '~/web/lib/api-errors';
import { verifyPayment } from './api/verify-payment';

type TState =
  | { kind: 'loading' }
  | { kind: 'success'; result: TPaymentSuccessResponse }
  | { kind: 'refunded'; message: string }
  | { kind: 'error' };

/** A payment that did not end in a plan: what happened, and the one thing to do next. */
const PaymentNotice = ({
  id,
  title,
  iconClassName,
  action,
  children,
}: {
  id: string;
  title: string;
  iconClassName: string;
  action: { to: string; label: string };
  children: ReactNode;
}) => (
  <section
    aria-labelledby={id}
    className="mx-auto max-w-xl rounded-card border border-line bg-card p-6 text-center shadow-card sm:p-8"
  >
    <CircleAlert aria-hidden="true" className={`mx-auto size-12 ${iconClassName}`} />
    <h1 id={id} className="mt-3 font-bold text-2xl text-ink">
      {title}
    </h1>
    <p className="mt-2 text-muted">{children}</p>
    <Link to={action.to} className={`${buttonClasses('primary', 'lg')} mt-6`}>
      {action.label}
    </Link>
  </section>
);

/**
 * /payment-success (spec 1 sections 2 and 4): reads payment_intent and redirect_status, shows "Confirming your
 * payment..." while the server verifies with the provider, then the success view (and an auth refresh, so every
 * screen shows the new plan at once) or the Payment Error view.
 */
export const PaymentSuccessPage = () => {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentIntentId = searchParams.get('payment_intent');
  const redirectStatus = searchParams.get('redirect_status');
  const [state, setState] = useState<TState>({ kind: 'loading' });
  const verifying = useRef<string | null>(null);

  useEffect(() => {
    document.title = 'Payment | RacePro';
  }, []);

  useEffect(() => {
    if (!paymentIntentId || redirectStatus !== 'succeeded') {
      setState({ kind: 'error' });
      return;
    }
    if (verifying.current === paymentIntentId) return;
    verifying.current = paymentIntentId;
    verifyPayment(paymentIntentId).then(
      async (result) => {
        setState({ kind: 'success', result });
        await refreshAuth(queryClient).catch((error: unknown) => console.error('Auth refresh failed', error));
      },
      // Spec 1 section 8: a verification failure is only logged (the api client logs it); the view says so plainly.
      // A payment that landed when its plan could no longer be granted was refunded: say so, in the server's words.
      (error: unknown) =>
        setState(
          serverErrorCode(error) === 'PAYMENT_REFUNDED'
            ? { kind: 'refunded', message: writeErrorMessage(error) }
            : { kind: 'error' },
        ),
    );
  }, [paymentIntentId, redirectStatus, queryClient]);

  if (state.kind === 'loading')
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
        <LoaderCircle aria-hidden="true" className="size-8 text-brand-600 motion-safe:animate-spin" />
        <p className="font-semibold text-ink text-lg">Confirming your payment...</p>
      </div>
    );

  if (state.kind === 'refunded')
    return (
      <PaymentNotice
        id="payment-refunded-title"
        title="Payment Refunded"
        iconClassName="text-gold-700"
        action={{ to: '/account', label: 'See your payments' }}
      >
        {state.message}
      </PaymentNotice>
    );

  if (state.kind === 'error')
    return (
      <PaymentNotice
        id="payment-error-title"
        title="Payment Error"
        iconClassName="text-lost"
        action={{ to: '/subscription', label: 'Try Again' }}
      >
        We couldn't confirm your payment. Please contact support if you believe this is an error.
      </PaymentNotice>
    );

  const { result } = state;
  return (
    <section
      aria-labelledby="payment-success-title"
      className="mx-auto max-w-xl rounded-card border border-line bg-card p-6 text-center shadow-card sm:p-8"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-won" />
      <h1 id="payment-success-title" className="mt-3 font-bold text-2xl text-ink">
        Payment Successful
      </h1>
      <p className="mt-2 text-muted">
        Thank you. Your {result.plan} plan is active now, and a receipt is on its way by e-mail.
      </p>
      <dl className="mx-auto mt-5 grid max-w-sm grid-cols-2 gap-3 rounded-lg bg-surface p-4 text-left text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold text-ink">{result.plan}</dd>
        <dt className="text-muted">{result.isLifetime ? 'Expiry' : 'Active until'}</dt>
        <dd className="font-semibold text-ink">
          {result.isLifetime ? 'Never expires' : formatActiveUntil(result.expirationDate)}
        </dd>
      </dl>
      {result.carriedOverDays > 0 ? (
        <p className="mt-3 text-muted text-sm">
          The {result.carriedOverDays} {result.carriedOverDays === 1 ? 'day' : 'days'} left on your previous
          plan {result.carriedOverDays === 1 ? 'was' : 'were'} added to the end.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Go to today's tips
        </Link>
        <Link to="/my-bets" className={buttonClasses('outline', 'lg')}>
          View My Bets
        </Link>
      </div>
    </section>
  );
};
