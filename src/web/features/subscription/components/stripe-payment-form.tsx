import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { PAYMENT_RETURN_PATH } from '../payment-flow';
import type { TConfirmResult } from './payment-dialog';

type Props = {
  formId: string;
  publishableKey: string;
  clientSecret: string;
  onReady: () => void;
  onSubmitting: () => void;
  onResult: (result: TConfirmResult) => void;
  /** Stripe.js could not be loaded: the dialog keeps Pay disabled. */
  onUnavailable: () => void;
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
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  // Elements is given one promise for its life (it refuses a changed one); a failed load resolves to null there.
  const elementsStripe = useMemo(() => stripePromise.catch(() => null), [stripePromise]);
  const { onUnavailable } = rest;
  useEffect(() => {
    let live = true;
    stripePromise.catch((error: unknown) => {
      loaded.delete(publishableKey);
      if (!live) return;
      setLoadError(error instanceof Error ? error.message : 'Failed to load Stripe.js');
      onUnavailable();
    });
    return () => {
      live = false;
    };
  }, [stripePromise, publishableKey, onUnavailable]);
  if (loadError)
    return (
      <p role="alert" className="rounded-lg border border-lost bg-lost-50 p-3 text-lost text-sm">
        {loadError}. Check your connection and try again; nothing has been charged.
      </p>
    );
  return (
    <Elements stripe={elementsStripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <InnerForm {...rest} />
    </Elements>
  );
};
