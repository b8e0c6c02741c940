import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, meAs, mockApi } from '~/web/test/render-with-api';
import { seedGuest } from './get-me';
import { useViewer } from './use-viewer';

const clientWith = (seed: boolean) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (seed) seedGuest(client);
  return client;
};
const wrapperFor =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useViewer', () => {
  it('is not known until /api/auth/me answers', async () => {
    mockApi({ 'GET /api/auth/me': () => json(meAs('Monthly')) });
    const { result } = renderHook(() => useViewer(), { wrapper: wrapperFor(clientWith(false)) });
    expect(result.current.isKnown).toBe(false);
    await waitFor(() => expect(result.current.isKnown).toBe(true));
    expect(result.current).toMatchObject({ isSignedIn: true, tier: 'Monthly' });
    expect(result.current.hasTier('Starter')).toBe(true);
  });

  it("on a page marked as a guest's, is a known guest from the first render, and the server still confirms it", async () => {
    const fetchMock = mockApi({ 'GET /api/auth/me': () => json({ error: 'Sign in to continue' }, 401) });
    const renders: boolean[] = [];
    const { result } = renderHook(
      () => {
        const viewer = useViewer();
        renders.push(viewer.isKnown);
        return viewer;
      },
      { wrapper: wrapperFor(clientWith(true)) },
    );
    expect(renders[0]).toBe(true);
    expect(result.current).toMatchObject({ isSignedIn: false, tier: 'Free', me: null });
    expect(result.current.hasTier('Starter')).toBe(false);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(result.current.isSignedIn).toBe(false);
  });

  it('a guest mark the server contradicts (a page from the cache after signing in) gives way to the member', async () => {
    mockApi({ 'GET /api/auth/me': () => json(meAs('Lifetime')) });
    const { result } = renderHook(() => useViewer(), { wrapper: wrapperFor(clientWith(true)) });
    expect(result.current.isSignedIn).toBe(false);
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.tier).toBe('Lifetime');
  });
});
