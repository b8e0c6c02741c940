import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { TTier } from '~/domain/tiers';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The /api/auth/me answer for a signed-in member of `tier` (or an administrator). */
export const meAs = (
  tier: TTier,
  {
    id = 1,
    role = 'user',
    oddsFormat = 'fractional',
  }: { id?: number; role?: 'user' | 'admin'; oddsFormat?: 'fractional' | 'decimal' } = {},
) => ({
  user: {
    id,
    email: `${role === 'admin' ? 'admin' : tier.toLowerCase()}@example.com`,
    username: role === 'admin' ? 'admin' : null,
    role,
    oddsFormat,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  subscription: { tier, startDate: null, endDate: null, lastPaymentDate: null, userId: id, isActive: true },
});

/** The /api/site answer: in demo mode with the default demo accounts, or without them. */
export const siteInfoAs = ({
  demo = false,
  supportEmail = 'help@racepro.test',
  adminPassword = 'admin' as string | null,
} = {}) => ({
  demo,
  supportEmail,
  publicSiteUrl: 'https://racepro.test',
  trader: { name: 'Paddock Data Ltd', address: '2 Rowley Mile, Newmarket, CB8 0TF', email: supportEmail },
  demoAccounts: demo
    ? {
        password: 'demo-pass',
        members: [
          { email: 'free@example.com', tier: 'Free' },
          { email: 'starter@example.com', tier: 'Starter' },
          { email: 'monthly@example.com', tier: 'Monthly' },
          { email: 'lifetime@example.com', tier: 'Lifetime' },
        ],
        admin: { username: 'admin', password: adminPassword },
      }
    : null,
});

type THandler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Routes keyed "METHOD /path" (no query string); the handler sees the full URL and the request. */
export const mockApi = (routes: Record<string, THandler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://racepro.test');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

export const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, pathname: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://racepro.test'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === method);

export const sentBody = (
  fetchMock: ReturnType<typeof mockApi>,
  method: string,
  pathname: string,
): unknown => {
  const call = callsTo(fetchMock, method, pathname).at(-1);
  return call ? JSON.parse(String(call.init?.body)) : undefined;
};

/** A retry-free client and a router with the given screen at `path`, plus /tips, /admin and /sign-in stand-ins. */
export const renderRoute = (path: string, routePath: string, element: ReactNode) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          {routePath === '/' ? null : <Route path="/" element={<p>Home screen</p>} />}
          <Route path="/tips" element={<p>Tips screen</p>} />
          {routePath.startsWith('/admin') ? null : <Route path="/admin" element={<p>Admin screen</p>} />}
          {routePath === '/sign-in' ? null : <Route path="/sign-in" element={<p>Sign-in screen</p>} />}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
};
