/**
 * What the service worker (src/web/sw/service-worker.ts) and the app agree on. Kept free of React and the DOM so the
 * worker's bundle carries only this.
 */

/** The worker's address: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The header the worker puts on an API answer it serves from its copy because the network failed: when that copy was
 * stored (an ISO instant). The app reads it and says it is showing a copy (src/web/lib/offline-copy.ts); an answer
 * without it came from the server just now.
 */
export const OFFLINE_COPY_HEADER = 'x-racepro-offline-copy';

/**
 * The reads whose last answer the worker keeps, so My Bets opens offline (the bet lists, the period's figures and
 * breakdown, each with its query).
 */
const KEPT_API_READS = new Set(['/api/bets', '/api/bets/summary', '/api/bets/breakdown', '/api/auth/me']);
export const isKeptApiRead = (pathname: string): boolean => KEPT_API_READS.has(pathname);

/**
 * Writes after which the kept answers may belong to someone else, or to nobody: any write under /api/auth (signing in,
 * up or out, a confirmed e-mail or a new password, which start sessions), the admin's sign-in and out, and closing the
 * account. The worker drops its copies as they go by, so one member's bets never open for the next person on the device.
 */
export const isSessionChange = (pathname: string): boolean =>
  pathname.startsWith('/api/auth/') || /^\/api\/(admin\/login|admin\/logout|account)$/.test(pathname);

/** The message the app sends a waiting worker when the member taps "New version: reload". */
export const SKIP_WAITING_MESSAGE = 'racepro-skip-waiting';

/** A push message's payload as the server sends it (JSON). */
export type TPushPayload = { title: string; body: string; url: string; tag: string };
