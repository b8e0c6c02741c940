import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, QUIET_LOAD_MS } from './deferred';

const Menu = ({ label, defaultOpen = false }: { label: string; defaultOpen?: boolean }) => (
  <p>
    {label} {defaultOpen ? 'open' : 'closed'}
  </p>
);

describe('deferredComponent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the fallback and loads nothing until the visitor touches the page, then the component, closed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Menu);
    const Deferred = deferredComponent(load);
    render(<Deferred label="Account" fallback={() => <button type="button">Account menu</button>} />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    // Up to the last moment of the quiet spell, nothing has loaded.
    await act(async () => {
      vi.advanceTimersByTime(QUIET_LOAD_MS - 1);
    });
    expect(load).not.toHaveBeenCalled();
    fireEvent.touchStart(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('Account closed')).toBeInTheDocument();
  });

  it.each([
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a pointer moving', () => fireEvent.pointerMove(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('also loads at %s', async (_name, intent) => {
    const Deferred = deferredComponent(async () => Menu);
    render(<Deferred label="Chat" />);
    intent();
    expect(await screen.findByText('Chat closed')).toBeInTheDocument();
  });

  it('loads after a quiet spell with no sign of use, and not before', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Menu);
    const Deferred = deferredComponent(load);
    render(<Deferred label="Toasts" />);
    await act(async () => {
      vi.advanceTimersByTime(QUIET_LOAD_MS - 1);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('Toasts closed')).toBeInTheDocument();
  });

  it('loads at once and opens for someone who pressed the fallback before it arrived', async () => {
    let release: (component: typeof Menu) => void = () => {};
    const Deferred = deferredComponent(() => new Promise<typeof Menu>((resolve) => (release = resolve)));
    render(
      <Deferred
        label="Account"
        fallback={(activate) => (
          <button type="button" onClick={activate}>
            Account menu
          </button>
        )}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    release(Menu);
    expect(await screen.findByText('Account open')).toBeInTheDocument();
  });
});
