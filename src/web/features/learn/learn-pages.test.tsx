import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLesson } from '~/content/learn';
import type { TQuestion } from '~/domain/learn';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi, siteInfoAs } from '~/web/test/render-with-api';
import { DEVICE_LEARN_STORAGE_KEY, getDeviceScores } from './device-progress';
import { LearnPage } from './learn-page';
import { LessonPage } from './lesson-page';
import { ModulePage } from './module-page';
import { QuizPage } from './quiz-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

/** The text of a question's right answer, or of a wrong one: answers are picked by what they say, not their place. */
const answerText = (q: TQuestion, isRight: boolean) =>
  isRight ? q.options[q.correctAnswer] : q.options.find((_, o) => o !== q.correctAnswer)!;

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderAt = (path: string) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/learn" element={<LearnPage />} />
          <Route path="/learn/:moduleId" element={<ModulePage />} />
          <Route path="/learn/:moduleId/:lessonId" element={<LessonPage />} />
          <Route path="/learn/:moduleId/:lessonId/quiz" element={<QuizPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
};

/** The site's settings, which the shell's share menu and the learning pages read. */
const SITE = { 'GET /api/site': () => json(siteInfoAs()) };

type TServerScores = Record<string, number>;
/** A signed-in member whose account holds `server`, or a guest when `server` is null. */
const api = (server: TServerScores | null) => {
  const stored = { ...(server ?? {}) };
  const lessons = () =>
    Object.entries(stored)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([lessonId, bestScore]) => ({ lessonId, bestScore, completed: bestScore >= 5 }));
  return mockApi({
    ...SITE,
    'GET /api/auth/me': () => (server ? json(meAs('Free')) : json({ error: 'Sign in to continue' }, 401)),
    'GET /api/learn/progress': () => (server ? json({ lessons: lessons() }) : json({ error: 'x' }, 401)),
    'PUT /api/learn/progress/:any': () => json({}),
    ...Object.fromEntries(
      ['race-types', 'reading-form', 'reading-odds', 'bet-types', 'pedigree'].map((id) => [
        `PUT /api/learn/progress/${id}`,
        (_url: URL, init?: RequestInit) => {
          const { score } = JSON.parse(String(init?.body));
          stored[id] = Math.max(stored[id] ?? 0, score);
          return json({ lessonId: id, bestScore: stored[id], completed: stored[id]! >= 5 });
        },
      ]),
    ),
  });
};

beforeEach(() => {
  localStorage.clear();
  toastMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const progressOf = (name: string) => screen.getByRole('progressbar', { name: `${name} progress` });

describe('modules list (/learn)', () => {
  it('lists the three modules with counts, progress at 0% and Explore Module; no continue link yet', async () => {
    api(null);
    renderAt('/learn');
    expect(screen.getByRole('heading', { level: 1, name: 'Learn Racing' })).toBeInTheDocument();
    const basics = screen.getByRole('article', { name: 'Racing Basics' });
    expect(within(basics).getByText('12 lessons')).toBeInTheDocument();
    expect(within(basics).getByText('72 questions')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Betting Strategies' })).getByText('60 questions'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Advanced Form Study' })).getByText('10 lessons'),
    ).toBeInTheDocument();
    await waitFor(() => expect(progressOf('Racing Basics')).toHaveAttribute('aria-valuenow', '0'));
    expect(progressOf('Racing Basics')).toHaveAttribute('data-tone', 'blue');
    const explore = screen.getAllByRole('link', { name: 'Explore Module' });
    expect(explore.map((link) => link.getAttribute('href'))).toEqual([
      '/learn/basics',
      '/learn/betting',
      '/learn/advanced',
    ]);
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your progress is kept on this device/)).toBeInTheDocument();
    expect(document.title).toBe('Learn Racing | RacePro');
  });

  it('colours progress by the spec thresholds and links to the next unfinished lesson', async () => {
    // Basics: 4 of 12 completed = 33% (amber). Betting: 7 of 10 = 70% (green).
    const betting = [
      'bet-types',
      'staking-plans',
      'value-betting',
      'market-inefficiencies',
      'specialization',
    ];
    const scores = {
      'race-types': 6,
      'reading-form': 5,
      'reading-odds': 5,
      'jockeys-trainers': 6,
      'class-ratings': 4,
      ...Object.fromEntries([...betting, 'betting-psychology', 'bookmaker-management'].map((id) => [id, 6])),
    };
    api(scores);
    renderAt('/learn');
    await waitFor(() => expect(progressOf('Racing Basics')).toHaveAttribute('aria-valuenow', '33'));
    expect(progressOf('Racing Basics')).toHaveAttribute('data-tone', 'amber');
    expect(progressOf('Betting Strategies')).toHaveAttribute('aria-valuenow', '70');
    expect(progressOf('Betting Strategies')).toHaveAttribute('data-tone', 'green');
    expect(progressOf('Advanced Form Study')).toHaveAttribute('data-tone', 'blue');
    const link = screen.getByRole('link', { name: 'Continue where you left off' });
    // The first unfinished lesson of the first started module: class-ratings scored 4 of 6, not a pass.
    expect(link).toHaveAttribute('href', '/learn/basics/class-ratings');
    expect(link).toHaveAccessibleDescription(
      'Racing Basics, lesson 5: Class, Official Ratings and Pattern Races',
    );
    expect(screen.getByText(/saved to your account/)).toBeInTheDocument();
  });
});

