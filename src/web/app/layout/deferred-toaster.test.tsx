import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismiss, toast } from '~/web/components/ui/use-toast';
import { DeferredToaster } from './deferred-toaster';

afterEach(() => act(() => dismiss()));

describe('DeferredToaster', () => {
  // The bound is behavioural, not a speed target: without loading on the toast, the toaster waits for the quiet spell
  // (10 s); 5 s leaves a busy machine room for the dynamic import while still telling the two apart.
  it('shows a toast raised before the visitor has touched the page without waiting for the quiet spell', async () => {
    render(<DeferredToaster />);
    act(() => {
      toast({ title: 'Payment successful', description: 'Monthly is active.' });
    });
    // No touch, key or pointer: without the toast loading it, the toaster would wait for the quiet spell (10 s).
    expect(await screen.findByText('Payment successful', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Monthly is active.')).toBeInTheDocument();
  }, 8000);
});
