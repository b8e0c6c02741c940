import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_LOAD_MS } from '~/web/lib/deferred';
import { json, mockApi, renderRoute, siteInfoAs } from '~/web/test/render-with-api';

// The share code is a lazy import: each test loads the wrapper afresh (its "already wanted" memory included).
const renderWrapper = async (variant: 'full' | 'compact') => {
  vi.resetModules();
  mockApi({ 'GET /api/site': () => json(siteInfoAs()) });
  const { ShareButtons } = await import('./share-buttons');
  return renderRoute(
    '/tips',
    '/tips',
    <ShareButtons title="RacePro tips" text="Today's tips" variant={variant} />,
  );
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShareButtons while its code is away', () => {
  it('keeps its place and loads nothing in the first seconds, then shows the buttons at the first touch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWrapper('full');
    await act(async () => {
      vi.advanceTimersByTime(QUIET_LOAD_MS - 1);
    });
    expect(screen.queryByRole('list', { name: 'Share' })).not.toBeInTheDocument();
    vi.useRealTimers();
    fireEvent.touchStart(document.body);
    expect(await screen.findByRole('button', { name: 'Facebook' })).toBeInTheDocument();
  });

  it('loads on its own once the page has been quiet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    await renderWrapper('full');
    await act(async () => {
      vi.advanceTimersByTime(QUIET_LOAD_MS);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Facebook' })).toBeInTheDocument();
  });

  it('opens the Share via menu when its Share button is pressed before the code has arrived', async () => {
    await renderWrapper('compact');
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toBeEnabled();
    // A press is not a pointer moving over the page first (a keyboard press on the focused button).
    act(() => share.click());
    await waitFor(() => expect(screen.getByRole('menu', { name: /Share via/ })).toBeInTheDocument());
  });
});
