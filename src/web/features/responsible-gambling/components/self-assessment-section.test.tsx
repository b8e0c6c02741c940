import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PGSI_QUESTIONS } from '~/domain/pgsi';
import { SelfAssessmentSection } from './self-assessment-section';

const fetchSpy = vi.fn();
const xhrOpenSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');

beforeEach(() => {
  fetchSpy.mockReset();
  xhrOpenSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <SelfAssessmentSection />
    </MemoryRouter>,
  );

const questionGroup = (index: number) =>
  screen.getByRole('group', { name: `Question ${index + 1}: ${PGSI_QUESTIONS[index]?.text}` });

/**
 * Picks one answer label per question, in order; `undefined` leaves that question unanswered. NOTE: by label within
 * each fieldset, clicked directly: role queries by name over nine groups of four cost jsdom seconds per click on a
 * busy machine (the role query and the keyboard are exercised by the tests that name one question).
 */
const answer = async (_user: ReturnType<typeof userEvent.setup>, labels: Array<string | undefined>) => {
  const groups = Array.from(document.querySelectorAll('fieldset'));
  for (const [index, label] of labels.entries()) {
    const group = groups[index];
    if (label && group) act(() => fireEvent.click(within(group).getByLabelText(label)));
  }
};

const seeResult = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'See my result' }));

const resultRegion = () => screen.getByRole('region', { name: /Your score/ });

/** axe's WCAG A/AA rules (jsdom paints nothing, so colour contrast is left to the Playwright journey). */
const axeViolations = async (container: HTMLElement) =>
  (
    await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
  ).violations.map((violation) => `${violation.id}: ${violation.help}`);

