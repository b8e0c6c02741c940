import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { PAYMENT_RETURN_PATH } from '../payment-flow';
import type { TConfirmResult } from './payment-dialog';

type Props = {
  formId: string;
  publishableKey: string;
  clientSecret: string;
  onReady: () => void;
  onSubmitting: () => void;
  onResult: (result: TConfirmResult) => void;
};

// One Stripe.js load per key for the page's life (loadStripe injects the script from js.stripe.com once).
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
};

const InnerForm = ({
  formId,
  onReady,
  onSubmitting,
  onResult,
}: Omit<Props, 'publishableKey' | 'clientSecret'>) => {
  const stripe = useStripe();
  const elements = useElements();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onSubmitting();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` },
      // Cards that need no extra step finish here; 3-D Secure and wallets return through /payment-success.
      redirect: 'if_required',
    });
    if (error) onResult({ kind: 'failed', message: error.message ?? 'An unexpected error occurred' });
    else if (paymentIntent?.status === 'succeeded')
      onResult({ kind: 'succeeded', paymentIntentId: paymentIntent.id });
    else onResult({ kind: 'redirected' });
  };

  return (
    <form id={formId} onSubmit={(e) => void submit(e)}>
      <PaymentElement onReady={onReady} options={{ layout: 'tabs' }} />
    </form>
  );
};

/**
 * Stripe's PaymentElement (Stripe mode only). A failure to load Stripe.js ("Failed to load Stripe.js") shows as a
 * message in place of the form; the buyer can cancel and nothing was charged.
 */
export const StripePaymentForm = ({ publishableKey, clientSecret, ...rest }: Props) => {
  const [loadError, setLoadError] = useState<string | null>(null);
  const stripePromise = useMemo(
    () =>
      stripeFor(publishableKey).catch((error: unknown) => {
        loaded.delete(publishableKey);
        setLoadError(error instanceof Error ? error.message : 'Failed to load Stripe.js');
        return null;
      }),
    [publishableKey],
  );
  if (loadError)
    return (
      <p role="alert" className="rounded-lg border border-lost bg-lost-50 p-3 text-lost text-sm">
        {loadError}. Check your connection and try again; nothing has been charged.
      </p>
    );
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <InnerForm {...rest} />
    </Elements>
  );
};
