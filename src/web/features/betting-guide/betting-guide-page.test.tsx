import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { BettingGuidePage } from './betting-guide-page';

const renderPage = (path = '/betting-guide') =>
  // The Share menu reads the public site address (a query); in these tests it stays unanswered.
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <BettingGuidePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The sections are tested on their own (components/*.test.tsx); these check the page that puts them together.
const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('BettingGuidePage', () => {
  it('has one h1, its sections in heading order and the page title', () => {
    renderPage();

    // NOTE: one role query over the long page, read three ways (each query walks the whole page in jsdom).
    const headings = screen.getAllByRole('heading');
    const ofLevel = (level: number) => headings.filter((heading) => heading.tagName === `H${level}`);
    expect(ofLevel(1).map((heading) => heading.textContent)).toEqual(['Simple Betting Guide']);
    expect(document.title).toBe('Simple Betting Guide | RacePro');
    expect(ofLevel(2).map((heading) => heading.textContent)).toEqual([
      'Odds formats',
      'Bet types',
      'Quick tips',
      'Rule 4: when a horse is withdrawn',
      'Dead heats',
      'Premium Betting Tools',
      'Where next',
      RESPONSIBLE_GAMBLING_LINE,
    ]);
    // No heading skips a level (h1 -> h2 -> h3 -> h4 -> h5).
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('links to the tools, tips, strategies and responsible gambling pages', () => {
    renderPage('/tools/betting-guide');

    const next = within(screen.getByRole('navigation', { name: 'Where next' }));
    expect(next.getByRole('link', { name: /^Betting tools/ })).toHaveAttribute('href', '/tools');
    expect(next.getByRole('link', { name: /^Today's tips/ })).toHaveAttribute('href', '/tips');
    expect(next.getByRole('link', { name: /^Betting strategies/ })).toHaveAttribute('href', '/strategies');
    expect(next.getByRole('link', { name: /^Responsible gambling/ })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );

    const onThisPage = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(onThisPage.getByRole('link', { name: 'Bet types' })).toHaveAttribute('href', '#bet-types');
    expect(document.getElementById('bet-types')).not.toBeNull();
  });

  it('promotes the premium tools (Starter or higher) and carries the gamble-responsibly note', () => {
    renderPage();

    const promo = within(section('Premium Betting Tools'));
    expect(promo.getByText('Starter or higher')).toBeInTheDocument();
    expect(
      promo.getByText(/The Bet Calculator is free for everyone; .* need a Starter subscription or higher/),
    ).toBeInTheDocument();
    expect(promo.getByRole('link', { name: 'Open the betting tools' })).toHaveAttribute('href', '/tools');
    expect(promo.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');

    const note = within(screen.getByRole('complementary', { name: RESPONSIBLE_GAMBLING_LINE }));
    expect(note.getByText(/no guide, tip or tool can promise a profit/)).toBeInTheDocument();
    expect(note.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:08088020133');
  });
});
