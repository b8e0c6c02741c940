import { serious } from './axe';
import { expect, test } from './clock';
import { confirmationLinkFor, fillSignUp } from './sign-up';

test('a visitor signs up, confirms the e-mail with the link from the outbox (demo mode) and is signed in', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `join-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your RacePro account' })).toBeVisible();
  await fillSignUp(page, email);
  await expect(page.getByText(/Demo mode sends no e-mail/)).toBeVisible();
  expect(await serious(page)).toEqual([]);
  // Not signed in by the sign-up itself.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  const link = await confirmationLinkFor(baseURL, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { email: string; emailVerified: boolean };
  };
  expect(me.user).toMatchObject({ email, emailVerified: true });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  expect(await serious(page)).toEqual([]);
});
