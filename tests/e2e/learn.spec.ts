import { lesson as raceTypes } from '../../src/content/learn/basics/race-types';
import { serious } from './axe';
import { expect, test } from './clock';

test('a guest passes a lesson quiz, signs in, and the lesson is still completed on their account', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Each project signs in as its own member, so neither sees the other's progress.
  const email = testInfo.project.name === 'mobile' ? 'free@example.com' : 'lifetime@example.com';

  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Racing');
  expect(await serious(page)).toEqual([]);
  await page.getByRole('link', { name: 'Explore Module' }).first().click();
  await expect(page).toHaveURL(/\/learn\/basics$/);
  await page.getByRole('link', { name: 'Start', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(raceTypes.title);
  await expect(page.getByRole('heading', { name: 'Key points' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/learn\/basics\/race-types\/quiz$/);

  // Submit stays disabled until all six are answered; the answers are picked by keyboard and by pointer.
  const submit = page.getByRole('button', { name: 'Submit Answers' });
  for (const [n, question] of raceTypes.questions.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`Question ${n + 1} of 6`) });
    await expect(submit).toBeDisabled();
    // By the answer's text, not its place: the options' order is the lesson's to change.
    await group.getByLabel(question.options[question.correctAnswer], { exact: true }).check();
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('region', { name: 'You scored 6/6 (100%)' })).toBeFocused();
  await expect(page.getByText('Quiz Completed!', { exact: true })).toBeVisible();
  await expect(page.getByText('Your answer: correct').first()).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Reload and the browser's back button work on every level.
  await page.getByRole('button', { name: 'Continue Learning' }).click();
  await expect(page).toHaveURL(/\/learn\/basics$/);
  await expect(page.getByText('Lesson 1, completed')).toBeAttached();
  await page.reload();
  await expect(page.getByText('Lesson 1, completed')).toBeAttached();
  await page.goBack();
  await expect(page).toHaveURL(/\/quiz$/);
  await page.goto('/learn');
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
    'href',
    '/learn/basics/reading-form',
  );

  // Sign in: the device's progress moves to the account.
  await page.goto('/sign-in?next=/learn/basics');
  await page.getByLabel(/e-mail or username/i).fill(email);
  await page.getByLabel(/^password$/i).fill('demo-pass');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/learn\/basics$/);
  await expect(page.getByText('Lesson 1, completed')).toBeAttached();
  await expect
    .poll(async () => (await page.request.get('/api/learn/progress')).json())
    .toEqual({ lessons: [{ lessonId: 'race-types', bestScore: 6, completed: true }] });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('racepro.learnProgress'))).toBeNull();

  // A fresh device (no local progress) signed in as the same member still shows it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText('Lesson 1, completed')).toBeAttached();
  await expect(page.getByText('1 of 12 lessons completed')).toBeVisible();
  expect(await serious(page)).toEqual([]);
});
