import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, LoaderCircle, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IMMEDIATE_ACCESS_CONSENT, IMMEDIATE_ACCESS_CONSENT_HINT } from '~/content/plans';
import { formatPounds } from '~/domain/money';
import type { TPlansResponse } from '~/domain/payments.contract';
import { PLAN_PRODUCT_NAMES, type TPaidPlan } from '~/domain/plans';
import { Button } from '~/web/components/ui/button';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { toast } from '~/web/components/ui/use-toast';
import { refreshAuth } from '~/web/lib/api/refresh-auth';
import { ApiError } from '~/web/lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { createPaymentIntent } from '../api/create-payment-intent';
import { verifyPayment } from '../api/verify-payment';
import { paymentSuccessPath, REDIRECT_DELAY_MS } from '../payment-flow';
import { SandboxCardForm, type TCard } from './sandbox-card-form';

// Stripe.js and its React bindings load only in Stripe mode, and only when a payment starts.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form')).StripePaymentForm,
}));

type Props = {
  plan: TPaidPlan | null;
  plans: TPlansResponse;
  onOpenChange: (open: boolean) => void;
};

/** What the provider's form reports back when the buyer presses Pay. */
export type TConfirmResult =
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'redirected' }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.userMessage : 'An unexpected error occurred';

/**
 * The payment dialog (spec 1 sections 4 and 8): "Setting up payment..." until the client secret arrives, then the
 * card form; Pay shows "Processing..." with both buttons disabled; a failed confirmation returns to the editable
 * form with "Payment failed" and the provider's message inside the dialog, above Pay (never a toast over the
 * dialog), until the card is edited, with the focus on the card number; a failed setup cancels the dialog with
 * "Payment setup failed". A payment that succeeds without leaving the page closes the dialog, shows the toast and
 * goes home after 2 s (spec 1 section 4), in the sandbox as with Stripe.
 */
