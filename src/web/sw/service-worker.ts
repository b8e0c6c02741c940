import {
  isKeptApiRead,
  isSessionChange,
  OFFLINE_COPY_HEADER,
  SKIP_WAITING_MESSAGE,
  type TPushPayload,
} from './protocol';

/**
 * The service worker's rules (src/web/sw/main.ts wires them to the browser's events; tests give them stand-ins):
 * - the app shell (index.html and the build's files, listed at build time by scripts/service-worker-step.ts) is stored
 *   on install, so the app opens offline: pages go to the network first and fall back to the stored index.html, the
 *   build's hashed files come from the store;
 * - the reads My Bets needs (protocol.ts `isKeptApiRead`) go to the network first, and their last 200 answer is kept;
 *   when the network fails the kept copy is served marked with the time it was stored, never as a fresh answer;
 * - every other request is left to the browser;
 * - a new worker waits until the app asks it to take over ("New version: reload") or every tab has closed;
 * - a push message shows a notification, and tapping it opens or focuses its page.
 */

/** Each build's shell is stored under its own name; older ones are deleted when a new worker takes over. */
export const SHELL_CACHE_PREFIX = 'racepro-shell-';
/** The kept API answers (one member's at a time: dropped on sign-in, sign-out and a 401). */
export const API_CACHE = 'racepro-api-v1';
/** The page served for any address when the network fails: the build's index.html (the shell, no screen in it). */
export const SHELL_PAGE = '/index.html';
const STORED_AT_HEADER = 'x-racepro-stored-at';
/** The app's icon, shown beside a notification. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export type TPrecache = { version: string; urls: readonly string[] };

type TWindowClient = {
  url: string;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<TWindowClient | null>;
};

/** The browser as the worker uses it. */
export type TWorkerHost = {
  origin: string;
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now: () => Date;
  skipWaiting: () => Promise<void>;
  claimClients: () => Promise<void>;
  showNotification: (title: string, options: NotificationOptions) => Promise<void>;
  windowClients: () => Promise<readonly TWindowClient[]>;
  openWindow: (url: string) => Promise<unknown>;
};

/** What to do with a request: answer it (`respond`), keep the worker alive for some work (`waitUntil`), or neither. */
export type TFetchPlan = { respond?: Promise<Response>; waitUntil?: Promise<unknown> };

const withHeaders = (response: Response, change: (headers: Headers) => void): Response => {
  const headers = new Headers(response.headers);
  change(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

const PUSH_LIMITS = { title: 120, body: 400, tag: 64, url: 500 } as const;

/** A same-site path to open (`/bets`), or `/` for anything else: a notification never opens another site. */
export const safePath = (value: unknown): string =>
  typeof value === 'string' &&
  value.length <= PUSH_LIMITS.url &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\')
    ? value
    : '/';

const bounded = (value: unknown, limit: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, limit) : null;

/**
 * A push message's payload, checked: the server's `{ title, body, url, tag }`, or a plain "open RacePro" when it cannot
 * be read (a push must always show a notification).
 */
export const readPushPayload = (data: unknown): TPushPayload => {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    title: bounded(record.title, PUSH_LIMITS.title) ?? 'RacePro',
    body: bounded(record.body, PUSH_LIMITS.body) ?? 'Open RacePro for the latest.',
    url: safePath(record.url),
    tag: bounded(record.tag, PUSH_LIMITS.tag) ?? 'racepro',
  };
};

export const createServiceWorker = (host: TWorkerHost, precache: TPrecache) => {
  const shellCache = `${SHELL_CACHE_PREFIX}${precache.version}`;
  const precached = new Set(precache.urls);

  const fromShell = async (request: Request): Promise<Response> => {
    const cache = await host.caches.open(shellCache);
    return (await cache.match(request, { ignoreVary: true })) ?? host.fetch(request);
  };

  const page = async (request: Request): Promise<Response> => {
    try {
      return await host.fetch(request);
    } catch (error) {
      const cache = await host.caches.open(shellCache);
      const shell = await cache.match(SHELL_PAGE, { ignoreVary: true });
      if (!shell) throw error;
      return shell;
    }
  };

  const keptRead = async (request: Request): Promise<Response> => {
    const cache = await host.caches.open(API_CACHE);
    let response: Response;
    try {
      response = await host.fetch(request);
    } catch (error) {
      const copy = await cache.match(request, { ignoreVary: true });
      if (!copy) throw error;
      const storedAt = copy.headers.get(STORED_AT_HEADER) ?? '';
      return withHeaders(copy, (headers) => {
        headers.delete(STORED_AT_HEADER);
        headers.set(OFFLINE_COPY_HEADER, storedAt);
      });
    }
    if (response.status === 200) {
      const storedAt = host.now().toISOString();
      await cache.put(
        request,
        withHeaders(response.clone(), (headers) => headers.set(STORED_AT_HEADER, storedAt)),
      );
    } else if (response.status === 401) {
      // Signed out: nothing of the last member's stays on the device.
      await host.caches.delete(API_CACHE);
    }
    return response;
  };

  return {
    /** Stores this build's shell. The worker then waits: it never takes over from a running one by itself. */
    install: async () => {
      const cache = await host.caches.open(shellCache);
      await cache.addAll([...precache.urls]);
    },

    /** Deletes older builds' shells and takes charge of the open pages. */
    activate: async () => {
      const names = await host.caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache)
          .map((name) => host.caches.delete(name)),
      );
      await host.claimClients();
    },

    fetch: (request: Request): TFetchPlan => {
      const url = new URL(request.url);
      if (url.origin !== host.origin) return {};
      if (request.method !== 'GET')
        return isSessionChange(url.pathname) ? { waitUntil: host.caches.delete(API_CACHE) } : {};
      if (request.mode === 'navigate')
        return url.pathname.startsWith('/api/') ? {} : { respond: page(request) };
      if (isKeptApiRead(url.pathname)) return { respond: keptRead(request) };
      if (precached.has(url.pathname)) return { respond: fromShell(request) };
      return {};
    },

    message: async (data: unknown) => {
      if (data === SKIP_WAITING_MESSAGE) await host.skipWaiting();
    },

    push: async (data: unknown) => {
      const { title, body, url, tag } = readPushPayload(data);
      await host.showNotification(title, { body, tag, icon: NOTIFICATION_ICON, data: { url } });
    },

    /** Focuses a tab already on the notification's page, else turns an open tab to it, else opens one. */
    notificationClick: async (data: unknown) => {
      const url = safePath(data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined);
      const target = new URL(url, host.origin).href;
      const windows = await host.windowClients();
      const onPage = windows.find((client) => client.url === target);
      if (onPage) return onPage.focus();
      const open = windows.find((client) => client.navigate);
      if (open?.navigate) {
        const navigated = await open.navigate(target).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return host.openWindow(target);
    },
  };
};
