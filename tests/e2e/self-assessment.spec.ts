import { serious } from './axe';
import { expect, test } from './clock';

test('a guest takes the PGSI by keyboard: unanswered questions are named, the result and its advice are axe clean, nothing is sent', async ({
  page,
}) => {
  await page.goto('/responsible-gambling#signs');
  const quiz = page.getByRole('form', { name: 'Problem Gambling Severity Index' });
  await expect(quiz.getByRole('group')).toHaveCount(9);
  await page.waitForLoadState('networkidle');
  // From here on nothing may carry the answers: no write, and no read naming them (the shell's own polls, such as the
  // promotion banner's count, may still run).
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  // Question 1 by keyboard: focus its first answer, then arrow keys move the choice within the question.
  const first = quiz.getByRole('group', { name: /^Question 1:/ });
  await first.getByRole('radio', { name: 'Never' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('radio', { name: 'Most of the time' })).toBeChecked();
  for (const number of [2, 3, 4, 5, 6, 7]) {
    await quiz
      .getByRole('group', { name: new RegExp(`^Question ${number}:`) })
      .getByText('Sometimes')
      .click();
  }

  await quiz.getByRole('button', { name: 'See my result' }).click();
  await expect(quiz.getByRole('alert')).toHaveText(
    'Answer all 9 questions to see your result. Still to answer: questions 8 and 9.',
  );
  const eighth = quiz.getByRole('group', { name: /^Question 8:/ });
  await expect(eighth.getByRole('radio', { name: 'Never' })).toBeFocused();
  await expect(eighth).toBeInViewport();
  expect(await serious(page)).toEqual([]);

  await page.keyboard.press('Space');
  await quiz
    .getByRole('group', { name: /^Question 9:/ })
    .getByText('Never')
    .click();
  await quiz.getByRole('button', { name: 'See my result' }).click();
  const result = quiz.getByRole('region', { name: 'Your score: 8 out of 27' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Problem gambling');
  await expect(result.getByRole('link', { name: /Call 0808 8020 133 now/ })).toHaveAttribute(
    'href',
    'tel:08088020133',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(await serious(page)).toEqual([]);

  await quiz.getByRole('button', { name: 'Clear my answers' }).click();
  await expect(result).toBeHidden();
  await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(
    requests.filter((request) => !request.startsWith('GET ') || /pgsi|answer|score/i.test(request)),
  ).toEqual([]);
});
