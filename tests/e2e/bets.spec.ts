import { request } from '@playwright/test';
import { expect, passTimeUntil, raceSlot, test } from './clock';

test('a Monthly member adds a tip to the betslip, places it, and sees it settle when the result is recorded', async ({
  page,
  baseURL,
}, testInfo) => {
  // Both projects share one server, so each backs its own horse.
  const horse = testInfo.project.name === 'mobile' ? 'Journey Star' : 'Journey Comet';
  // Results can only be recorded after the off: the test moves the server's clock past it rather than wait.
  const slot = await raceSlot(page.request, 2 * 60_000);
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  const created = await admin.post('/api/admin/tips', {
    data: {
      tipDate: slot.date,
      raceTime: slot.time,
      racecourse: 'Kempton',
      horseName: horse,
      betType: 'Win',
      odds: '9/4',
      stake: '1pt',
      analysis: 'End-to-end journey tip.',
      confidence: 4,
      accessLevel: 'Free',
      category: 'NAP',
    },
  });
  expect(created.status()).toBe(201);
  const tip = (await created.json()) as { id: number };

  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  await page.goto('/tips');
  await page.getByRole('button', { name: `Add ${horse} to betslip` }).click();

  const slip = page.getByRole('dialog', { name: /betslip/i });
  await expect(slip).toBeVisible();
  await expect(slip).toContainText(horse);
  await expect(slip).toContainText('£16.25'); // £5 at 9/4 returns £5 + £11.25
  await slip.getByRole('button', { name: /^place bets$/i }).click();
  await expect(page.getByText('Bets placed successfully!').first()).toBeVisible();
  await expect(slip).toBeHidden();

  await page.goto('/bets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bets');
  await expect(page.getByText(horse).first()).toBeVisible();

  const early = await admin.patch(`/api/admin/tips/${tip.id}/result`, { data: { result: 'Won' } });
  expect(early.status()).toBe(409);
  await passTimeUntil(page, slot.off);
  const resulted = await admin.patch(`/api/admin/tips/${tip.id}/result`, {
    data: { result: 'Won', resultComment: 'Bolted up', sp: '5/2' },
  });
  expect(resulted.status()).toBe(200);
  await page.goto('/bets?tab=settled');
  const settled = page.getByRole('article').filter({ hasText: horse }).first();
  await expect(settled).toContainText('Won');
  await expect(settled).toContainText('£16.25');
  await admin.dispose();
});
