import type { TStatement } from '../../src/domain/statement.contract';
import { serious } from './axe';
import { expect, raceSlot, test } from './clock';
import { publishTip } from './publish-tip';

test('a Monthly member reads this month’s statement beside their limits, and asks for it by e-mail', async ({
  page,
  baseURL,
}, testInfo) => {
  // Both projects share one server, so each tracks a bet of its own.
  const horse = testInfo.project.name === 'mobile' ? 'Statement Star' : 'Statement Comet';
  const slot = await raceSlot(page.request, 30 * 60_000);
  await publishTip(baseURL, slot, { horseName: horse, odds: '9/4', analysis: 'Statement journey tip.' });

  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  const tips = (await (await page.request.get('/api/tips/today')).json()) as Array<{
    horse: string;
    raceEntryId: number;
  }>;
  const entry = tips.find((tip) => tip.horse === horse)!.raceEntryId;
  const placed = await page.request.post('/api/bets', {
    data: { raceEntryId: entry, type: 'Win', odds: '9/4', stake: 5, potentialReturn: 16.25 },
  });
  expect(placed.status()).toBe(201);
  const statement = (await (await page.request.get('/api/user/statement')).json()) as TStatement;
  expect(statement.betsPlaced).toBeGreaterThanOrEqual(1);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Monthly statement' });
  await expect(section.getByRole('combobox', { name: 'Month' })).toHaveValue(statement.month);
  const figure = (label: string) => section.locator('dt', { hasText: label }).locator('+ dd');
  await expect(figure('Bets placed')).toHaveText(String(statement.betsPlaced));
  await expect(figure('Bets still open').first()).toHaveText(String(statement.openBets));
  await expect(section).toContainText(
    'If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on 0808 8020 133.',
  );
  await expect(section.getByRole('link', { name: 'Set limits or take a break' })).toHaveAttribute(
    'href',
    '/settings/account',
  );
  await section.scrollIntoViewIfNeeded();
  expect(await serious(page)).toEqual([]);
  // Readable at 375 px: the page never scrolls sideways.
  if (testInfo.project.name === 'mobile')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const box = section.getByRole('checkbox', { name: 'E-mail me my monthly statement' });
  await expect(box).toBeEnabled();
  if (await box.isChecked()) await box.uncheck();
  await box.check();
  await expect(section.getByText('Saved: your statement will be e-mailed each month.')).toBeVisible();
  await page.reload();
  await expect(box).toBeChecked();
  expect(await serious(page)).toEqual([]);
  await box.uncheck();
  await expect(section.getByText('Saved: no statement e-mails.')).toBeVisible();
});
