import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NOW_TICK_MS } from '~/web/lib/use-now';
import { OffCountdown } from './off-countdown';

afterEach(() => {
  vi.useRealTimers();
});

it('counts down to the off on one shared timer and says when the race is off', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T14:12:45.000Z'));
  const { unmount } = render(
    <>
      <OffCountdown startsAt="2026-11-22T14:30:00.000Z" />
      <OffCountdown startsAt="2026-11-22T14:14:00.000Z" />
    </>,
  );
  expect(screen.getByText('Off in 18 min')).toBeInTheDocument();
  expect(screen.getByText('Off in 2 min')).toBeInTheDocument();
  expect(vi.getTimerCount()).toBe(1);

  act(() => vi.advanceTimersByTime(6 * NOW_TICK_MS));
  expect(screen.getByText('Off in 17 min')).toBeInTheDocument();
  expect(screen.getByText('Off in under 1 min')).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(12 * NOW_TICK_MS));
  expect(screen.getByText('Race off, result to follow')).toBeInTheDocument();
  expect(screen.getByText('Race off, result to follow').closest('time')).toHaveAttribute(
    'datetime',
    '2026-11-22T14:14:00.000Z',
  );

  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
