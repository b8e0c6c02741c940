import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TQuestion } from '~/domain/learn';
import { Quiz } from './quiz';

/** Six questions whose right answer is "Right n" at a varying position. */
const questions: TQuestion[] = [0, 1, 2, 3, 0, 1].map((correctAnswer, n) => {
  const options = ['Wrong a', 'Wrong b', 'Wrong c'].map((o) => `${o} ${n}`);
  options.splice(correctAnswer, 0, `Right ${n}`);
  return {
    question: `Question text ${n}?`,
    options: options as unknown as TQuestion['options'],
    correctAnswer: correctAnswer as TQuestion['correctAnswer'],
    explanation: `Because of reason number ${n}, explained.`,
  };
});

const setup = () => {
  const onSubmitted = vi.fn();
  const onContinue = vi.fn();
  const onRetry = vi.fn();
  render(
    <Quiz
      lessonId="race-types"
      questions={questions}
      onSubmitted={onSubmitted}
      onContinue={onContinue}
      onRetry={onRetry}
    />,
  );
  return { onSubmitted, onContinue, onRetry, user: userEvent.setup() };
};

const group = (n: number) => screen.getByRole('group', { name: new RegExp(`Question ${n + 1} of 6`) });
/** Answers the first `right` questions correctly and the rest wrongly. */
const answer = async (user: ReturnType<typeof userEvent.setup>, right: number) => {
  for (let n = 0; n < 6; n += 1) {
    const label = n < right ? `Right ${n}` : `Wrong a ${n}`;
    await user.click(within(group(n)).getByRole('radio', { name: label }));
  }
};
const submit = () => screen.getByRole('button', { name: 'Submit Answers' });

describe('Quiz', () => {
  it('shows six questions with four options each, and keeps Submit Answers disabled until all are answered', async () => {
    const { user, onSubmitted } = setup();
    expect(screen.getAllByRole('group')).toHaveLength(6);
    for (let n = 0; n < 6; n += 1) expect(within(group(n)).getAllByRole('radio')).toHaveLength(4);
    expect(submit()).toBeDisabled();
    for (let n = 0; n < 5; n += 1)
      await user.click(within(group(n)).getByRole('radio', { name: `Right ${n}` }));
    expect(screen.getByText('5 of 6 answered')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    // Enter in the form does not submit an incomplete quiz either.
    await user.type(within(group(0)).getByRole('radio', { name: 'Right 0' }), '{Enter}');
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.click(within(group(5)).getByRole('radio', { name: 'Right 5' }));
    expect(submit()).toBeEnabled();
  });

  it('passes at 5 of 6 (83%): answers lock, marks show with words, explanations appear, Continue Learning', async () => {
    const { user, onSubmitted, onContinue } = setup();
    await answer(user, 5);
    await user.click(submit());
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(5);
    const result = screen.getByRole('region', { name: 'You scored 5/6 (83%)' });
    expect(result).toHaveFocus();
    expect(within(result).getByText('Passed. This lesson is completed.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    // Right picks, the missed right answer and the wrong pick are each named in words, not colour alone.
    expect(screen.getAllByText('Your answer: correct')).toHaveLength(5);
    expect(within(group(5)).getByText('Your answer: wrong')).toBeInTheDocument();
    expect(within(group(5)).getByText('Correct answer')).toBeInTheDocument();
    expect(within(group(5)).getByRole('radio', { name: /Right 5.*Correct answer/ })).toBeInTheDocument();
    for (let n = 0; n < 6; n += 1)
      expect(screen.getByText(`Because of reason number ${n}, explained.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Lesson & Try Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('fails at 4 of 6 (67%, under 70% once rounded) with "Not enough correct answers to pass"', async () => {
    const { user, onSubmitted } = setup();
    await answer(user, 4);
    await user.click(submit());
    expect(onSubmitted).toHaveBeenCalledWith(4);
    const result = screen.getByRole('region', { name: 'You scored 4/6 (67%)' });
    expect(within(result).getByText(/Not enough correct answers to pass/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue Learning' })).not.toBeInTheDocument();
  });

  it('Review Lesson & Try Again clears every answer and unlocks the quiz', async () => {
    const { user, onRetry } = setup();
    await answer(user, 2);
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Review Lesson & Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeEnabled();
    }
    expect(submit()).toBeDisabled();
    expect(screen.getByText('0 of 6 answered')).toBeInTheDocument();
    expect(screen.queryByText(/explained\./)).not.toBeInTheDocument();
  });

  it('passes with all six and fails with none', async () => {
    const all = setup();
    await answer(all.user, 6);
    await all.user.click(submit());
    expect(screen.getByRole('region', { name: 'You scored 6/6 (100%)' })).toBeInTheDocument();
  });

  it('is keyboard operable: arrow keys move between a question options', async () => {
    const { user } = setup();
    await user.click(within(group(0)).getByRole('radio', { name: 'Wrong a 0' }));
    await user.keyboard('{ArrowDown}');
    expect(within(group(0)).getByRole('radio', { name: 'Wrong b 0' })).toBeChecked();
  });
});