export const PaymentDialog = ({ plan, plans, onOpenChange }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const declineId = useId();
  const [intent, setIntent] = useState<{
    clientSecret: string;
    paymentIntentId: string;
    amount: number;
  } | null>(null);
  const [processing, setProcessing] = useState(false);
  const [stripeReady, setStripeReady] = useState(false);
  /** The last decline's message, shown above Pay until the card is edited. */
  const [declined, setDeclined] = useState<string | null>(null);
  const started = useRef<TPaidPlan | null>(null);
  /**
   * The plan whose consent box is ticked (Consumer Contracts Regulations 2013, regs 36-37: express consent to
   * immediate access, acknowledging the loss of the 14-day right to cancel). The checkout is opened only once it is
   * ticked, so the server records the consent with it; a new opening starts unticked.
   */
  const [consentFor, setConsentFor] = useState<TPaidPlan | null>(null);
  const consented = plan !== null && consentFor === plan;
  const consentId = useId();
  const isSandbox = plans.provider === 'sandbox';

  // Ticking the consent box in an opened dialog creates the plan's payment intent (once per opening).
  useEffect(() => {
    if (!plan || !consented || started.current === plan) return;
    started.current = plan;
    setIntent(null);
    setProcessing(false);
    setStripeReady(false);
    setDeclined(null);
    let cancelled = false;
    createPaymentIntent({
      amount: plans.prices[plan],
      productName: PLAN_PRODUCT_NAMES[plan],
      description: `${plan} plan`,
      plan,
      consentToImmediateAccess: true,
    }).then(
      (created) => {
        if (!cancelled) setIntent(created);
      },
      () => {
        if (cancelled) return;
        toast({
          variant: 'destructive',
          title: 'Payment setup failed',
          description: 'Unable to set up payment. Please try again later.',
        });
        started.current = null;
        onOpenChange(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [plan, consented, plans.prices, onOpenChange]);

  const failPayment = (message: string | null) => setDeclined(message || 'An unexpected error occurred');

  // After a decline the card number takes the focus (once the fields are enabled again), ready to be corrected.
  useEffect(() => {
    if (declined && !processing) document.getElementById('card-number')?.focus();
  }, [declined, processing]);

  const close = (open: boolean) => {
    if (open || processing) return;
    started.current = null;
    setIntent(null);
    setConsentFor(null);
    onOpenChange(false);
  };

  /** A payment that succeeded without leaving the page: grant it, refresh the session, then home after 2 s. */
  const completeInPlace = async (paymentIntentId: string) => {
    try {
      const granted = await verifyPayment(paymentIntentId);
      await refreshAuth(queryClient);
      started.current = null;
      onOpenChange(false);
      toast({
        title: 'Payment successful',
        description: granted.isLifetime
          ? `${granted.plan} is yours. It never expires.`
          : `${granted.plan} is active.`,
      });
      setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    } catch (error) {
      // Paid but not yet confirmed here: the success page checks again (and the webhook grants it regardless).
      navigate(paymentSuccessPath(paymentIntentId, 'succeeded'));
      console.error('Payment verification failed', error);
    }
  };

  const paySandbox = async (card: TCard) => {
    if (!intent) return;
    setProcessing(true);
    setDeclined(null);
    try {
      const confirmed = await confirmSandboxPayment({ clientSecret: intent.clientSecret, card });
      if (confirmed.status === 'succeeded') {
        await completeInPlace(confirmed.paymentIntentId);
        return;
      }
      started.current = null;
      onOpenChange(false);
      navigate(paymentSuccessPath(confirmed.paymentIntentId, 'failed'));
    } catch (error) {
      setProcessing(false);
      failPayment(messageOf(error));
    }
  };

  const onStripeUnavailable = useCallback(() => setStripeReady(false), []);

  const onStripeResult = (result: TConfirmResult) => {
    if (result.kind === 'failed') {
      setProcessing(false);
      failPayment(result.message);
      return;
    }
    if (result.kind === 'succeeded') void completeInPlace(result.paymentIntentId);
  };

  const amount = intent?.amount ?? (plan ? plans.prices[plan] : 0);
  const canPay = consented && Boolean(intent) && !processing && (isSandbox || stripeReady);

  return (
    <Dialog open={plan !== null} onOpenChange={close}>
      <DialogContent maxWidth={500} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{plan ? `Pay for ${plan}` : 'Payment'}</DialogTitle>
          {plan ? (
            <DialogDescription>
              {PLAN_PRODUCT_NAMES[plan]}:{' '}
              <strong className="font-semibold text-ink tabular-nums">{formatPounds(amount)}</strong>
              {plan === 'Lifetime' ? ', one payment.' : ', no auto-renewal.'}
            </DialogDescription>
          ) : null}
        </DialogHeader>

        {plan && plans.changeNotes[plan] ? (
          <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-ink text-sm">
            {plans.changeNotes[plan]}
          </p>
        ) : null}

        {isSandbox ? (
          <div className="mb-4 flex gap-3 rounded-lg border border-gold bg-gold-100 p-3 text-ink text-sm">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong>Test payment: no money moves.</strong> This site uses a payment sandbox. Use card 4242
              4242 4242 4242 with any future date and any 3 digits; 4000 0000 0000 0002 shows a decline.
            </p>
          </div>
        ) : null}

        <CheckboxField
          id={consentId}
          className="mb-4 rounded-lg border border-line p-3"
          label={IMMEDIATE_ACCESS_CONSENT}
          hint={IMMEDIATE_ACCESS_CONSENT_HINT}
          checked={consented}
          disabled={processing}
          onChange={(event) => setConsentFor(event.target.checked ? plan : null)}
        />

        {!consented && !intent ? (
          <p className="flex min-h-24 items-center justify-center rounded-lg border border-line border-dashed p-3 text-center text-muted text-sm">
            Tick the box above to set up your payment.
          </p>
        ) : !intent ? (
          <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-3 text-muted">
            <LoaderCircle aria-hidden="true" className="size-6 text-brand-600 motion-safe:animate-spin" />
            <p>Setting up payment...</p>
          </div>
        ) : isSandbox ? (
          <SandboxCardForm
            formId={formId}
            disabled={processing}
            onSubmit={(card) => void paySandbox(card)}
            onEdit={() => setDeclined(null)}
            describedBy={declined ? declineId : undefined}
          />
        ) : (
          <Suspense
            fallback={
              <div className="flex min-h-40 items-center justify-center">
                <Spinner label="Loading the card form" />
              </div>
            }
          >
            <StripePaymentForm
              formId={formId}
              publishableKey={plans.publishableKey ?? ''}
              clientSecret={intent.clientSecret}
              onReady={() => setStripeReady(true)}
              onSubmitting={() => {
                setDeclined(null);
                setProcessing(true);
              }}
              onResult={onStripeResult}
              onUnavailable={onStripeUnavailable}
            />
          </Suspense>
        )}

        <p className="mt-4 flex items-center gap-2 text-muted text-xs">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {isSandbox
            ? 'Card details are checked on this site and never stored.'
            : 'Card details go straight to Stripe; they never touch our servers.'}
        </p>
        <p className="mt-2 text-muted text-xs">
          By paying you agree to our{' '}
          <Link to="/terms" target="_blank" className="font-semibold text-brand-700 underline">
            Terms (opens in a new tab)
          </Link>
          . Our{' '}
          <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
            Privacy notice (opens in a new tab)
          </Link>{' '}
          says how we use your details.
        </p>

        {declined ? (
          <div
            id={declineId}
            role="alert"
            className="mt-4 rounded-lg border border-lost bg-lost-50 p-3 text-ink text-sm"
          >
            <p className="font-semibold text-lost">Payment failed</p>
            <p>{declined}</p>
          </div>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={processing}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="gold" disabled={!canPay}>
            {processing ? 'Processing...' : `Pay ${formatPounds(amount)}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
