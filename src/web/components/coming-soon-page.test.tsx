import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it("shows the route's title and description with links home and to safer gambling", () => {
    render(
      <MemoryRouter>
        <ComingSoonPage title="My Bets" description="Track your open and settled bets here." />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
    expect(screen.getByText('Track your open and settled bets here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Responsible Gambling' })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );
    expect(document.title).toBe('My Bets | RacePro');
  });
});
