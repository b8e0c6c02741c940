import type { TCreatePaymentIntentBody, TCreatePaymentIntentResponse } from '~/domain/payments.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/create-payment-intent (spec 1 section 7). The server checks the amount against the plan's price. */
export const createPaymentIntent = (body: TCreatePaymentIntentBody) =>
  apiRequest<TCreatePaymentIntentResponse>('POST', '/api/create-payment-intent', body);
