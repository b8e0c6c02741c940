import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '~/web/lib/query-client';
import { bankrollExample } from './bankroll-guidance';
import { ResponsibleGamblingPage } from './responsible-gambling-page';

const renderPage = (path = '/responsible-gambling') => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ResponsibleGamblingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            demo: false,
            supportEmail: 'support@racepro.test',
            publicSiteUrl: 'https://racepro.test',
            demoAccounts: null,
          }),
          { status: 200 },
        ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResponsibleGamblingPage', () => {
  it('has the #bankroll section with the 10% guidance and a worked example', () => {
    const { container } = renderPage();

    const bankroll = container.querySelector('#bankroll');
    expect(bankroll).not.toBeNull();
    const section = within(bankroll as HTMLElement);
    expect(section.getByRole('heading', { level: 2, name: 'Bankroll management' })).toBeInTheDocument();
    expect(section.getByText(/10% of your bankroll on a single bet/)).toBeInTheDocument();
    expect(section.getByText(/10% in a single day/)).toBeInTheDocument();
    expect(section.getAllByText('2–3%').length).toBeGreaterThan(0);
    expect(section.getAllByText('1–5%').length).toBeGreaterThan(0);
    expect(section.getByRole('table')).toHaveTextContent('£500.00');
    expect(section.getByText(/stop for the day after losing £25\.00/)).toBeInTheDocument();
  });

  it('gives helplines as tel: links and external sites in a new tab', async () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Call 0808 8020 133/ })[0]).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(screen.getByRole('link', { name: /Call 116 123/ })).toHaveAttribute('href', 'tel:116123');
    for (const name of [
      'National Gambling Helpline',
      'GamCare',
      'GAMSTOP',
      'Gamblers Anonymous UK',
      'Samaritans',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    // GamCare runs the National Gambling Helpline; GambleAware closed on 31 March 2026.
    const national = screen.getByRole('heading', { level: 3, name: 'National Gambling Helpline' })
      .parentElement as HTMLElement;
    expect(national).toHaveTextContent(/Run by GamCare/);
    expect(within(national).getByRole('link', { name: /gamcare\.org\.uk/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk/get-support/talk-to-us-now/',
    );
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/gambleaware/i);
    for (const link of screen.getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(await screen.findByRole('link', { name: 'support@racepro.test' })).toHaveAttribute(
      'href',
      'mailto:support@racepro.test',
    );
    expect(screen.getByText('Contact our support team at')).toBeInTheDocument();
  });

  it('links the account limits and strategies, and keeps headings in order', () => {
    renderPage();

    expect(screen.getByRole('link', { name: /Manage Your Betting Limits/ })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(screen.getByRole('link', { name: /Betting strategies/ })).toHaveAttribute('href', '/strategies');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      'Get help now',
      'Signs of a problem',
      'Tools to stay in control',
      'Bankroll management',
      'Under 18s',
      'Our commitments',
    ]);
    expect(screen.getByText(/never take bets/i)).toBeInTheDocument();
  });
});

describe('bankrollExample', () => {
  it('applies spec 1 section 9 to £500', () => {
    expect(bankrollExample(500)).toEqual({
      bankroll: 500,
      maxPerBet: 50,
      maxPerDay: 50,
      typical: { min: 10, max: 15 },
      risky: { min: 5, max: 25 },
      stopLoss: 25,
    });
  });
});
