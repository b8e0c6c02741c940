import { type Locator, type Page, request } from '@playwright/test';
import { serious } from './axe';
import { expect, raceSlot, test } from './clock';
import { confirmationLinkFor, fillSignUp } from './sign-up';

const signIn = async (page: Page, email: string) => {
  await page.goto('/sign-in');
  await page.getByLabel(/e-mail or username/i).fill(email);
  await page.getByLabel(/^password$/i).fill('demo-pass');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
};

const payWith = async (page: Page, cardNumber: string) => {
  await page.goto('/subscription');
  await page
    .getByRole('region', { name: /^Monthly Value/ })
    .getByRole('button', { name: /^(Choose Monthly|Add another month)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay for Monthly' });
  await expect(dialog).toContainText('Test payment: no money moves.');
  await consentAndPay(dialog, cardNumber);
  return dialog;
};

const CONSENT = 'Start my plan as soon as I pay. I understand that I then lose my 14-day right to cancel.';

/** Ticks the consent to immediate access (Pay is disabled until then), then pays with the sandbox card. */
const consentAndPay = async (dialog: Locator, cardNumber: string) => {
  await expect(dialog.getByRole('button', { name: /^Pay £/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Pay £7.99' }).click();
};

test('a free member buys Monthly with the sandbox card, then sees premium tips and the payment in the account', async ({
  page,
  baseURL,
}, testInfo) => {
  // A race about 90 minutes ahead, later today in the UK.
  const slot = await raceSlot(page.request, 90 * 60_000);
  // Both projects share one server: each publishes its own Monthly tip (its horse is what a Free member cannot see).
  const horse = testInfo.project.name === 'mobile' ? 'Premium Parade' : 'Premium Prospect';
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  const created = await admin.post('/api/admin/tips', {
    data: {
      tipDate: slot.date,
      raceTime: slot.time,
      racecourse: 'Lingfield',
      horseName: horse,
      betType: 'Win',
      odds: '7/2',
      stake: '1pt',
      analysis: 'Premium journey tip.',
      confidence: 4,
      accessLevel: 'Monthly',
      category: 'NAP',
    },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  await signIn(page, 'free@example.com');
  const before = (await (await page.request.get('/api/auth/me')).json()) as {
    subscription: { tier: string };
  };
  if (before.subscription.tier === 'Free') {
    await page.goto('/tips');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(horse)).toHaveCount(0);
  }

  await payWith(page, '4242 4242 4242 4242');
  // Spec 1 section 4: the dialog closes, the toast says so, and the app goes home after 2 s.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Payment successful', { exact: true })).toBeVisible();
  await expect(page.getByText('Monthly is active.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await serious(page)).toEqual([]);

  await page.goto('/tips');
  await expect(page.getByText(horse).first()).toBeVisible();

  await page.goto('/account');
  const payments = page.getByRole('region', { name: 'Payments and receipts' });
  await expect(payments.getByText('Paid').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Monthly');
  await payments
    .getByRole('button', { name: /^Receipt for Monthly/ })
    .first()
    .click();
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('£7.99 (GBP)');
  await expect(receipt).toContainText('you asked for access to start at once');
  await expect(receipt).toContainText('Sold by');
});

test('a guest taps Unlock on a Monthly tip, lands on the Monthly card, joins, confirms the e-mail, consents, pays and sees the horse', async ({
  page,
  baseURL,
}, testInfo) => {
  const slot = await raceSlot(page.request, 100 * 60_000);
  const horse = testInfo.project.name === 'mobile' ? 'Unlocked Umber' : 'Unlocked Ultramarine';
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  const created = await admin.post('/api/admin/tips', {
    data: {
      tipDate: slot.date,
      raceTime: slot.time,
      racecourse: 'Wolverhampton',
      horseName: horse,
      betType: 'Win',
      odds: '9/2',
      stake: '1pt',
      analysis: 'Unlock journey tip.',
      confidence: 3,
      accessLevel: 'Monthly',
      category: 'Value',
    },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  // A guest sees the race locked, with a pitch quoting the plan that unlocks it.
  await page.goto('/tips');
  await expect(page.getByText(horse)).toHaveCount(0);
  await page
    .getByRole('link', { name: `Unlock the ${slot.time} Wolverhampton tip` })
    .first()
    .click();

  // The plan page opens on the Monthly card, in view and marked.
  await expect(page).toHaveURL(/\/subscription\?plan=Monthly$/);
  const card = page.getByRole('region', { name: /^Monthly Value/ });
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(card.getByText('Selected')).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Choosing it asks the guest to join first, then brings them back to its payment.
  await card.getByRole('button', { name: 'Choose Monthly' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your RacePro account' })).toBeVisible();
  const email = `unlock-${testInfo.project.name}-${Date.now()}@example.com`;
  await fillSignUp(page, email);
  expect(await serious(page)).toEqual([]);
  // The e-mailed link (read from the admin outbox in demo mode) confirms the address and signs in.
  await page.goto(await confirmationLinkFor(baseURL, email));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  // Back to the plan they chose.
  await page.goto('/subscription?plan=Monthly');
  await page
    .getByRole('region', { name: /^Monthly Value/ })
    .getByRole('button', { name: 'Choose Monthly' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay for Monthly' });
  await expect(dialog).toBeVisible();
  await consentAndPay(dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Monthly is active.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/tips');
  await expect(page.getByText(horse).first()).toBeVisible();
});

test('the declined test card shows "Payment failed" and grants nothing', async ({ page }) => {
  await signIn(page, 'starter@example.com');
  const me = async () =>
    (
      (await (await page.request.get('/api/auth/me')).json()) as {
        subscription: { tier: string; endDate: string };
      }
    ).subscription;
  const before = await me();
  const dialog = await payWith(page, '4000 0000 0000 0002');
  // Inside the dialog, above Pay, with the focus on the card number: no toast over the dialog.
  const declined = dialog.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(declined).toContainText('Your card was declined.');
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  await expect(dialog.getByLabel('Card number')).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Pay £7.99' })).toBeEnabled();
  expect(await serious(page)).toEqual([]);
  expect(await me()).toEqual(before);
});

test('a second Lifetime payment, paid from another tab, is refunded and shown as such', async ({
  page,
  baseURL,
}, testInfo) => {
  // A new account of its own (each project makes one), signed up through the API in the page's own cookie jar.
  const email = `two-tabs-${testInfo.project.name}-${Date.now()}@example.com`;
  const signedUp = await page.request.post('/api/auth/signup', {
    data: { email, password: 'a long enough secret', dateOfBirth: '1985-06-15', acceptTerms: true },
  });
  expect(signedUp.status()).toBe(202);
  const token = new URL(await confirmationLinkFor(baseURL, email), 'http://x').searchParams.get('token');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  // Two checkouts opened side by side, each allowed when it opened, and both paid with the test card.
  const paid: string[] = [];
  for (let tab = 0; tab < 2; tab += 1) {
    const created = await page.request.post('/api/create-payment-intent', {
      data: { amount: 39.99, productName: 'RacePro Lifetime', plan: 'Lifetime' },
    });
    expect(created.status()).toBe(200);
    const { clientSecret, paymentIntentId } = (await created.json()) as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const confirmed = await page.request.post('/api/payments/sandbox/confirm', {
      data: { clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirmed.status()).toBe(200);
    paid.push(paymentIntentId);
  }
  expect(
    (await page.request.post('/api/payment-success', { data: { paymentIntentId: paid[0] } })).status(),
  ).toBe(200);

  // The second tab comes back to the success page: it says the payment was refunded, and why.
  await page.goto(`/payment-success?payment_intent=${paid[1]}&redirect_status=succeeded`);
  await expect(page.getByRole('heading', { name: 'Payment Refunded' })).toBeVisible();
  await expect(
    page.getByText(
      'This payment has been refunded in full: you already had Lifetime. Your plan has not changed.',
    ),
  ).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await page.getByRole('link', { name: 'See your payments' }).click();
  const payments = page.getByRole('region', { name: 'Payments and receipts' });
  await expect(payments.getByText('Refunded: you already had Lifetime')).toBeVisible();
  await expect(payments.getByText('Paid')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Lifetime');
});
