import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '~/web/test/render-with-api';
import { REFERRAL_QUERY_KEY, useReferral } from './get-referral';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useReferral', () => {
  it("reads the member's invite link", async () => {
    const summary = { code: 'ABCD2345', link: 'https://racepro.test/sign-up?ref=ABCD2345', joined: 2 };
    mockApi({ 'GET /api/referrals/me': () => json(summary) });
    const { result } = renderHook(() => useReferral(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(summary));
    expect(REFERRAL_QUERY_KEY[0]).not.toBe('auth');
  });

  it('answers null for a guest and asks nothing when disabled', async () => {
    const fetchMock = mockApi({ 'GET /api/referrals/me': () => json({ error: 'Sign in to continue' }, 401) });
    const { result } = renderHook(() => useReferral(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    fetchMock.mockClear();
    renderHook(() => useReferral({ enabled: false }), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
