import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismiss, toast } from '~/web/components/ui/use-toast';
import { DeferredToaster } from './deferred-toaster';

afterEach(() => act(() => dismiss()));

describe('DeferredToaster', () => {
  it('shows a toast raised before the visitor has touched the page within a second', async () => {
    render(<DeferredToaster />);
    act(() => {
      toast({ title: 'Payment successful', description: 'Monthly is active.' });
    });
    // No touch, key or pointer: without the toast loading it, the toaster would wait for the quiet spell (10 s).
    expect(await screen.findByText('Payment successful', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(screen.getByText('Monthly is active.')).toBeInTheDocument();
  });
});
