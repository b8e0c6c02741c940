import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi, renderRoute, siteInfoAs } from '~/web/test/render-with-api';
import { CookiesPage, PrivacyPage, TermsPage } from './legal-pages';

const TRADER = {
  name: 'Paddock Data Ltd',
  address: '2 Rowley Mile, Newmarket, CB8 0TF',
  email: 'help@racepro.test',
};

const open = (path: string, element: ReactNode) => {
  mockApi({ 'GET /api/site': () => json(siteInfoAs({ supportEmail: TRADER.email })) });
  return renderRoute(path, path, element);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's h1 and h2s, in document order (h3s too, with their level). */
const headings = () =>
  screen.getAllByRole('heading').map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

const expectTrader = async () => {
  const who = screen.getByRole('region', { name: 'Who we are' });
  expect(await within(who).findByText(TRADER.name)).toBeInTheDocument();
  expect(within(who).getByText(TRADER.address)).toBeInTheDocument();
  expect(within(who).getByRole('link', { name: TRADER.email })).toHaveAttribute(
    'href',
    `mailto:${TRADER.email}`,
  );
};

describe('the privacy notice', () => {
  it('has its title, date, sections in order, the trader, the rights and the ICO', async () => {
    open('/privacy', <PrivacyPage />);
    expect(document.title).toBe('Privacy notice | RacePro');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    expect(screen.getByText('27 November 2026').closest('time')).toHaveAttribute('datetime', '2026-11-27');
    expect(headings()).toEqual([
      'h1 Privacy notice',
      'h2 Who we are',
      'h2 What we keep',
      'h2 Why we use it, and our lawful basis',
      'h2 Who else sees it',
      'h2 How long we keep it',
      'h2 Your rights',
      'h2 Complaints',
      'h2 Age and security',
      'h2 Changes to this notice',
    ]);
    await expectTrader();
    const rights = screen.getByRole('region', { name: 'Your rights' });
    for (const right of ['of access', 'to rectification', 'to erasure', 'to data portability', 'to object'])
      expect(rights).toHaveTextContent(right);
    expect(rights).toHaveTextContent('within one month');
    expect(rights).toHaveTextContent('"Download my data"');
    // Issue 31 item 8: which payment records outlive a closed account and for how long, and the exclusion's hash.
    const howLong = screen.getByRole('region', { name: 'How long we keep it' });
    expect(howLong).toHaveTextContent(
      'the plan, the amount, the date, its status and the payment provider’s reference',
    );
    expect(howLong).toHaveTextContent('6 years from the end of the financial year');
    expect(howLong).toHaveTextContent('even after your account is closed');
    expect(howLong).toHaveTextContent(
      'we keep a one-way hash of your e-mail address (not the address itself) and the date it ends',
    );
    expect(howLong).toHaveTextContent('until it ends');
    const ico = screen.getByRole('link', { name: /Make a complaint to the ICO/ });
    expect(ico).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/');
    expect(ico).toHaveAttribute('target', '_blank');
    expect(ico).toHaveAccessibleName(/^Make a complaint to the ICO ?\(opens in a new tab\)$/);
    expect(screen.getByRole('link', { name: 'Cookies and device storage' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // Every section is reachable from the page's contents.
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('#your-rights');
  });

  it('says so when the contact details cannot be loaded', async () => {
    expectConsoleError(/API error/);
    mockApi({ 'GET /api/site': () => json({ error: 'Internal error' }, 500) });
    renderRoute('/privacy', '/privacy', <PrivacyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});

describe('the terms', () => {
  it('give the plans and prices, no auto-renewal, the 14-day right and when it is lost, refunds and the trader', async () => {
    open('/terms', <TermsPage />);
    expect(document.title).toBe('Terms of service | RacePro');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of service');
    await expectTrader();
    const plans = screen.getByRole('region', { name: 'Plans and prices' });
    expect(plans).toHaveTextContent('Free: £0.');
    expect(plans).toHaveTextContent('£0.99 for your first week');
    expect(plans).toHaveTextContent('then £2.99 a week');
    expect(plans).toHaveTextContent('Monthly (the "Monthly Value" card): £7.99');
    expect(plans).toHaveTextContent('Lifetime (the "Lifetime Access" card): £39.99 once');
    expect(screen.getByRole('region', { name: 'No automatic renewal' })).toHaveTextContent(
      'Plans never renew by themselves',
    );
    const cancel = screen.getByRole('region', { name: 'Your right to cancel' });
    expect(cancel).toHaveTextContent('14 days');
    expect(cancel).toHaveTextContent('lose the right to cancel');
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
      'we refund that payment in full, automatically',
    );
    expect(screen.getByRole('region', { name: 'The service' })).toHaveTextContent(
      'We never take bets, accept stakes, hold your money',
    );
    expect(screen.getByRole('region', { name: 'You must be 18 or over' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tips are opinions' })).toHaveTextContent(
      'do not guarantee a profit',
    );
    expect(screen.getByRole('link', { name: 'Plans and pricing' })).toHaveAttribute('href', '/subscription');
  });
});

describe('the cookies page', () => {
  it('lists the session cookie and each storage key with its purpose and lifetime, and no advertising', async () => {
    open('/cookies', <CookiesPage />);
    expect(document.title).toBe('Cookies | RacePro');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cookies and device storage');
    await expectTrader();
    expect(screen.getByRole('region', { name: 'In short' })).toHaveTextContent(
      'no advertising cookies, no analytics or tracking cookies',
    );
    const storage = screen.getByRole('region', { name: 'What we store on your device' });
    const items = within(storage)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(items).toContain('__Host-racepro_session');
    expect(items).toContain('racepro.localBets');
    expect(items).toContain('racepro.promoHidden');
    const session = within(storage).getByRole('heading', { name: '__Host-racepro_session' }).closest('li')!;
    expect(session).toHaveTextContent('httpOnly');
    expect(session).toHaveTextContent('SameSite=Lax');
    expect(session).toHaveTextContent('calls it racepro_session');
    expect(session).toHaveTextContent('30 days from when you sign in, or until you sign out.');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
