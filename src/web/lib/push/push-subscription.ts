import { apiDeleteWithBody, apiGet, apiRequest } from '~/web/lib/api-client';

/** A failure to show as it is worded. */
export class PushSetupError extends Error {}

/** GET /api/push/public-key: the server's VAPID public key (base64url), which a push subscription is made for. */
export const getPushPublicKey = async (): Promise<string> => {
  const answer = await apiGet<{ publicKey: string }>('/api/push/public-key');
  if (answer === null) throw new PushSetupError('Please sign in again to turn on notifications.');
  if (!answer.publicKey) throw new PushSetupError("Notifications aren't set up on RacePro yet.");
  return answer.publicKey;
};

/** POST /api/push/subscribe with the browser's subscription (its JSON: endpoint and keys). */
export const savePushSubscription = (subscription: PushSubscriptionJSON): Promise<unknown> =>
  apiRequest('POST', '/api/push/subscribe', subscription);

/** DELETE /api/push/subscribe { endpoint }: this device no longer gets the member's notifications. */
export const deletePushSubscription = (endpoint: string): Promise<unknown> =>
  apiDeleteWithBody('/api/push/subscribe', { endpoint });
