import { type Page, request } from '@playwright/test';
import { expect } from './clock';

/**
 * Demo mode sends no e-mail: the confirmation link of the newest sign-up mail to `email`, as the admin outbox shows it
 * (a path with its token, `/verify-email?token=...`).
 */
export const confirmationLinkFor = async (baseURL: string | undefined, email: string): Promise<string> => {
  const admin = await request.newContext({ baseURL });
  try {
    expect(
      (await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } })).ok(),
    ).toBe(true);
    let link: string | undefined;
    await expect(async () => {
      const outbox = (await (await admin.get('/api/admin/outbox?limit=100')).json()) as {
        entries: Array<{ kind: string; recipient: string; body: string | null }>;
      };
      const mail = outbox.entries.find(
        (entry) => entry.kind === 'email_verification' && entry.recipient === email,
      );
      link = /\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
      expect(link).toBeTruthy();
    }).toPass();
    return link!;
  } finally {
    await admin.dispose();
  }
};

/** Fills the sign-up form (rendered ahead: filled again should the app take over a field between fill and check). */
export const fillSignUp = async (page: Page, email: string, password = 'a long enough secret') => {
  await expect(async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Date of birth/).fill('1985-06-15');
    await expect(page.getByLabel('E-mail')).toHaveValue(email, { timeout: 500 });
  }).toPass();
  await page
    .getByRole('checkbox', { name: /I am 18 or over and accept the Terms and the Privacy notice/ })
    .check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
};

/** A new member as a visitor becomes one: the sign-up form, then the confirmation link (the outbox, in demo mode). */
export const signUpMember = async (
  page: Page,
  baseURL: string | undefined,
  email: string,
  password = 'a long enough secret',
) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your RacePro account' })).toBeVisible();
  await fillSignUp(page, email, password);
  await page.goto(await confirmationLinkFor(baseURL, email));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
};
