import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_MESSAGES, promoMessagesFor } from '~/content/promo';
import { TIERS, type TTier } from '~/domain/tiers';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { json, meAs } from '~/web/test/render-with-api';
import { PROMO_HIDDEN_KEY, PROMO_ROTATION_MS, PromoBanner } from './promo-banner';

const originalMatchMedia = window.matchMedia;

/** The banner for a guest, or for a member of `tier` (the viewer is known before the first render). */
const renderBanner = (tier: TTier | null = null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(QUERY_KEYS.me, tier ? meAs(tier) : null);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PromoBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ error: 'Not signed in' }, 401)),
  );
  window.sessionStorage.clear();
});

const region = () => screen.getByRole('region', { name: 'Promotions' });
const first = PROMO_MESSAGES[0]!.text;
const second = PROMO_MESSAGES[1]!.text;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

describe('PromoBanner', () => {
  it('has five honest messages for every plan, and never offers a plan the viewer has or exceeds', () => {
    for (const tier of TIERS) {
      const messages = promoMessagesFor(tier);
      expect(messages).toHaveLength(5);
      for (const message of messages) {
        expect(`${message.text} ${message.short}`).not.toMatch(/guarantee|%|sure thing|risk-free/i);
        expect(message.short.length).toBeLessThanOrEqual(32);
      }
      const offers = messages.filter((m) => m.link.href === '/subscription').map((m) => m.id);
      expect(offers, tier).toEqual(
        tier === 'Free' ? ['starter-week'] : tier === 'Starter' ? ['monthly-upgrade'] : [],
      );
    }
  });

  it('offers guests, Free and Starter the early-supporter Lifetime places left, counted by the server', async () => {
    for (const tier of ['Free', 'Starter'] as const) {
      const offers = promoMessagesFor(tier, 9_876).filter((m) => m.link.href === '/subscription');
      expect(offers.map((m) => m.id)).toContain('lifetime-offer');
    }
    expect(promoMessagesFor('Monthly', 9_876).some((m) => m.id === 'lifetime-offer')).toBe(false);
    expect(promoMessagesFor('Free', 0).some((m) => m.id === 'lifetime-offer')).toBe(false);
    const offer = promoMessagesFor('Free', 9_876).find((m) => m.id === 'lifetime-offer')!;
    expect(offer.text).toBe('Early supporters: Lifetime for a single £39.99. 9,876 of 10,000 places left.');
    expect(offer.short.length).toBeLessThanOrEqual(32);

    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/promo/early-adopter-count')
          ? json({ remaining: 9_876, percentRemaining: 99 })
          : json({ error: 'Not signed in' }, 401),
      ),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanner();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    expect(region()).toHaveTextContent('9,876 of 10,000 places left.');
  });

  it('shows a Monthly member no plan offer', () => {
    vi.useFakeTimers();
    renderBanner('Monthly');
    for (let step = 0; step < 5; step += 1) {
      expect(region()).not.toHaveTextContent(/£|plans/i);
      act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    }
  });

  it('hides for the rest of the session', () => {
    const first = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Hide promotions' }));
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(window.sessionStorage.getItem(PROMO_HIDDEN_KEY)).toBe('1');
    first.unmount();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });

  it('rotates every 5 seconds and wraps round', () => {
    vi.useFakeTimers();
    renderBanner();
    expect(region()).toHaveTextContent(first);
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS - 1));
    expect(region()).toHaveTextContent(first);
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toHaveTextContent(second);
    for (let step = 2; step <= PROMO_MESSAGES.length; step += 1)
      act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    expect(region()).toHaveTextContent(first);
  });

  it('stops when paused and resumes with play', () => {
    vi.useFakeTimers();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause promotions' }));
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS * 3));
    expect(region()).toHaveTextContent(first);
    fireEvent.click(screen.getByRole('button', { name: 'Play promotions' }));
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS));
    expect(region()).toHaveTextContent(second);
  });

  it('does not rotate when the user prefers reduced motion, but Next still works', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    vi.useFakeTimers();
    renderBanner();
    act(() => vi.advanceTimersByTime(PROMO_ROTATION_MS * 3));
    expect(region()).toHaveTextContent(first);
    expect(screen.getByRole('button', { name: 'Play promotions' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(region()).toHaveTextContent(second);
  });
});
