import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS, LiveClock } from './live-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveClock', () => {
  it('shows the UK date and 12-hour time and updates every second', () => {
    vi.useFakeTimers();
    // 14:05:09 UTC in June is 3:05:09 pm in London (BST).
    vi.setSystemTime(new Date('2025-06-01T14:05:09Z'));
    render(<LiveClock />);
    const clock = screen.getByRole('timer', { name: 'UK time' });
    expect(clock).toHaveTextContent('01/06/2025 3:05:09 pm');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(clock).toHaveTextContent('01/06/2025 3:05:10 pm');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS * 60));
    expect(clock).toHaveTextContent('3:06:10 pm');
  });

  it('uses London time in winter', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-15T09:30:00Z'));
    render(<LiveClock />);
    expect(screen.getByRole('timer')).toHaveTextContent('15/01/2025 9:30:00 am');
  });
});
