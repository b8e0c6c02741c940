import type { Page } from '@playwright/test';
import { totp } from '../../src/server/test/totp-reference';
import { serious } from './axe';
import { expect, passTime, serverNow, test } from './clock';

/** The authenticator app's code now, on the server's clock. */
const codeNow = async (page: Page, secret: string) => totp(secret, await serverNow(page.request));

/** Moves the clock to the next 30-second step: a code is accepted once, so a second one must be a new one. */
const nextStep = async (page: Page) =>
  passTime(page, 30_000 - ((await serverNow(page.request)).getTime() % 30_000) + 500);

const signIn = async (page: Page) => {
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
};

test('an administrator turns on two-factor sign-in, signs in with a recovery code, and turns it off', async ({
  page,
}) => {
  await page.goto('/admin');
  await signIn(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.locator('#two-factor code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await serious(page)).toEqual([]);

  try {
    await page.getByLabel('Authentication code').fill(await codeNow(page, secret));
    await page.getByLabel('Current password').fill('admin');
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(page.getByText(/10 recovery codes left\./)).toBeVisible();

    // Signing in again asks for the code after the password.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await signIn(page);
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    expect(await serious(page)).toEqual([]);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
    await code.fill(codes[0]!);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByText(/9 recovery codes left\./)).toBeVisible();

    await nextStep(page);
    await page.getByLabel('Authentication code').fill(await codeNow(page, secret));
    await page.getByLabel('Current password').fill('admin');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  } finally {
    // Leave the shared admin as the other journeys expect it, whatever happened above.
    const status = await page.request.get('/api/admin/two-factor');
    if (status.ok() && ((await status.json()) as { enabled: boolean }).enabled) {
      await nextStep(page);
      await page.request.post('/api/admin/two-factor/disable', {
        data: { code: await codeNow(page, secret), password: 'admin' },
      });
    }
  }
});
