import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLimits } from '~/domain/bets.contract';
import { addItem } from '~/web/lib/betslip-store';
import { expectConsoleError } from '~/web/test/console-guard';
import {
  balance,
  item,
  json,
  limitsOf,
  meAs,
  renderWithProviders,
  resetBetslipTestState,
  stubApi,
} from '../test/fixtures';

// The member's limits checked on the slip as the stake is typed (GET /api/user/limits; the server stays the authority).

const panel = () => screen.getByRole('dialog', { name: 'Betslip' });
const placeButton = () => within(panel()).getByRole('button', { name: 'Place Bets' });

const memberWith = (limits: Partial<TLimits>, tier: 'Monthly' | 'Free' = 'Monthly') =>
  stubApi({
    'GET /api/auth/me': () => json(meAs(tier)),
    'GET /api/user/balance': () => balance(0),
    'GET /api/user/limits': () => json(limitsOf(limits)),
  });

/** Replaces what is in a stake field with `text`, as a bettor types it. */
const typeStake = async (user: ReturnType<typeof userEvent.setup>, horse: string, text: string) => {
  const stake = screen.getByLabelText(`Stake for ${horse}`);
  await user.clear(stake);
  await user.type(stake, text);
  return stake;
};

afterEach(() => {
  vi.useRealTimers();
  resetBetslipTestState();
});

describe('the betslip against the member’s limits', () => {
  it('says a stake over the per-bet limit under its field and holds Place Bets, with the reason read with it', async () => {
    memberWith({ perBetLimit: 10 });
    const user = userEvent.setup();
    addItem(item());
    renderWithProviders();
    await screen.findByText(/Set your bankroll/);

    const stake = await typeStake(user, 'Galopin', '15');
    expect(await within(panel()).findByText('£15 is above your £10 per-bet limit')).toBeInTheDocument();
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription('£15 is above your £10 per-bet limit');
    expect(placeButton()).toBeDisabled();
    expect(placeButton()).toHaveAccessibleDescription('The stake on Galopin is above your £10 per-bet limit');

    await typeStake(user, 'Galopin', '10');
    expect(within(panel()).queryByText(/per-bet limit/)).not.toBeInTheDocument();
    expect(stake).not.toHaveAttribute('aria-invalid');
    expect(placeButton()).toBeEnabled();
    expect(placeButton()).not.toHaveAttribute('aria-describedby');
  });

  it('counts both parts of an each-way bet, and writes pence only when there are some', async () => {
    memberWith({ perBetLimit: 12.25 });
    const user = userEvent.setup();
    addItem(item({ type: 'Each Way', odds: '10/1' }));
    renderWithProviders();
    await screen.findByText(/Set your bankroll/);

    await typeStake(user, 'Galopin', '6.25');
    expect(await within(panel()).findByText('£12.50 is above your £12.25 per-bet limit')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
  });

  it('shows what is left today, this week and this month, and holds the slip when its total is above what is left', async () => {
    memberWith({ remainingToday: 20, remainingThisWeek: 45, remainingThisMonth: 180 });
    const user = userEvent.setup();
    addItem(item({ stake: 5 }));
    addItem(item({ raceEntryId: 8, horse: 'Silver Arrow', stake: 5 }));
    renderWithProviders();

    expect(
      await within(panel()).findByText('Left to stake: £20 today · £45 this week · £180 this month'),
    ).toBeInTheDocument();
    expect(placeButton()).toBeEnabled();

    await typeStake(user, 'Galopin', '15');
    await typeStake(user, 'Silver Arrow', '15');
    expect(placeButton()).toBeDisabled();
    expect(placeButton()).toHaveAccessibleDescription(
      'Your stakes of £30 are above the £20 left of your daily limit today',
    );

    await typeStake(user, 'Silver Arrow', '5');
    expect(placeButton()).toBeEnabled();
    expect(within(panel()).queryByText(/left of your/)).not.toBeInTheDocument();
  });

  it('names the week or the month when that is where less is left', async () => {
    memberWith({ remainingThisWeek: 12.5, remainingThisMonth: 100 });
    const user = userEvent.setup();
    addItem(item());
    renderWithProviders();
    expect(
      await within(panel()).findByText('Left to stake: £12.50 this week · £100 this month'),
    ).toBeVisible();

    await typeStake(user, 'Galopin', '15');
    expect(placeButton()).toHaveAccessibleDescription(
      'Your stake of £15 is above the £12.50 left of your weekly limit this week',
    );
    expect(placeButton()).toBeDisabled();
  });

  it('disables Place Bets during a break and says until when, with the helpline', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    memberWith({ perBetLimit: 10, timeOutUntil: '2026-11-20T23:38:00.000Z' });
    addItem(item());
    renderWithProviders();

    const button = await within(panel()).findByRole('button', { name: 'On a break until 23:38 Fri' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /^If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on 0808 8020 133/,
    );
    expect(within(panel()).queryByRole('button', { name: 'Place Bets' })).not.toBeInTheDocument();
  });

  it('names a self-exclusion far off by its date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    memberWith({ selfExcludedUntil: '2027-05-20T12:00:00.000Z' }, 'Free');
    addItem(item());
    renderWithProviders();
    expect(
      await within(panel()).findByRole('button', { name: 'Self-excluded until 20 May 2027' }),
    ).toBeDisabled();
  });

  it('checks only the per-bet limit for a Free member, whose bets stay on the device', async () => {
    memberWith({ perBetLimit: 10, remainingToday: 2 }, 'Free');
    const user = userEvent.setup();
    addItem(item());
    renderWithProviders();
    await within(panel()).findByText(/On the Free plan bets are saved on this device/);
    await typeStake(user, 'Galopin', '11');
    expect(await within(panel()).findByText('£11 is above your £10 per-bet limit')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    // Over the £2 left today in the account, but that sum does not hold the bets kept on the device.
    await typeStake(user, 'Galopin', '10');
    expect(placeButton()).toBeEnabled();
    expect(within(panel()).queryByText(/Left to stake|left of your/)).not.toBeInTheDocument();
  });

  it('changes nothing for a guest, who has no limits to read', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    addItem(item());
    renderWithProviders();
    await within(panel()).findByRole('link', { name: 'Sign in' });
    await typeStake(user, 'Galopin', '5000');
    expect(placeButton()).toBeEnabled();
    expect(within(panel()).queryByText(/Left to stake/)).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url.pathname === '/api/user/limits')).toBe(false);
  });

  it('reads the limits again after a placement', async () => {
    expectConsoleError(/API error.*\/api\/bets'/s);
    let staked = 0;
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(0),
      'GET /api/user/limits': () => json(limitsOf({ dailyLimit: 20, remainingToday: 20 - staked })),
      'POST /api/bets': ({ body }) => {
        if ((body as { raceEntryId: number }).raceEntryId === 8)
          return json({ error: 'That race has started' }, 400);
        staked += (body as { stake: number }).stake;
        return json({ id: 1 }, 201);
      },
    });
    const user = userEvent.setup();
    addItem(item({ stake: 5 }));
    addItem(item({ raceEntryId: 8, horse: 'Silver Arrow', stake: 5 }));
    renderWithProviders();
    await within(panel()).findByText('Left to stake: £20 today');

    await user.click(placeButton());

    expect(await within(panel()).findByText('Left to stake: £15 today')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.pathname === '/api/user/limits').length).toBeGreaterThan(1);
  });
});
