import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TQuestion } from '~/domain/learn';
import { optionState, Quiz } from './quiz';

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

// NOTE: the six question groups are found by role once per test, and an option by its label: working out the
// accessible name of every radio (a role query by name) on each click is what made these tests slow. The names are
// checked by role where it matters. The pass mark itself is pinned in src/domain/learn.test.ts.
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
  const groups = screen.getAllByRole('group');
  return { onSubmitted, onContinue, onRetry, groups, user: userEvent.setup({ delay: null }) };
};

type TSetup = ReturnType<typeof setup>;

/** Answers the first `right` questions correctly and the rest wrongly. */
const answer = async ({ user, groups }: TSetup, right: number) => {
  for (const [n, group] of groups.entries())
    await user.click(within(group).getByLabelText(n < right ? `Right ${n}` : `Wrong a ${n}`));
};
const submitButton = () => screen.getByRole('button', { name: 'Submit Answers' });

describe('optionState', () => {
  const question = questions[1]!; // right answer: option 1
  it('shows only the pick before submitting, then the right answer, the right pick and a wrong pick', () => {
    expect([0, 1, 2].map((option) => optionState(question, 0, option, false))).toEqual([
      'picked',
      'idle',
      'idle',
    ]);
    expect([0, 1, 2].map((option) => optionState(question, 0, option, true))).toEqual([
      'wrong-picked',
      'right',
      'idle',
    ]);
    expect(optionState(question, 1, 1, true)).toBe('right-picked');
  });
});

describe('Quiz', () => {
  it('shows six questions with four options each, and keeps Submit Answers disabled until all are answered', async () => {
    const quiz = setup();
    const { user, groups, onSubmitted } = quiz;
    expect(screen.getAllByRole('radio')).toHaveLength(24);
    expect(groups.map((group, n) => within(group).getAllByLabelText(new RegExp(` ${n}$`)).length)).toEqual([
      4, 4, 4, 4, 4, 4,
    ]);
    expect(groups[2]).toHaveAccessibleName(/Question 3 of 6/);
    const submit = submitButton();
    expect(submit).toBeDisabled();
    expect(within(groups[0]!).getByRole('radio', { name: 'Right 0' })).not.toBeChecked();
    for (const [n, group] of groups.slice(0, 5).entries())
      await user.click(within(group).getByLabelText(`Right ${n}`));
    expect(screen.getByText('5 of 6 answered')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    // Enter in the form does not submit an incomplete quiz either.
    await user.type(within(groups[0]!).getByLabelText('Right 0'), '{Enter}');
    expect(onSubmitted).not.toHaveBeenCalled();
    await user.click(within(groups[5]!).getByLabelText('Right 5'));
    expect(submit).toBeEnabled();
  });

  it('passes at 5 of 6 (83%): answers lock, marks show with words, explanations appear, Continue Learning', async () => {
    const quiz = setup();
    const { user, groups, onSubmitted, onContinue } = quiz;
    await answer(quiz, 5);
    await user.click(submitButton());
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(5);
    const result = screen.getByRole('region', { name: 'You scored 5/6 (83%)' });
    expect(result).toHaveFocus();
    expect(within(result).getByText('Passed. This lesson is completed.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    // Right picks, the missed right answer and the wrong pick are each named in words, not colour alone.
    expect(screen.getAllByText('Your answer: correct')).toHaveLength(5);
    const last = within(groups[5]!);
    expect(last.getByText('Your answer: wrong')).toBeInTheDocument();
    expect(last.getByRole('radio', { name: /Right 5.*Correct answer/ })).toBeInTheDocument();
    expect(groups[5]).toHaveAccessibleDescription(/^Not quite\.\s*Because of reason number 5/);
    for (let n = 0; n < 6; n += 1)
      expect(screen.getByText(`Because of reason number ${n}, explained.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Lesson & Try Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('fails at 4 of 6 (67%, under 70%), and Review Lesson & Try Again clears every answer and unlocks the quiz', async () => {
    const quiz = setup();
    const { user, onSubmitted, onRetry } = quiz;
    await answer(quiz, 4);
    await user.click(submitButton());
    expect(onSubmitted).toHaveBeenCalledWith(4);
    const result = screen.getByRole('region', { name: 'You scored 4/6 (67%)' });
    expect(within(result).getByText(/Not enough correct answers to pass/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue Learning' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review Lesson & Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeEnabled();
    }
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('0 of 6 answered')).toBeInTheDocument();
    expect(screen.queryByText(/explained\./)).not.toBeInTheDocument();
  });

  it('is keyboard operable: arrow keys move between a question options', async () => {
    const { user, groups } = setup();
    await user.click(within(groups[0]!).getByLabelText('Wrong a 0'));
    await user.keyboard('{ArrowDown}');
    expect(within(groups[0]!).getByLabelText('Wrong b 0')).toBeChecked();
  });
});
