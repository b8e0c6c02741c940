import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, meAs, mockApi, renderRoute } from '~/web/test/render-with-api';
import { StrategiesPage } from './strategies-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StrategiesPage', () => {
  it('links a signed-in administrator to the first Add New Tip form', async () => {
    mockApi({ 'GET /api/auth/me': () => json(meAs('Free', { role: 'admin' })) });
    renderRoute('/strategies', '/strategies', <StrategiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Betting Strategies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add New Tip' })).toHaveAttribute('href', '/tips/new');
  });

  it.each([
    ['a member', () => json(meAs('Free'))],
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
