import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALITY_CHECK_STORAGE_KEY, readRealityCheckSetting } from '~/web/lib/reality-check-setting';
import { seriousViolations } from '~/web/test/axe';
import { AccountSettingsPage } from '../account-settings-page';
import { balanceOf, json, limitsOf, meAs, mockApi, renderWithProviders } from '../test/fixtures';

const jsdomScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
  vi.unstubAllGlobals();
  localStorage.clear();
});

const asGuest = () => mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
const asMember = () =>
  mockApi({
    'GET /api/auth/me': () => json(meAs('Monthly')),
    'GET /api/user/limits': () => json(limitsOf()),
    'GET /api/user/balance': () => json(balanceOf()),
  });

const section = () => screen.findByRole('region', { name: 'Reality check' });
const choice = (name: string) => screen.getByRole('radio', { name });

describe('the Reality check settings', () => {
  it('shows a guest the choice above the sign-in prompt, Off until they choose', async () => {
    asGuest();
    renderWithProviders(<AccountSettingsPage />);
    const region = await section();
    const signIn = screen.getByRole('heading', { name: 'Sign in to manage your betting limits' });
    expect(region.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const group = within(region).getByRole('group', { name: 'Show a reality check' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Off', 'Every 30 minutes', 'Every 60 minutes', 'Every 90 minutes']);
    expect(choice('Off')).toBeChecked();
    expect(within(region).getByText('Off until you choose how often.')).toBeInTheDocument();
    expect(await seriousViolations(region)).toEqual([]);
  });

  it('keeps a guest’s choice on this device and says when the next check comes', async () => {
    asGuest();
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);
    const region = await section();
    await user.click(choice('Every 30 minutes'));
    expect(choice('Every 30 minutes')).toBeChecked();
    expect(readRealityCheckSetting()).toEqual({ choice: '30', chosenAt: expect.any(Number) });
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Saved on this device: your next reality check comes 30 minutes from now.',
    );

    await user.click(choice('Off'));
    expect(readRealityCheckSetting()?.choice).toBe('off');
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Saved on this device: reality checks are off.',
    );
  });

  it('gives a member one every 60 minutes until they choose, between stake limits and Take a break', async () => {
    asMember();
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);
    const region = await section();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Reality check')).toBe(headings.indexOf('Stake limits') + 1);
    expect(headings.indexOf('Take a break')).toBe(headings.indexOf('Reality check') + 1);

    expect(choice('Every 60 minutes')).toBeChecked();
    expect(
      within(region).getByText('As a member you get one every 60 minutes unless you choose otherwise.'),
    ).toBeInTheDocument();
    await user.click(choice('Off'));
    expect(choice('Off')).toBeChecked();
    expect(readRealityCheckSetting()?.choice).toBe('off');
    expect(await seriousViolations(region)).toEqual([]);
  });

  it('takes the reality check’s "Take a break" link to its section once the page’s sections have loaded', async () => {
    asMember();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderWithProviders(<AccountSettingsPage />, '/settings/account#take-a-break');
    await section();
    await waitFor(() => expect(scrolled).toEqual(['take-a-break']));
  });

  it('reads a junk stored value as no choice', async () => {
    localStorage.setItem(REALITY_CHECK_STORAGE_KEY, '"every now and then"');
    asMember();
    renderWithProviders(<AccountSettingsPage />);
    await section();
    expect(choice('Every 60 minutes')).toBeChecked();
  });
});
