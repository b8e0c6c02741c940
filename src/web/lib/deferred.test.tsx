import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred';

const Menu = ({ label, defaultOpen = false }: { label: string; defaultOpen?: boolean }) => (
  <p>
    {label} {defaultOpen ? 'open' : 'closed'}
  </p>
);

describe('deferredComponent', () => {
  it('shows the fallback first, then the component once the browser is idle, closed', async () => {
    const Deferred = deferredComponent(async () => Menu);
    render(<Deferred label="Account" fallback={() => <button type="button">Account menu</button>} />);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(await screen.findByText('Account closed')).toBeInTheDocument();
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
