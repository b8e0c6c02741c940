import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDate } from '~/domain/uk-time';
import { seriousViolations } from '~/web/test/axe';
import { callsTo, json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { StandaloneAddTipPage } from '../add-tip/standalone-add-tip-page';
import { adminTip } from '../test/admin-tips';
import { twoCourseCard } from '../test/racecards';
import { AdminTipForm } from './admin-tip-form';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const OTHER_DAY = '15/01/2030';

/** Today has the two-course card; every other day has none. */
const mockCard = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/admin/racecards': (url) =>
      json(url.searchParams.get('date') === ukDate() ? twoCourseCard(ukDate()) : []),
    ...routes,
  });

const renderForm = () => {
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdminTipForm />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
};

const picker = () => screen.findByRole('group', { name: 'Pick from the card' });
const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => toastMock.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('Pick from the card (issue 35 item 3)', () => {
  it("offers the day's courses, races and runners, and a pick fills the form as if typed", async () => {
    const fetchMock = mockCard({
      'POST /api/admin/tips': () => json(adminTip({ horse: 'Brave Baron' }), 201),
    });
    const { user, container } = renderForm();

    await picker();
    expect(optionTexts('Course on the card')).toEqual(['Not on the card', 'Ascot', 'Kempton']);
    expect(screen.queryByLabelText('Race')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Ascot');
    expect(optionTexts('Race')).toEqual([
      'Choose a race',
      '14:30 Harbour Homes Chase',
      '16:05 Maiden Stakes',
    ]);
    await user.selectOptions(screen.getByLabelText('Race'), '14:30 Harbour Homes Chase');
    expect(screen.getByLabelText('Race')).toHaveAccessibleDescription(
      'Class 2 · 2m 4f · Good to Soft · 2 runners',
    );
    expect(optionTexts('Runner')).toEqual([
      'Choose a runner',
      '1. Silver Arrow (Jockey 1)',
      '2. Brave Baron (Harry Cobden)',
      '3. Late Show (Jockey 3), non-runner',
    ]);
    expect(screen.getByRole('option', { name: '3. Late Show (Jockey 3), non-runner' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Runner'), '2. Brave Baron (Harry Cobden)');
    expect(screen.getByLabelText('Runner')).toHaveAccessibleDescription(
      'Trainer Paul Whitaker · 6yo · 11-7 · OR 140 · Form 21-3F1',
    );

    expect(screen.getByLabelText('Racecourse')).toHaveValue('Ascot');
    expect(screen.getByLabelText('Race time')).toHaveValue('14:30');
    expect(screen.getByLabelText('Horse')).toHaveValue('Brave Baron');
    expect(screen.getByLabelText(/Runners/)).toHaveValue(2);
    expect(screen.getByLabelText('Handicap')).toBeChecked();
    expect(screen.getByLabelText(/^Race name/)).toHaveValue('Harbour Homes Chase');
    expect(screen.getByLabelText(/^Jockey/)).toHaveValue('Harry Cobden');
    expect(await seriousViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText('Odds'), '5/2');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST', '/api/admin/tips')).toMatchObject({
      tipDate: ukDate(),
      racecourse: 'Ascot',
      raceTime: '14:30',
      horseName: 'Brave Baron',
      odds: '5/2',
      runners: 2,
      isHandicap: true,
      raceName: 'Harbour Homes Chase',
      raceType: 'Chase',
      raceClass: 'Class 2',
      distance: '2m 4f',
      going: 'Good to Soft',
      jockey: 'Harry Cobden',
      trainer: 'Paul Whitaker',
      age: '6',
      weight: '11-7',
      officialRating: '140',
      form: '21-3F1',
    });
    // The form resets after the tip: the pick goes with it.
    await waitFor(() => expect(screen.getByLabelText('Course on the card')).toHaveValue(''));
    expect(screen.queryByLabelText('Runner')).not.toBeInTheDocument();
  });

  it('a race at another course replaces the runner picked before, and a Flat race brings its draw', async () => {
    mockCard();
    const { user } = renderForm();
    await picker();
    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Ascot');
    await user.selectOptions(screen.getByLabelText('Race'), '14:30 Harbour Homes Chase');
    await user.selectOptions(screen.getByLabelText('Runner'), '1. Silver Arrow (Jockey 1)');
    await user.selectOptions(screen.getByLabelText('Race'), '16:05 Maiden Stakes');
    expect(screen.getByLabelText('Horse')).toHaveValue('');
    expect(screen.getByLabelText(/^Jockey/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Runner'), '1. Quick Step (Jockey 1)');
    expect(screen.getByLabelText('Race time')).toHaveValue('16:05');
    expect(screen.getByLabelText(/^Draw/)).toHaveValue('4');
    expect(screen.getByLabelText(/^Distance/)).toHaveValue('6½f');
    expect(screen.getByLabelText('Handicap')).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Kempton');
    expect(screen.getByLabelText('Racecourse')).toHaveValue('Kempton');
    expect(optionTexts('Race')).toEqual(['Choose a race', '15:00 Novices Hurdle']);
  });

  it('"Not on the card" leaves the typed fields to the admin, and typing another course ends the pick', async () => {
    const fetchMock = mockCard({ 'POST /api/admin/tips': () => json(adminTip({ horse: 'Night Owl' }), 201) });
    const { user } = renderForm();
    await picker();
    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Ascot');
    await user.selectOptions(screen.getByLabelText('Racecourse'), 'Wolverhampton');
    expect(screen.getByLabelText('Course on the card')).toHaveValue('');
    expect(screen.queryByLabelText('Race')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Race time'), '19:45');
    await user.type(screen.getByLabelText('Horse'), 'Night Owl');
    await user.type(screen.getByLabelText('Odds'), '7/2');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST', '/api/admin/tips')).toMatchObject({
      racecourse: 'Wolverhampton',
      raceTime: '19:45',
      horseName: 'Night Owl',
    });
  });

  it('shows no picker for a date without a card, and a new date starts a new pick', async () => {
    const fetchMock = mockCard();
    const { user } = renderForm();
    await picker();
    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Kempton');
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, OTHER_DAY);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/racecards').at(-1)?.url.searchParams.get('date')).toBe(
        '2030-01-15',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Pick from the card' })).toBeNull());
    expect(screen.getByLabelText('Racecourse')).toBeEnabled();

    await user.clear(date);
    await user.type(date, ukDate().split('-').reverse().join('/'));
    await picker();
    expect(screen.getByLabelText('Course on the card')).toHaveValue('');
  });

  it('fills the course, time and horse of the /add-tip form, which has no racecard details', async () => {
    const fetchMock = mockCard({
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/tips': () => json({ horse: 'Night Owl' }, 201),
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderRoute('/add-tip', '/add-tip', <StandaloneAddTipPage />);
    await picker();
    await user.selectOptions(screen.getByLabelText('Course on the card'), 'Kempton');
    await user.selectOptions(screen.getByLabelText('Race'), '15:00 Novices Hurdle');
    await user.selectOptions(screen.getByLabelText('Runner'), '1. Night Owl (Jockey 1)');
    expect(screen.getByLabelText('Racecourse')).toHaveValue('Kempton');
    expect(screen.getByLabelText('Race time')).toHaveValue('15:00');
    expect(screen.getByLabelText('Horse name')).toHaveValue('Night Owl');
    expect(await seriousViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText('Odds'), '7/2');
    await user.type(screen.getByLabelText('Analysis'), 'Goes well on soft ground.');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(await screen.findByText('Tips screen')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/tips')).toMatchObject({
      racecourse: 'Kempton',
      raceTime: '15:00',
      horseName: 'Night Owl',
    });
  });
});
