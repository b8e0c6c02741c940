import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVALID_CODE_MESSAGE,
  ONE_TIME_CODE_HINT,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '~/domain/two-factor.contract';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AdminPage } from '../admin-page';
import { NO_CARD } from '../test/racecards';
import { RECOVERY_CODES_NOTE, TwoFactorPanel } from './two-factor-panel';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));
vi.mock('~/web/components/share/qr-code-dialog', () => ({
  makeQrCodeDataUrl: async (url: string) => `data:image/png;base64,${btoa(url)}`,
}));

const codeIssue = (error: string, code: string) =>
  json({ error, code, issues: [{ field: 'code', message: error }] }, 401);
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

beforeEach(() => {
  toastMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin sign-in with two-factor sign-in on', () => {
  it('asks for the authentication code after the password, then sends all three', async () => {
    expectConsoleError(/API error.*\/api\/admin\/login/s);
    let answers = 0;
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: false }),
      'POST /api/admin/login': () => {
        answers += 1;
        if (answers === 1) return codeIssue(TWO_FACTOR_REQUIRED_MESSAGE, 'TWO_FACTOR_REQUIRED');
        if (answers === 2) return codeIssue(INVALID_CODE_MESSAGE, 'UNAUTHORISED');
        return json({ isAdmin: true });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(ONE_TIME_CODE_HINT)).toBeInTheDocument();
    expect(screen.queryByText(TWO_FACTOR_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(INVALID_CODE_MESSAGE)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/admin/login')).toEqual({
        username: 'admin',
        password: 'secret-password',
        code: '123 456',
      }),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login successful' })),
    );
  });
});

describe('TwoFactorPanel', () => {
  it('sets up with a QR code and the key, turns on with a code, and shows the recovery codes once', async () => {
    expectConsoleError(/API error.*two-factor\/enable/s);
    let enabled = false;
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/two-factor': () => json({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/admin/two-factor/setup': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUrl: 'otpauth://totp/RacePro:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        }),
      'POST /api/admin/two-factor/enable': async (_url, init) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '654321')
          return json(
            { error: INVALID_CODE_MESSAGE, issues: [{ field: 'code', message: INVALID_CODE_MESSAGE }] },
            400,
          );
        enabled = true;
        return json({ recoveryCodes: RECOVERY });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin', <TwoFactorPanel />);

    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(atob(qr.getAttribute('src')!.split(',')[1]!)).toContain('otpauth://totp/RacePro:admin');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.type(screen.getByLabelText('Current password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(INVALID_CODE_MESSAGE)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(screen.getByText(RECOVERY_CODES_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(sentBody(fetchMock, 'POST', '/api/admin/two-factor/enable')).toEqual({
      code: '654321',
      password: 'admin-password',
    });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText(/10 recovery codes left\./)).toBeInTheDocument();
  });

  it('turns off or renews the recovery codes with a code from the app', async () => {
    let enabled = true;
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/two-factor': () => json({ enabled, recoveryCodesLeft: enabled ? 1 : 0 }),
      'POST /api/admin/two-factor/recovery-codes': () => json({ recoveryCodes: RECOVERY }),
      'POST /api/admin/two-factor/disable': () => {
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin', <TwoFactorPanel />);
    expect(await screen.findByText(/1 recovery code left\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '222222');
    await user.type(screen.getByLabelText('Current password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/two-factor/recovery-codes')).toEqual({
      code: '222222',
      password: 'admin-password',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    await user.type(await screen.findByLabelText('Authentication code'), '333333');
    await user.type(screen.getByLabelText('Current password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/two-factor/disable')).toEqual({
      code: '333333',
      password: 'admin-password',
    });
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor sign-in is off' }));
  });

  it('shows a wrong password under its field, and asks to sign in again when the sign-in is too old', async () => {
    expectConsoleError(/API error.*two-factor\/disable/s);
    let answers = 0;
    mockApi({
      ...NO_CARD,
      'GET /api/admin/two-factor': () => json({ enabled: true, recoveryCodesLeft: 10 }),
      'POST /api/admin/two-factor/disable': () => {
        answers += 1;
        return answers === 1
          ? json(
              {
                error: 'Your current password is not right',
                issues: [{ field: 'password', message: 'Your current password is not right' }],
              },
              403,
            )
          : json({ error: 'For your security, sign out and sign in again first.' }, 403);
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin', <TwoFactorPanel />);
    await user.type(await screen.findByLabelText('Authentication code'), '333333');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Authentication code')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sign out and sign in again first');
    expect(screen.getByText('Two-factor sign-in is on.')).toBeInTheDocument();
  });
});
