import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, sentBody } from '~/web/test/render-with-api';
import { PENDING_TIP_KEY, readPendingTip } from './pending-tip';
import { usePendingTip } from './use-pending-tip';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const TIP: TCreateTipBody = {
  tipDate: '2026-11-23',
  racecourse: 'York',
  raceTime: '15:35',
  horseName: 'Kyprios',
  betType: 'Win',
  odds: '5/1',
  stake: '1pt',
  analysis: 'Stays.',
  confidence: 3,
  tipster: 'RacePro Team',
  accessLevel: 'Free',
  category: 'Standard',
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

const keepOnDevice = () =>
  localStorage.setItem(PENDING_TIP_KEY, JSON.stringify({ ...TIP, submittedAt: '2026-11-23T09:00:00.000Z' }));

beforeEach(() => {
  toastMock.mockReset();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePendingTip (DESIGN.md "Honest failure")', () => {
  it('keeps a tip with the time it was saved, and never overwrites one still waiting', () => {
    mockApi({});
    const { result } = renderHook(() => usePendingTip({ canSend: false }), { wrapper });

    let kept = '';
    act(() => {
      kept = result.current.keep(TIP);
    });
    expect(kept).toBe('saved');
    expect(result.current.pending).toMatchObject(TIP);
    expect(new Date(readPendingTip()?.submittedAt ?? '').toISOString()).toBe(readPendingTip()?.submittedAt);
    act(() => {
      kept = result.current.keep({ ...TIP, horseName: 'Another' });
    });
    expect(kept).toBe('occupied');
    expect(readPendingTip()?.horseName).toBe('Kyprios');

    act(() => result.current.discard());
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
    expect(result.current.pending).toBeNull();
  });

  it('sends a tip saved earlier once the page may send, then clears it', async () => {
    keepOnDevice();
    const fetchMock = mockApi({ 'POST /api/tips': () => json({ id: 7 }, 201) });
    const { result, rerender } = renderHook(({ canSend }) => usePendingTip({ canSend }), {
      wrapper,
      initialProps: { canSend: false },
    });
    expect(result.current.pending?.horseName).toBe('Kyprios');
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ canSend: true });
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
    expect(sentBody(fetchMock, 'POST', '/api/tips')).toEqual(TIP);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Saved tip published' }));
  });

  it('sends it again when the browser comes back online, keeping it until the server takes it', async () => {
    expectConsoleError(/API error.*500/s);
    keepOnDevice();
    let isUp = false;
    const fetchMock = mockApi({
      'POST /api/tips': () => (isUp ? json({ id: 7 }, 201) : json({ error: 'Internal error' }, 500)),
      'POST /api/admin/tips': () => json({ error: 'Internal error' }, 500),
    });
    const { result } = renderHook(() => usePendingTip({ canSend: true }), { wrapper });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(1));
    await waitFor(() => expect(result.current.isSending).toBe(false));
    expect(readPendingTip()?.horseName).toBe('Kyprios');
    expect(result.current.problem).toBeNull();

    isUp = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
  });

  it('says why the server will not take it, and keeps it', async () => {
    expectConsoleError(/API error.*\/api\/tips/s);
    keepOnDevice();
    let status = 403;
    mockApi({ 'POST /api/tips': () => json({ error: 'That race has already started.' }, status) });
    const { result } = renderHook(() => usePendingTip({ canSend: true }), { wrapper });
    await waitFor(() => expect(result.current.problem).toBe('Sign in as an administrator to publish it.'));

    status = 400;
    await act(() => result.current.send());
    expect(result.current.problem).toBe('The server refused it: That race has already started.');
    expect(readPendingTip()?.horseName).toBe('Kyprios');
  });
});
