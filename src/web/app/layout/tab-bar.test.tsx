import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabBar } from './tab-bar';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar />
    </MemoryRouter>,
  );

describe('TabBar', () => {
  it('has the six tabs in order with a NEW badge on Tools', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/bets',
      '/tips',
      '/tools',
      '/strategies',
      '/learn',
    ]);
    expect(within(nav).getByRole('link', { name: 'Learn Racing' })).toBeInTheDocument();
    const tools = within(nav).getByRole('link', { name: /^Tools/ });
    expect(within(tools).getByText(/new/i)).toBeInTheDocument();
    expect(within(nav).getAllByText(/^new$/i)).toHaveLength(1);
  });

  it('marks the current tab, including the /my-bets alias and nested tool pages', () => {
    renderAt('/my-bets');
    expect(screen.getByRole('link', { name: 'My Bets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Tools on a tool page', () => {
    renderAt('/tools/odds-calculator');
    expect(screen.getByRole('link', { name: /^Tools/ })).toHaveAttribute('aria-current', 'page');
  });
});
