import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import {
  dismiss,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
  useToast,
} from './use-toast';

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

describe('toast constants (spec 1 section 9)', () => {
  it('shows one toast at a time for 5000 ms, swiped 50 px to the right, removed 1000000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe('useToast', () => {
  it('keeps only the newest toast', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Second');
  });

  it('marks a dismissed toast closed and removes it after the delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Saved' }).dismiss();
    });
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(result.current.toasts).toHaveLength(0);
  });
});

describe('Toaster', () => {
  it('renders the F8 notifications region and replaces the first toast with the second', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'Tip added to your betslip' });
    });
    expect(screen.getAllByText('Tip added to your betslip').length).toBeGreaterThan(0);
    act(() => {
      toast({ title: 'Subscription updated', description: 'You are on the Free plan.' });
    });
    expect(screen.queryAllByText('Tip added to your betslip')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes with the Close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bet placed' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('closes by itself after the 5000 ms display time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Limits saved', variant: 'destructive' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
