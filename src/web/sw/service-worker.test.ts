import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_COPY_HEADER, SKIP_WAITING_MESSAGE } from './protocol';
import {
  API_CACHE,
  createServiceWorker,
  NOTIFICATION_ICON,
  readPushPayload,
  SHELL_CACHE_PREFIX,
  type TWorkerHost,
} from './service-worker';

const ORIGIN = 'https://racepro.test';
const at = (path: string) => `${ORIGIN}${path}`;

/** The browser's Cache Storage, in memory: answers by URL (the worker asks it to ignore Vary). */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  constructor(private readonly fetchFor: (request: Request) => Promise<Response>) {}
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    const keyOf = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    return {
      match: async (request: Request | string) => entries.get(keyOf(request))?.clone(),
      put: async (request: Request | string, response: Response) => {
        entries.set(keyOf(request), new Response(await response.arrayBuffer(), response));
      },
      addAll: async (requests: string[]) => {
        for (const url of requests) {
          const response = await this.fetchFor(new Request(at(url)));
          if (!response.ok) throw new TypeError(`${url}: ${response.status}`);
          entries.set(keyOf(url), response);
        }
      },
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** A network that answers from a table, or fails when switched off. */
const network = () => {
  const answers = new Map<string, () => Response>();
  const state = { isOnline: true, calls: [] as string[] };
  const fetch = vi.fn(async (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    if (!state.isOnline) throw new TypeError('Failed to fetch');
    const answer = answers.get(new URL(request.url).pathname);
    return answer ? answer() : new Response('not found', { status: 404 });
  });
  return { answers, state, fetch };
};

const json = (value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

const setUp = (urls = ['/index.html', '/assets/index-abc.js']) => {
  const net = network();
  net.answers.set('/index.html', () => new Response('<!doctype html><title>shell</title>'));
  net.answers.set('/assets/index-abc.js', () => new Response('console.info(1)'));
  const caches = new FakeCaches(net.fetch);
  let now = new Date('2026-06-13T13:32:00Z');
  const host: TWorkerHost = {
    origin: ORIGIN,
    caches: caches as unknown as CacheStorage,
    fetch: net.fetch,
    now: () => now,
    skipWaiting: vi.fn(async () => {}),
    claimClients: vi.fn(async () => {}),
    showNotification: vi.fn(async () => {}),
    windowClients: vi.fn(async () => []),
    openWindow: vi.fn(async () => null),
  };
  const worker = createServiceWorker(host, { version: 'v2', urls });
  return { worker, host, net, caches, setNow: (date: Date) => (now = date) };
};

const get = (path: string, init: RequestInit = {}) => new Request(at(path), init);
const page = (path: string) => ({ url: at(path), method: 'GET', mode: 'navigate' }) as unknown as Request;

describe('the app shell', () => {
  it('is stored on install, and a page opens from it when the network fails', async () => {
    const { worker, net } = setUp();
    await worker.install();
    net.state.isOnline = false;
    const plan = worker.fetch(page('/bets'));
    const response = await plan.respond!;
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it("serves the build's files from the store, and pages from the network while it answers", async () => {
    const { worker, net } = setUp();
    await worker.install();
    net.state.calls.length = 0;
    const script = await worker.fetch(get('/assets/index-abc.js')).respond!;
    expect(await script.text()).toBe('console.info(1)');
    expect(net.state.calls).toEqual([]);
    net.answers.set('/bets', () => new Response('<p>the server page</p>'));
    expect(await (await worker.fetch(page('/bets')).respond!).text()).toBe('<p>the server page</p>');
  });

  it('leaves other sites, writes, other API reads and unknown files to the browser', () => {
    const { worker } = setUp();
    expect(worker.fetch(new Request('https://elsewhere.test/x.js'))).toEqual({});
    expect(worker.fetch(get('/api/tips'))).toEqual({});
    expect(worker.fetch(get('/api/bets', { method: 'POST', body: '{}' }))).toEqual({});
    expect(worker.fetch(get('/robots.txt'))).toEqual({});
    expect(worker.fetch(page('/api/bets/export.csv'))).toEqual({});
  });

  it("deletes older builds' shells when it takes over, and takes charge of the open pages", async () => {
    const { worker, host, caches } = setUp();
    await caches.open(`${SHELL_CACHE_PREFIX}v1`);
    await caches.open(API_CACHE);
    await worker.install();
    await worker.activate();
    expect(await caches.keys()).toEqual([API_CACHE, `${SHELL_CACHE_PREFIX}v2`]);
    expect(host.claimClients).toHaveBeenCalled();
  });

  it('takes over from a running version only when the app asks', async () => {
    const { worker, host } = setUp();
    await worker.install();
    expect(host.skipWaiting).not.toHaveBeenCalled();
    await worker.message('something else');
    expect(host.skipWaiting).not.toHaveBeenCalled();
    await worker.message(SKIP_WAITING_MESSAGE);
    expect(host.skipWaiting).toHaveBeenCalledTimes(1);
  });
});

describe('the reads My Bets needs', () => {
  const BETS = '/api/bets?status=Open&page=1&pageSize=50';

  it('come from the network while it answers, unmarked', async () => {
    const { worker, net } = setUp();
    net.answers.set('/api/bets', () => json([{ id: 1 }], { 'x-total-count': '1' }));
    const response = await worker.fetch(get(BETS)).respond!;
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect(response.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
  });

  it('are answered from the last copy when the network fails, marked with when it was stored', async () => {
    const { worker, net, setNow } = setUp();
    net.answers.set('/api/bets', () => json([{ id: 1 }], { 'x-total-count': '1' }));
    await (await worker.fetch(get(BETS)).respond!).text();
    setNow(new Date('2026-06-13T15:00:00Z'));
    net.state.isOnline = false;
    const copy = await worker.fetch(get(BETS)).respond!;
    expect(copy.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-06-13T13:32:00.000Z');
    expect(copy.headers.get('x-total-count')).toBe('1');
    expect(await copy.json()).toEqual([{ id: 1 }]);
  });

  it('fail as the network failed when there is no copy (each query its own)', async () => {
    const { worker, net } = setUp();
    net.answers.set('/api/bets', () => json([]));
    await (await worker.fetch(get(BETS)).respond!).text();
    net.state.isOnline = false;
    await expect(worker.fetch(get('/api/bets?status=Won&page=1&pageSize=50')).respond!).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('keep no error answer, and hand a server fault on as it came', async () => {
    const { worker, net } = setUp();
    net.answers.set('/api/bets/summary', () => json({ stake: 5 }));
    await (await worker.fetch(get('/api/bets/summary')).respond!).text();
    net.answers.set('/api/bets/summary', () => new Response('down', { status: 503 }));
    const fault = await worker.fetch(get('/api/bets/summary')).respond!;
    expect(fault.status).toBe(503);
    net.state.isOnline = false;
    const copy = await worker.fetch(get('/api/bets/summary')).respond!;
    expect(await copy.json()).toEqual({ stake: 5 });
  });

  it("are dropped when the member signs out or in, or the server says they are signed out: nobody sees another's bets", async () => {
    const { worker, net, caches } = setUp();
    net.answers.set('/api/auth/me', () => json({ user: { id: 1 } }));
    await (await worker.fetch(get('/api/auth/me')).respond!).text();
    expect(caches.stores.has(API_CACHE)).toBe(true);
    await worker.fetch(get('/api/auth/logout', { method: 'POST' })).waitUntil;
    expect(caches.stores.has(API_CACHE)).toBe(false);

    await (await worker.fetch(get('/api/auth/me')).respond!).text();
    net.answers.set('/api/auth/me', () => new Response('{"error":"Not signed in"}', { status: 401 }));
    expect((await worker.fetch(get('/api/auth/me')).respond!).status).toBe(401);
    net.state.isOnline = false;
    await expect(worker.fetch(get('/api/auth/me')).respond!).rejects.toThrow('Failed to fetch');
  });
});

describe('push messages', () => {
  it("show the server's title, text and tag, and remember the page to open", async () => {
    const { worker, host } = setUp();
    await worker.push({ title: 'Tips are out', body: '3 tips for today', url: '/tips', tag: 'tips-out' });
    expect(host.showNotification).toHaveBeenCalledWith('Tips are out', {
      body: '3 tips for today',
      tag: 'tips-out',
      icon: NOTIFICATION_ICON,
      data: { url: '/tips' },
    });
  });

  it('never open another site, and still show a notification when the payload cannot be read', () => {
    expect(readPushPayload({ title: 'x', body: 'y', url: 'https://evil.test/', tag: 't' }).url).toBe('/');
    expect(readPushPayload({ title: 'x', body: 'y', url: '//evil.test/', tag: 't' }).url).toBe('/');
    expect(readPushPayload(null)).toEqual({
      title: 'RacePro',
      body: 'Open RacePro for the latest.',
      url: '/',
      tag: 'racepro',
    });
    expect(readPushPayload({ title: 'T'.repeat(500), body: 'b', url: '/', tag: 't' }).title).toHaveLength(
      120,
    );
  });

  it('a tap focuses a tab already on the page, else opens one', async () => {
    const { worker, host } = setUp();
    const onBets = { url: at('/bets'), focus: vi.fn(async () => {}) };
    vi.mocked(host.windowClients).mockResolvedValueOnce([{ url: at('/tips'), focus: vi.fn() }, onBets]);
    await worker.notificationClick({ url: '/bets' });
    expect(onBets.focus).toHaveBeenCalled();
    expect(host.openWindow).not.toHaveBeenCalled();

    await worker.notificationClick({ url: '/bets?tab=settled' });
    expect(host.openWindow).toHaveBeenCalledWith(at('/bets?tab=settled'));
  });

  it('a tap turns an open tab to the page when there is one', async () => {
    const { worker, host } = setUp();
    const turned = { url: at('/results'), focus: vi.fn(async () => {}) };
    const tab = { url: at('/tips'), focus: vi.fn(), navigate: vi.fn(async () => turned) };
    vi.mocked(host.windowClients).mockResolvedValueOnce([tab]);
    await worker.notificationClick({ url: '/results' });
    expect(tab.navigate).toHaveBeenCalledWith(at('/results'));
    expect(turned.focus).toHaveBeenCalled();
    expect(host.openWindow).not.toHaveBeenCalled();
  });
});
