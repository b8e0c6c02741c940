import { AppError } from '../../errors';
import { ProviderUnavailableError } from './payment-provider';

/** The answer for a payment that is not the caller's, or does not exist (the same, so nothing is revealed). */
export const PAYMENT_NOT_FOUND = 'We could not find that payment for your account.';

/** A provider call that did not answer becomes a clear 503: nothing is known to have changed. */
export const callProvider = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider did not answer in time. Nothing has been charged twice; please try again in a moment.',
        { headers: { 'retry-after': '5' } },
      );
    throw error;
  }
};
