import { z } from 'zod';

/**
 * Web Push (issue 37): the payloads of /api/push/* and of a push message itself, shared by the server, the account
 * screen's switch and the service worker.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url text (no padding) of exactly `bytes` bytes: ceil(bytes * 4 / 3) characters. */
const ZBase64UrlBytes = (bytes: number, name: string) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), `${name} must be ${bytes} bytes in base64url`)
    .regex(BASE64URL, `${name} must be base64url (A-Z, a-z, 0-9, - and _)`);

/** The longest push service address we keep (the browsers' are well under 500 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/** A push service's address: an https URL without credentials, at most PUSH_ENDPOINT_MAX characters. */
export const ZPushEndpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
  }, 'endpoint must be an https URL');

/**
 * The browser's `PushSubscription.toJSON()` (https://www.w3.org/TR/push-api/#dom-pushsubscriptionjson): `p256dh` is
 * the browser's P-256 public key, uncompressed (65 bytes); `auth` its 16-byte secret (RFC 8291 section 2).
 */
export const ZPushSubscription = z.object({
  endpoint: ZPushEndpoint,
  /** Milliseconds since 1970 when the subscription ends (before 2100), or null (most browsers send null). */
  expirationTime: z
    .number()
    .int()
    .min(0)
    .max(Date.UTC(2100, 0, 1))
    .nullable()
    .optional(),
  keys: z.object({
    p256dh: ZBase64UrlBytes(65, 'keys.p256dh'),
    auth: ZBase64UrlBytes(16, 'keys.auth'),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** DELETE /api/push/subscribe: stop pushes to this browser. */
export const ZPushUnsubscribe = z.object({ endpoint: ZPushEndpoint });
export type TPushUnsubscribe = z.infer<typeof ZPushUnsubscribe>;

/** POST and DELETE /api/push/subscribe: whether this browser now gets the member's pushes. */
export const ZPushSubscribed = z.object({ subscribed: z.boolean() });
export type TPushSubscribed = z.infer<typeof ZPushSubscribed>;

/** GET /api/push/public-key: the VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/** The largest push message we send, in bytes of JSON (the push services accept 4,096 bytes once encrypted). */
export const PUSH_PAYLOAD_MAX_BYTES = 3 * 1024;

/**
 * What a push carries, as JSON: the notification's title and text, the page it opens (a path on this site) and its
 * tag (a newer notification with the same tag replaces the older one on the device).
 */
export const ZPushMessage = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().max(1000),
  url: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s]*$/, 'url must be a path on this site, like /tips'),
  tag: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w:.-]+$/, 'tag must be letters, digits, _ : . or -'),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;