// NOTE: nine questions of four radios make a large accessibility tree; role queries over it take seconds in jsdom on a
// busy machine (CI runs the projects in parallel), so this file allows 20 s a test.
describe('SelfAssessmentSection', { timeout: 20_000 }, () => {
  it('asks the nine published questions, each with the four published answers, and cites its source', () => {
    renderSection();

    expect(screen.getByText('Thinking about the last 12 months...')).toBeInTheDocument();
    PGSI_QUESTIONS.forEach((_, index) => {
      const radios = within(questionGroup(index)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Never',
        'Sometimes',
        'Most of the time',
        'Almost always',
      ]);
      for (const radio of radios) expect(radio).not.toBeChecked();
    });
    expect(screen.getByText('Your answers stay on this device; nothing is sent to us.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Source: Ferris, J\. & Wynne, H\. \(2001\) The Canadian Problem Gambling Index/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Problem gambling screens/ })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/statistics-and-research/publication/problem-gambling-screens',
    );
  });

  it('scores all "Never" as non-problem gambling, then a changed answer as low risk', async () => {
    const user = userEvent.setup();
    renderSection();

    await answer(
      user,
      PGSI_QUESTIONS.map(() => 'Never'),
    );
    expect(screen.getByText('9 of 9 answered')).toBeInTheDocument();
    await seeResult(user);

    expect(resultRegion()).toHaveTextContent('Your score: 0 out of 27');
    expect(resultRegion()).toHaveTextContent('Non-problem gambling');
    expect(within(resultRegion()).getByRole('link', { name: 'your account' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(resultRegion().parentElement).toHaveAttribute('aria-live', 'polite');

    await user.click(within(questionGroup(8)).getByRole('radio', { name: 'Most of the time' }));
    expect(resultRegion()).toHaveTextContent('Your score: 2 out of 27');
    expect(resultRegion()).toHaveTextContent('Low risk gambling');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('scores 8 as problem gambling with the helpline, GAMSTOP, self-exclusion, GA and the NHS, sending nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderSection();

    await answer(user, [
      'Almost always',
      'Most of the time',
      'Sometimes',
      'Sometimes',
      'Sometimes',
      ...Array(4).fill('Never'),
    ]);
    await seeResult(user);

    const result = within(resultRegion());
    expect(resultRegion()).toHaveTextContent('Your score: 8 out of 27');
    expect(resultRegion()).toHaveTextContent('Problem gambling');
    expect(result.getByRole('link', { name: /Call 0808 8020 133 now/ })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(result.getByRole('link', { name: /GamCare/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
    expect(result.getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute(
      'href',
      'https://www.gamstop.co.uk',
    );
    expect(result.getByRole('link', { name: /Gamblers Anonymous/ })).toHaveAttribute(
      'href',
      'https://www.gamblersanonymous.org.uk',
    );
    expect(result.getByRole('link', { name: /gambling clinics/ })).toHaveAttribute(
      'href',
      'https://www.nhs.uk/live-well/addiction-support/gambling-addiction/',
    );
    expect(resultRegion()).toHaveTextContent(/Self-exclude from RacePro for 6 months or more/);

    expect(await axeViolations(container)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpenSpy).not.toHaveBeenCalled();
  });

  it('gives moderate risk from 3 with the helpline, a break and GAMSTOP', async () => {
    const user = userEvent.setup();
    renderSection();

    await answer(user, ['Sometimes', 'Never', 'Most of the time', ...Array(6).fill('Never')]);
    await seeResult(user);

    expect(resultRegion()).toHaveTextContent('Your score: 3 out of 27');
    expect(resultRegion()).toHaveTextContent('Moderate risk gambling');
    expect(resultRegion()).toHaveTextContent(/time-out of 24 hours, 7 days or 30 days/);
    expect(within(resultRegion()).getByRole('link', { name: '0808 8020 133' })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(resultRegion()).queryByRole('link', { name: /now$/ })).toBeNull();
  });

  it('names the questions still to answer instead of a partial score, and takes focus to the first', async () => {
    const user = userEvent.setup();
    const { container } = renderSection();

    const labels = PGSI_QUESTIONS.map(() => 'Sometimes') as Array<string | undefined>;
    labels[2] = undefined;
    labels[7] = undefined;
    await answer(user, labels);
    await seeResult(user);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer all 9 questions to see your result. Still to answer: questions 3 and 8.',
    );
    expect(screen.queryByRole('region', { name: /Your score/ })).toBeNull();
    expect(screen.queryByText(/Your score/)).toBeNull();
    expect(within(questionGroup(2)).getByRole('radio', { name: 'Never' })).toHaveFocus();
    expect(questionGroup(2)).toHaveAccessibleDescription('Please choose an answer to this question.');
    expect(questionGroup(0)).not.toHaveAccessibleDescription();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(questionGroup(2)).getByRole('radio', { name: 'Never' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Still to answer: question 8.');
    await user.click(within(questionGroup(7)).getByRole('radio', { name: 'Never' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await seeResult(user);
    expect(resultRegion()).toHaveTextContent('Your score: 7 out of 27');
    expect(resultRegion()).toHaveTextContent('Moderate risk gambling');
  });

  it('answers by keyboard: arrow keys move between a question’s answers', async () => {
    const user = userEvent.setup();
    renderSection();

    const never = within(questionGroup(0)).getByRole('radio', { name: 'Never' });
    await user.click(never);
    await user.keyboard('{ArrowRight}');
    expect(within(questionGroup(0)).getByRole('radio', { name: 'Sometimes' })).toBeChecked();
    expect(never).not.toBeChecked();
    expect(screen.getByText('1 of 9 answered')).toBeInTheDocument();
  });

  it('clears every answer and the result', async () => {
    const user = userEvent.setup();
    renderSection();

    await answer(
      user,
      PGSI_QUESTIONS.map(() => 'Almost always'),
    );
    await seeResult(user);
    expect(resultRegion()).toHaveTextContent('Your score: 27 out of 27');

    await user.click(screen.getByRole('button', { name: 'Clear my answers' }));
    expect(screen.queryByText(/Your score/)).toBeNull();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByText('0 of 9 answered')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
