import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog';

const PaymentDialog = () => (
  <Dialog>
    <DialogTrigger asChild>
      <Button variant="gold">Choose Monthly</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Complete your payment</DialogTitle>
        <DialogDescription>Monthly, £7.99 per month.</DialogDescription>
      </DialogHeader>
      <Button>Pay</Button>
    </DialogContent>
  </Dialog>
);

describe('Button', () => {
  it('is a type="button" by default and renders a child link with asChild', () => {
    render(
      <>
        <Button>Save</Button>
        <Button asChild variant="link">
          <a href="/tips">Tips</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/tips');
  });
});

describe('Dialog', () => {
  it('opens from its trigger, has a named close button and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<PaymentDialog />);
    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete your payment' });
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Monthly' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<PaymentDialog />);
    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
