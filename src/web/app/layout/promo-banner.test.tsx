import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_MESSAGES } from '~/content/promo';
import { PROMO_ROTATION_MS, PromoBanner } from './promo-banner';

const originalMatchMedia = window.matchMedia;

const renderBanner = () =>
  render(
    <MemoryRouter>
      <PromoBanner />
    </MemoryRouter>,
  );

const region = () => screen.getByRole('region', { name: 'Promotions' });
const first = PROMO_MESSAGES[0]!.text;
const second = PROMO_MESSAGES[1]!.text;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

describe('PromoBanner', () => {
  it('has five honest messages', () => {
    expect(PROMO_MESSAGES).toHaveLength(5);
    for (const message of PROMO_MESSAGES)
      expect(message.text).not.toMatch(/guarantee|%|sure thing|risk-free/i);
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
