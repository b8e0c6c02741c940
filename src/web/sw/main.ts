import { createServiceWorker, type TPrecache } from './service-worker';

/**
 * The service worker's entry, built on its own into /sw.js by scripts/service-worker-step.ts, which puts the build's
 * shell files and their version in `__PRECACHE__`. The worker's global scope, typed as far as it is used here (the
 * DOM library the rest of the app compiles against has no service-worker types).
 */
declare const __PRECACHE__: TPrecache;

type TExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type TFetchEvent = TExtendableEvent & {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};
type TPushEvent = TExtendableEvent & { data: { json: () => unknown } | null };
type TNotificationEvent = TExtendableEvent & { notification: Notification };
type TMessageEvent = TExtendableEvent & { data: unknown };
type TClient = {
  url: string;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<TClient | null>;
};
type TWorkerScope = {
  location: Location;
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting: () => Promise<void>;
  registration: ServiceWorkerRegistration;
  clients: {
    claim: () => Promise<void>;
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<TClient[]>;
    openWindow: (url: string) => Promise<TClient | null>;
  };
  addEventListener: ((type: 'install' | 'activate', listener: (event: TExtendableEvent) => void) => void) &
    ((type: 'fetch', listener: (event: TFetchEvent) => void) => void) &
    ((type: 'push', listener: (event: TPushEvent) => void) => void) &
    ((type: 'notificationclick', listener: (event: TNotificationEvent) => void) => void) &
    ((type: 'message', listener: (event: TMessageEvent) => void) => void);
};

const scope = self as unknown as TWorkerScope;

const worker = createServiceWorker(
  {
    origin: scope.location.origin,
    caches: scope.caches,
    fetch: (request) => scope.fetch(request),
    now: () => new Date(),
    skipWaiting: () => scope.skipWaiting(),
    claimClients: () => scope.clients.claim(),
    showNotification: (title, options) => scope.registration.showNotification(title, options),
    windowClients: () => scope.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    openWindow: (url) => scope.clients.openWindow(url),
  },
  __PRECACHE__,
);

scope.addEventListener('install', (event) => event.waitUntil(worker.install()));
scope.addEventListener('activate', (event) => event.waitUntil(worker.activate()));
scope.addEventListener('fetch', (event) => {
  const plan = worker.fetch(event.request);
  if (plan.waitUntil) event.waitUntil(plan.waitUntil);
  if (plan.respond) event.respondWith(plan.respond);
});
scope.addEventListener('message', (event) => event.waitUntil(worker.message(event.data)));
scope.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: the notification says to open the app.
  }
  event.waitUntil(worker.push(data));
});
scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(worker.notificationClick(event.notification.data));
});
