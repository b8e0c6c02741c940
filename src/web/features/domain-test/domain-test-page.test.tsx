import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '~/web/lib/query-client';
import { DomainTestPage } from './domain-test-page';
import { matchesConfiguredHost, readCurrentAddress } from './read-current-address';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DomainTestPage', () => {
  it('reports the hostname, protocol and that localhost is a default hosting domain', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              demo: true,
              supportEmail: 'help@racepro.test',
              publicSiteUrl: 'https://www.racepro.co.uk',
              demoAccounts: null,
            }),
            { status: 200 },
          ),
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={queryClient}>
        <DomainTestPage />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Domain Connection Test' })).toBeInTheDocument();
    expect(screen.getAllByText(window.location.hostname).length).toBeGreaterThan(0);
    expect(screen.getByText('Default hosting domain (local)')).toBeInTheDocument();
    expect(await screen.findByText('https://www.racepro.co.uk')).toBeInTheDocument();
    expect(screen.getByText(/Differs from the address of this page/)).toBeInTheDocument();
  });
});

describe('readCurrentAddress', () => {
  it('classifies a custom HTTPS domain', () => {
    expect(readCurrentAddress({ hostname: 'www.racepro.co.uk', protocol: 'https:', port: '' })).toEqual({
      hostname: 'www.racepro.co.uk',
      kind: 'custom',
      provider: null,
      protocol: 'https',
      port: '',
      isHttps: true,
    });
  });

  it('compares with the configured public address', () => {
    expect(matchesConfiguredHost('WWW.racepro.co.uk', 'https://www.racepro.co.uk/')).toBe(true);
    expect(matchesConfiguredHost('racepro.onrender.com', 'https://www.racepro.co.uk')).toBe(false);
    expect(matchesConfiguredHost('localhost', undefined)).toBeNull();
  });
});
