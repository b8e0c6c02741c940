import type { TPaymentSuccessResponse } from '~/domain/payments.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/payment-success: the server checks with the provider, then grants the plan (once). */
export const verifyPayment = (paymentIntentId: string) =>
  apiRequest<TPaymentSuccessResponse>('POST', '/api/payment-success', { paymentIntentId });
