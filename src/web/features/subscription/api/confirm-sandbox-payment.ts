import type { TSandboxConfirmBody } from '~/domain/payments.contract';
import { apiRequest } from '~/web/lib/api-client';

/** POST /api/payments/sandbox/confirm: the sandbox's card form (no money moves). A decline throws with its message. */
export const confirmSandboxPayment = (body: TSandboxConfirmBody) =>
  apiRequest<{ status: string; paymentIntentId: string }>('POST', '/api/payments/sandbox/confirm', body);
