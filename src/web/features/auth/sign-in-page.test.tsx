import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDER_AGE_MESSAGE } from '~/domain/age';
import { ACCEPT_TERMS_MESSAGE, SIGNUP_MESSAGE } from '~/domain/auth.contract';
import { ONE_TIME_CODE_HINT } from '~/domain/two-factor.contract';
import { createQueryClient } from '~/web/lib/query-client';
import { expectConsoleError } from '~/web/test/console-guard';
import { siteInfoAs } from '~/web/test/render-with-api';
import { SignInPage, SignUpPage } from './sign-in-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const ME = {
  user: {
    id: 1,
    email: 'free@example.com',
    username: null,
    role: 'user',
    oddsFormat: 'fractional',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  subscription: {
    tier: 'Free',
    startDate: null,
    endDate: null,
    lastPaymentDate: null,
    userId: 1,
    isActive: true,
  },
};

type THandler = (init?: RequestInit) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const mockApi = (routes: Record<string, THandler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const siteInfo = (demo: boolean) => () => json(siteInfoAs({ demo }));

const renderAt = (path: string) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/" element={<p>Home screen</p>} />
          <Route path="/bets" element={<p>Bets screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const sentBody = (fetchMock: ReturnType<typeof mockApi>, url: string): unknown => {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

beforeEach(() => {
  toastMock.mockReset();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SignInPage', () => {
  it('shows the contract messages under the fields and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/site': siteInfo(false) });
    const user = userEvent.setup();
    renderAt('/sign-in');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to RacePro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const identifier = screen.getByLabelText('E-mail or username');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Enter your e-mail or username')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Enter your e-mail or username');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/login')).toBe(false);
  });

  it('posts an e-mail login, welcomes the user back and goes to the next path', async () => {
    const fetchMock = mockApi({ 'GET /api/site': siteInfo(false), 'POST /api/auth/login': () => json(ME) });
    const user = userEvent.setup();
    renderAt('/sign-in?next=%2Fbets');

    await user.type(screen.getByLabelText('E-mail or username'), ' free@example.com ');
    await user.type(screen.getByLabelText('Password'), 'demo-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Bets screen')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/auth/login')).toEqual({
      email: 'free@example.com',
      password: 'demo-pass',
    });
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/login') ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(toastMock).toHaveBeenCalledWith({ title: 'Welcome back' });
  });

  it('sends a username login and ignores an off-site next path', async () => {
    const fetchMock = mockApi({ 'GET /api/site': siteInfo(false), 'POST /api/auth/login': () => json(ME) });
    const user = userEvent.setup();
    renderAt('/sign-in?next=%2F%2Fevil.example');

    await user.type(screen.getByLabelText('E-mail or username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/auth/login')).toEqual({ username: 'admin', password: 'admin' });
  });

  it('asks an administrator with two-factor sign-in on for the authentication code, then signs in', async () => {
    expectConsoleError(/API error.*TWO_FACTOR_REQUIRED/s);
    const message = 'Enter the 6-digit code from your authenticator app';
    let answers = 0;
    const fetchMock = mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/login': () => {
        answers += 1;
        return answers === 1
          ? json({ error: message, code: 'TWO_FACTOR_REQUIRED', issues: [{ field: 'code', message }] }, 401)
          : json(ME);
      },
    });
    const user = userEvent.setup();
    renderAt('/sign-in');
    await user.type(screen.getByLabelText('E-mail or username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    // A question, not a mistake: the hint says what to enter, and nothing is shown in red.
    expect(screen.getByText(ONE_TIME_CODE_HINT)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/auth/login')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { username: 'admin', password: 'admin' },
      { username: 'admin', password: 'admin', code: '123456' },
    ]);
  });

  it("shows the server's message for wrong credentials and keeps what was typed", async () => {
    expectConsoleError(/API error.*401/s);
    mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/login': () => json({ error: 'Invalid email/username or password' }, 401),
    });
    const user = userEvent.setup();
    renderAt('/sign-in');

    await user.type(screen.getByLabelText('E-mail or username'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email/username or password')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail or username')).toHaveValue('free@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('asks the user to wait when rate-limited', async () => {
    expectConsoleError(/API error.*429/s);
    mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/login': () => json({ error: 'Rate limit exceeded' }, 429),
    });
    const user = userEvent.setup();
    renderAt('/sign-in');

    await user.type(screen.getByLabelText('E-mail or username'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('lists the demo accounts in demo mode and fills the form from one', async () => {
    mockApi({ 'GET /api/site': siteInfo(true) });
    const user = userEvent.setup();
    renderAt('/sign-in');

    expect(await screen.findByRole('heading', { name: 'Demo accounts' })).toBeInTheDocument();
    expect(screen.getByText('monthly@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use starter@example.com' }));

    expect(screen.getByLabelText('E-mail or username')).toHaveValue('starter@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass');
    expect(screen.getByRole('link', { name: 'help@racepro.test' })).toHaveAttribute(
      'href',
      'mailto:help@racepro.test',
    );
  });

  it('shows the administrator the server seeded, without a password it was configured with', async () => {
    mockApi({
      'GET /api/site': () =>
        json({
          ...siteInfoAs({ demo: true }),
          demoAccounts: {
            ...siteInfoAs({ demo: true }).demoAccounts,
            admin: { username: 'operator', password: null },
          },
        }),
    });
    const user = userEvent.setup();
    renderAt('/sign-in');

    expect(await screen.findByText('operator')).toBeInTheDocument();
    expect(screen.getByText(/password set by ADMIN_PASSWORD/)).toBeInTheDocument();
    expect(screen.queryByText('admin', { exact: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the admin account' }));
    expect(screen.getByLabelText('E-mail or username')).toHaveValue('operator');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('links to the forgotten-password screen', async () => {
    mockApi({ 'GET /api/site': siteInfo(false) });
    renderAt('/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('hides the demo accounts outside demo mode', async () => {
    mockApi({ 'GET /api/site': siteInfo(false) });
    renderAt('/sign-in');

    expect(await screen.findByRole('link', { name: 'help@racepro.test' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });
});

const SIGNED_UP = { message: SIGNUP_MESSAGE };
/** The date of birth and the 18+ and terms box every sign-up needs. */
const fillAdultAndTerms = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Date of birth/), '1985-06-15');
  await user.click(screen.getByRole('checkbox', { name: /I am 18 or over and accept the Terms/ }));
};

describe('SignUpPage', () => {
  it('asks for the date of birth and a box for 18 or over and the Terms and Privacy notice, with both links', () => {
    mockApi({ 'GET /api/site': siteInfo(false) });
    renderAt('/sign-up');

    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('type', 'date');
    const box = screen.getByRole('checkbox', {
      name: 'I am 18 or over and accept the Terms and the Privacy notice',
    });
    expect(box).not.toBeChecked();
    const label = document.querySelector('label[for="sign-up-accept-terms"]') as HTMLElement;
    expect(within(label).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(label).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByText(/^By creating an account/)).not.toBeInTheDocument();
  });

  it('refuses to send without the box ticked or with an under-18 date of birth', async () => {
    const fetchMock = mockApi({ 'GET /api/site': siteInfo(false) });
    const user = userEvent.setup();
    renderAt('/sign-up');
    await user.type(screen.getByLabelText('E-mail'), 'young@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await user.type(screen.getByLabelText(/^Date of birth/), `${new Date().getFullYear() - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(UNDER_AGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(ACCEPT_TERMS_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/signup')).toEqual([]);
  });

  it('validates with the signup contract', async () => {
    mockApi({ 'GET /api/site': siteInfo(false) });
    const user = userEvent.setup();
    renderAt('/sign-up');

    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText(/Username/), 'ab');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('posts without a username when the optional field is empty, then says to check the e-mail (and stays put)', async () => {
    const fetchMock = mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/signup': () => json(SIGNED_UP, 202),
    });
    const user = userEvent.setup();
    renderAt('/sign-up');

    await user.type(screen.getByLabelText('E-mail'), 'New.Punter@Example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await fillAdultAndTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(SIGNUP_MESSAGE);
    expect(screen.getByText('new.punter@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Demo mode sends no e-mail/)).not.toBeInTheDocument();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/auth/signup')).toEqual({
      email: 'new.punter@example.com',
      password: 'long-enough-pass',
      dateOfBirth: '1985-06-15',
      acceptTerms: true,
    });
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('says where the link is in demo mode', async () => {
    mockApi({ 'GET /api/site': siteInfo(true), 'POST /api/auth/signup': () => json(SIGNED_UP, 202) });
    const user = userEvent.setup();
    renderAt('/sign-up');
    await user.type(screen.getByLabelText('E-mail'), 'demo-visitor@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await fillAdultAndTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Demo mode sends no e-mail/)).toHaveTextContent(/e-mail outbox/);
  });

  it("shows the server's refusal under its field", async () => {
    expectConsoleError(/API error.*400/s);
    mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/signup': () =>
        json(
          { error: UNDER_AGE_MESSAGE, issues: [{ field: 'dateOfBirth', message: UNDER_AGE_MESSAGE }] },
          400,
        ),
    });
    const user = userEvent.setup();
    renderAt('/sign-up');

    await user.type(screen.getByLabelText('E-mail'), 'punter@example.com');
    await user.type(screen.getByLabelText(/Username/), 'punter_1');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await fillAdultAndTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(/18 or over/),
    );
    expect(screen.getByLabelText(/Username/)).toHaveValue('punter_1');
  });
});

describe('SignUpPage with an invite link', () => {
  const signUp = async (path: string) => {
    const fetchMock = mockApi({
      'GET /api/site': siteInfo(false),
      'POST /api/auth/signup': () => json(SIGNED_UP, 202),
    });
    const user = userEvent.setup();
    const view = renderAt(path);
    await user.type(screen.getByLabelText('E-mail'), 'friend@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await fillAdultAndTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    view.unmount();
    return sentBody(fetchMock, '/api/auth/signup');
  };

  it("sends the link's ?ref= code with the sign-up, then forgets it", async () => {
    expect(await signUp('/sign-up?ref=abcd2345')).toEqual({
      email: 'friend@example.com',
      password: 'long-enough-pass',
      dateOfBirth: '1985-06-15',
      acceptTerms: true,
      ref: 'ABCD2345',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a code kept from an earlier page of this visit', async () => {
    sessionStorage.setItem('racepro.referral-code', 'KEPT2345');
    expect(await signUp('/sign-up')).toMatchObject({ ref: 'KEPT2345' });
  });

  it('keeps the code while the visitor switches to sign in and back', async () => {
    mockApi({ 'GET /api/site': siteInfo(false) });
    const user = userEvent.setup();
    renderAt('/sign-up?ref=WXYZ2345');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/sign-up?ref=WXYZ2345',
    );
    expect(sessionStorage.getItem('racepro.referral-code')).toBe('WXYZ2345');
  });

  it('sends no code when the link carries a malformed one', async () => {
    const body = await signUp(`/sign-up?ref=${'x'.repeat(40)}`);
    expect(body).toEqual({
      email: 'friend@example.com',
      password: 'long-enough-pass',
      dateOfBirth: '1985-06-15',
      acceptTerms: true,
    });
  });
});
