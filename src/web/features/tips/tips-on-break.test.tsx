import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakLabel } from '~/domain/breaks';
import { AddToBetslipButton } from '~/web/components/add-to-betslip-button';
import { resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { seriousViolations } from '~/web/test/axe';
import { fullTip, json, lockedTip, meAs, mockApi, renderWithProviders, tipStats } from './test/fixtures';
import { TipsPage } from './tips-page';

/** Issue 32: a member on a break sees the notice where live tips would be; results stay; nothing can be added. */

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const onBreak = (until: string, kind: 'time-out' | 'self-exclusion' = 'time-out') => ({
  ...meAs('Free'),
  activeBreak: { kind, until },
});
// What GET /api/tips/today answers during a break: the resulted tip in full, the unrun one held back as its race.
const resulted = fullTip({
  id: 7,
  horse: 'Past Glory',
  result: 'Won',
  sp: '2/1',
  startsAt: hoursFromNow(-3),
});
const held = lockedTip({
  id: 8,
  accessLevel: 'Free',
  startsAt: hoursFromNow(3),
  heldUntil: hoursFromNow(24),
  notice: 'You are taking a break until ...',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

describe('a member on a break', () => {
  it('sees the notice on /tips with the helpline and GAMSTOP, the results, and no held race or sales pitch', async () => {
    const until = hoursFromNow(24);
    mockApi({
      '/api/auth/me': () => json(onBreak(until)),
      '/api/tips/today': [resulted, held],
      '/api/tips/stats': tipStats(),
    });
    const { container } = renderWithProviders(<TipsPage />, '/tips');
    const notice = await screen.findByRole('region', { name: 'You are taking a break' });
    expect(notice).toHaveTextContent('You are taking a break until');
    expect(notice).toHaveTextContent('0808 8020 133');
    expect(within(notice).getByRole('link', { name: 'Call 0808 8020 133' })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(notice).getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute(
      'href',
      'https://www.gamstop.co.uk',
    );
    // The held race is not drawn as a locked card with an upgrade offer; the result is readable.
    expect(screen.queryByText(/Upgrade/i)).not.toBeInTheDocument();
    expect(await screen.findByText(/Past Glory/)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('gets a disabled Add button saying when the break ends', async () => {
    const until = hoursFromNow(5);
    mockApi({ '/api/auth/me': () => json(onBreak(until)) });
    const tip = fullTip({ startsAt: hoursFromNow(2), result: null });
    renderWithProviders(<AddToBetslipButton tip={tip} />);
    const label = breakLabel({ kind: 'time-out', until: new Date(until) }, new Date());
    expect(label).toMatch(/^On a break until \d{2}:\d{2} [A-Z][a-z]{2}$/);
    const button = await screen.findByRole('button', { name: new RegExp(label) });
    expect(button).toBeDisabled();
  });

  it('gets a working Add button once the break has ended', async () => {
    mockApi({ '/api/auth/me': () => json(onBreak(hoursFromNow(-1))) });
    renderWithProviders(<AddToBetslipButton tip={fullTip({ startsAt: hoursFromNow(2), result: null })} />);
    expect(await screen.findByRole('button', { name: 'Add Galopin Des Champs to betslip' })).toBeEnabled();
  });
});

describe('a tipped horse withdrawn from the card', () => {
  it('shows a disabled Non-runner button instead of Add (issue 35)', async () => {
    mockApi({ '/api/auth/me': () => json(meAs('Free')) });
    renderWithProviders(<AddToBetslipButton tip={fullTip({ startsAt: hoursFromNow(2), withdrawn: true })} />);
    const button = await screen.findByRole('button', {
      name: 'Non-runner: Galopin Des Champs cannot be added to the betslip',
    });
    expect(button).toBeDisabled();
  });
});
