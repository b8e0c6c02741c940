import { expect, request, test } from '@playwright/test';

/** Today's UK date and a race time at least 30 minutes ahead (null when the UK day is nearly over). */
const ukRaceSlot = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 30 * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return date === today ? { date, time: `${part('hour')}:${part('minute')}` } : null;
};

test('a Monthly member adds a tip to the betslip, places it, and sees it settle when the result is recorded', async ({
  page,
  baseURL,
}, testInfo) => {
  // Both projects share one server, so each backs its own horse.
  const horse = testInfo.project.name === 'mobile' ? 'Journey Star' : 'Journey Comet';
  const slot = ukRaceSlot();
  test.skip(slot === null, 'the UK day ends within 30 minutes: no race left to bet on');
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  const created = await admin.post('/api/admin/tips', {
    data: {
      tipDate: slot!.date,
      raceTime: slot!.time,
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

  const resulted = await admin.patch(`/api/admin/tips/${tip.id}/result`, {
    data: { result: 'Won', resultComment: 'Bolted up' },
  });
  expect(resulted.status()).toBe(200);
  await page.goto('/bets?tab=settled');
  const settled = page.getByRole('article').filter({ hasText: horse }).first();
  await expect(settled).toContainText('Won');
  await expect(settled).toContainText('£16.25');
  await admin.dispose();
});
