import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoute } from '~/web/test/render-with-api';
import { StrategiesPage } from './strategies-page';

const meWithRole = (role: 'user' | 'admin') => ({
  user: { id: 1, email: `${role}@example.com`, username: role, role, createdAt: '2026-01-01T00:00:00.000Z' },
  subscription: {
    tier: 'Free',
    startDate: null,
    endDate: null,
    lastPaymentDate: null,
    userId: 1,
    isActive: true,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StrategiesPage', () => {
  it('links a signed-in administrator to the first Add New Tip form', async () => {
    mockApi({ 'GET /api/auth/me': () => json(meWithRole('admin')) });
    renderRoute('/strategies', '/strategies', <StrategiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Betting Strategies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add New Tip' })).toHaveAttribute('href', '/tips/new');
  });

  it.each([
    ['a member', () => json(meWithRole('user'))],
    ['a guest', () => json({ error: 'Not signed in' }, 401)],
  ])('does not offer the form to %s', async (_who, me) => {
    const fetchMock = mockApi({ 'GET /api/auth/me': me });
    renderRoute('/strategies', '/strategies', <StrategiesPage />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('heading', { level: 1, name: 'Betting Strategies' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Add New Tip' })).toBeNull();
  });
});
