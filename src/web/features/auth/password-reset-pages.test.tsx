import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID } from '~/domain/auth.contract';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, sentBody, siteInfoAs } from '~/web/test/render-with-api';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const renderAt = (path: string) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/sign-in" element={<p>Sign-in screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

/** The API with the site settings (not demo unless a route says otherwise), as the forgot-password screen reads them. */
const mockWithSite = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/site': () => json(siteInfoAs()), ...routes });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending anything', async () => {
    const fetchMock = mockWithSite({});
    const user = userEvent.setup();
    renderAt('/forgot-password');

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/auth/forgot-password')).toHaveLength(0);
  });

  it('sends the e-mail and shows the neutral message', async () => {
    const fetchMock = mockWithSite({
      'POST /api/auth/forgot-password': () => json({ message: FORGOT_PASSWORD_MESSAGE }, 202),
    });
    const user = userEvent.setup();
    renderAt('/forgot-password');

    await user.type(screen.getByLabelText('E-mail'), ' Punter@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(sentBody(fetchMock, 'POST', '/api/auth/forgot-password')).toEqual({ email: 'punter@example.com' });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('on the demo site says where the reset link can be read: the admin panel outbox', async () => {
    mockWithSite({
      'GET /api/site': () => json(siteInfoAs({ demo: true })),
      'POST /api/auth/forgot-password': () => json({ message: FORGOT_PASSWORD_MESSAGE }, 202),
    });
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText('E-mail'), 'free@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText(/Demo site:/)).toBeInTheDocument();
    expect(status).toHaveTextContent("admin panel's E-mail outbox (Subscribers tab)");
    expect(within(status).getByRole('link', { name: 'admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('says nothing of an outbox outside demo mode', async () => {
    mockWithSite({
      'GET /api/site': () => json(siteInfoAs({ demo: false })),
      'POST /api/auth/forgot-password': () => json({ message: FORGOT_PASSWORD_MESSAGE }, 202),
    });
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText('E-mail'), 'punter@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(screen.queryByText(/outbox/)).not.toBeInTheDocument();
  });

  it('asks the user to wait when rate-limited', async () => {
    expectConsoleError(/API error.*429/s);
    mockWithSite({
      'POST /api/auth/forgot-password': () =>
        json({ error: 'Too many reset requests. Please try again later.' }, 429, { 'Retry-After': '600' }),
    });
    const user = userEvent.setup();
    renderAt('/forgot-password');

    await user.type(screen.getByLabelText('E-mail'), 'punter@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('punter@example.com');
  });
});

describe('ResetPasswordPage', () => {
  it('checks the two passwords before sending anything', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok_123');

    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('sends the token with the new password and then says to sign in', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/reset-password': () => json(null, 204) });
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok_123');

    await user.type(screen.getByLabelText('New password'), 'Furlong-Marker-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'Furlong-Marker-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(sentBody(fetchMock, 'POST', '/api/auth/reset-password')).toEqual({
      token: 'tok_123',
      password: 'Furlong-Marker-77',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link, with a way to ask again", async () => {
    expectConsoleError(/API error.*reset-password/s);
    mockApi({
      'POST /api/auth/reset-password': () =>
        json(
          {
            error: RESET_LINK_INVALID,
            code: 'BAD_REQUEST',
            issues: [{ field: 'token', message: RESET_LINK_INVALID }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=used');

    await user.type(screen.getByLabelText('New password'), 'Furlong-Marker-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'Furlong-Marker-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows a refused password under its field', async () => {
    expectConsoleError(/API error.*reset-password/s);
    const message = 'This password is one of the most commonly used, so it is easy to guess. Choose another.';
    mockApi({
      'POST /api/auth/reset-password': () =>
        json({ error: message, code: 'BAD_REQUEST', issues: [{ field: 'password', message }] }, 400),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok_123');

    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByRole('link', { name: 'Ask for a new reset link' })).not.toBeInTheDocument();
  });

  it('says a link without a token is incomplete', () => {
    mockApi({});
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeInTheDocument();
  });
});