describe('lessons list (/learn/:module)', () => {
  it('shows numbers or check marks, question counts, Completed badges and Start or Review', async () => {
    api({ 'race-types': 6, 'reading-form': 2 });
    renderAt('/learn/basics');
    expect(screen.getByRole('heading', { level: 1, name: 'Racing Basics' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Racing Basics lessons' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(12);
    await waitFor(() => expect(within(items[0]!).getByText('Completed')).toBeInTheDocument());
    expect(within(items[0]!).getByText('Lesson 1, completed')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/learn/basics/race-types',
    );
    expect(within(items[1]!).getByText('Best score 2/6')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Start' })).toHaveAccessibleDescription(
      'Reading a Racecard and Form Figures',
    );
    expect(within(items[11]!).getByText('6 questions')).toBeInTheDocument();
    expect(screen.getByText('1 of 12 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Modules' })).toHaveAttribute('href', '/learn');
  });

  it('says so for a module that does not exist', () => {
    api(null);
    renderAt('/learn/cheltenham');
    expect(screen.getByText('We could not find that module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Modules' })).toHaveAttribute('href', '/learn');
  });
});

describe('lesson and quiz', () => {
  it('shows the lesson text with its key points, Start Quiz and Back to Lessons', async () => {
    api(null);
    renderAt('/learn/betting/bet-types');
    expect(await screen.findByRole('heading', { level: 2, name: 'Key points' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Types Explained' })).toBeInTheDocument();
    expect(screen.getByText('Betting Strategies · Lesson 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Quiz' })).toHaveAttribute(
      'href',
      '/learn/betting/bet-types/quiz',
    );
    expect(screen.getByRole('link', { name: 'Back to Lessons' })).toHaveAttribute('href', '/learn/betting');
  });

  it('a lesson id from another module is not found', () => {
    api(null);
    renderAt('/learn/basics/bet-types');
    expect(screen.getByText('We could not find that lesson')).toBeInTheDocument();
  });

  it('a guest who passes keeps the score on the device, sees the spec toast and continues to the lessons list', async () => {
    api(null);
    const { user } = renderAt('/learn/basics/race-types/quiz');
    const lesson = await loadLesson('race-types');
    const groups = await screen.findAllByRole('group');
    // Five right, the last one wrong: 5/6 = 83%.
    for (const [n, q] of lesson.questions.entries())
      await user.click(within(groups[n]!).getByLabelText(answerText(q, n < 5)));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Quiz Completed!',
      description: 'You scored 5/6 (83%). Well done!',
    });
    await waitFor(() => expect(getDeviceScores()).toEqual({ 'race-types': 5 }));
    await user.click(screen.getByRole('button', { name: 'Continue Learning' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/learn/basics');
    expect(await screen.findByText('Lesson 1, completed')).toBeInTheDocument();
  });

  it('a member who fails gets the fail toast, the score is saved to the account, and retry goes back to the lesson', async () => {
    const fetchMock = api({});
    const { user } = renderAt('/learn/basics/reading-odds/quiz');
    const lesson = await loadLesson('reading-odds');
    const groups = await screen.findAllByRole('group');
    for (const [n, q] of lesson.questions.entries())
      await user.click(within(groups[n]!).getByLabelText(answerText(q, n < 4)));
    await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Quiz Result',
      description: 'You scored 4/6 (67%). You need 70% to pass. Try again!',
    });
    expect(screen.getByText(/Not enough correct answers to pass/)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/learn/progress/reading-odds')).toHaveLength(1),
    );
    expect(getDeviceScores()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Review Lesson & Try Again' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/learn/basics/reading-odds');
    expect(await screen.findByText('Best score 4/6')).toBeInTheDocument();
  });
});

describe('progress follows a guest into their account', () => {
  it('sends the better device scores to the account once, keeps the best of both, then clears the device', async () => {
    localStorage.setItem(
      DEVICE_LEARN_STORAGE_KEY,
      JSON.stringify({
        'race-types': 6,
        'reading-form': 3,
        pedigree: 9,
        'not-a-lesson': 6,
        'reading-odds': 'x',
      }),
    );
    const fetchMock = api({ 'reading-form': 5 });
    renderAt('/learn');
    await waitFor(() => expect(getDeviceScores()).toEqual({}));
    // race-types was better on the device; reading-form was better on the account; junk entries were never read.
    expect(callsTo(fetchMock, 'PUT', '/api/learn/progress/race-types')).toHaveLength(1);
    expect(callsTo(fetchMock, 'PUT', '/api/learn/progress/reading-form')).toHaveLength(0);
    expect(callsTo(fetchMock, 'PUT', '/api/learn/progress/pedigree')).toHaveLength(0);
    await waitFor(() => expect(progressOf('Racing Basics')).toHaveAttribute('aria-valuenow', '17'));
    expect(localStorage.getItem(DEVICE_LEARN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the device scores when the account cannot be reached', async () => {
    expectConsoleError(/API error.*\/api\/learn\/progress\/race-types/s);
    localStorage.setItem(DEVICE_LEARN_STORAGE_KEY, JSON.stringify({ 'race-types': 6 }));
    // Watched, not replaced: the merge writes what it keeps once it has heard from the server, whatever it heard.
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    mockApi({
      ...SITE,
      'GET /api/auth/me': () => json(meAs('Free')),
      'GET /api/learn/progress': () => json({ lessons: [] }),
      'PUT /api/learn/progress/race-types': () => json({ error: 'Service unavailable' }, 503),
    });
    renderAt('/learn');
    await waitFor(() => expect(progressOf('Racing Basics')).toHaveAttribute('aria-valuenow', '8'));
    await waitFor(() => expect(writes).toHaveBeenCalledWith(DEVICE_LEARN_STORAGE_KEY, expect.any(String)));
    expect(getDeviceScores()).toEqual({ 'race-types': 6 });
  });
});
