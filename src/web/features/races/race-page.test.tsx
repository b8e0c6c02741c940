import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRaceDetail, TRaceRunner } from '~/domain/races.contract';
import { getBetslipState, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, meAs, mockApi, renderRoute } from '~/web/test/render-with-api';
import { RacePage } from './race-page';

const runner = (over: Partial<TRaceRunner> & Pick<TRaceRunner, 'id' | 'horse'>): TRaceRunner => ({
  number: over.id,
  age: 5,
  weightLb: 150,
  draw: null,
  officialRating: 120,
  jockey: 'Megan Doyle',
  trainer: 'Paul Whitaker',
  form: '1-23',
  headgear: null,
  nonRunner: null,
  result: null,
  tips: [],
  ...over,
});

const race = (over: Partial<TRaceDetail> = {}): TRaceDetail => ({
  id: 5,
  date: '2026-11-20',
  time: '14:25',
  startsAt: new Date(Date.now() + 3_600_000).toISOString(),
  racecourse: 'Exeter',
  race: {
    name: 'Harbour Homes Handicap Hurdle',
    type: 'Hurdle',
    raceClass: 'Class 3',
    distanceYards: 4400,
    going: 'Soft',
    runners: 3,
  },
  isHandicap: true,
  placeTerms: '2 places at 1/4 odds',
  fullField: true,
  resulted: false,
  runners: [
    runner({ id: 1, horse: 'Brave Baron', headgear: 'tp' }),
    runner({
      id: 2,
      horse: 'Silver Arrow',
      tips: [
        { id: 9, category: 'NAP', tipster: 'RacePro Team', betType: 'Win', odds: '5/2', accessLevel: 'Free' },
      ],
    }),
    runner({ id: 3, horse: 'Quiet Tide', nonRunner: { withdrawnAt: '2026-11-20T13:40:00.000Z' } }),
  ],
  lockedTips: 0,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

const show = (answer: () => Response) => {
  mockApi({ 'GET /api/races/5': answer, 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
  return renderRoute('/races/5', '/races/:id', <RacePage />);
};

describe('the race page', () => {
  it('shows the whole card before the off: numbers, connections, headgear, the tip and a non-runner', async () => {
    const { container } = show(() => json(race()));
    expect(await screen.findByRole('heading', { level: 1, name: '14:25 Exeter' })).toBeInTheDocument();
    expect(screen.getByText('Harbour Homes Handicap Hurdle')).toBeInTheDocument();
    expect(screen.getByText(/Class 3 · 2m 4f · Soft · 3 runners/)).toBeInTheDocument();
    expect(screen.getByText(/Each way: 2 places at 1\/4 odds/)).toBeInTheDocument();
    const runners = within(screen.getByRole('list', { name: 'Runners' })).getAllByRole('listitem');
    expect(runners).toHaveLength(3);
    expect(runners[0]).toHaveTextContent('Brave Baron');
    expect(runners[0]).toHaveTextContent('headgear tp');
    expect(runners[0]).toHaveTextContent('Megan Doyle');
    expect(runners[0]).toHaveTextContent('5yo 10-10 · OR 120 · Form 1-23');
    expect(runners[1]).toHaveTextContent('Our tip: NAP at 5/2');
    expect(runners[2]).toHaveTextContent(/Non-runner \(withdrawn 13:40\)/);
    expect(screen.getByRole('link', { name: /All results for/ })).toHaveAttribute(
      'href',
      '/results?date=2026-11-20',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('tells a caller a tip on the race is for a higher plan', async () => {
    show(() => json(race({ lockedTips: 1, runners: race().runners.slice(0, 1) })));
    expect(await screen.findByText(/One tip on this race is for a higher plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/subscription');
  });

  it('prints the result in finishing order, with SPs, the favourite, distances beaten and Rule 4', async () => {
    const result = (position: string | null, outcome: 'Won' | 'Placed' | 'Lost' | 'NonRunner') => ({
      outcome,
      position,
      positionLabel:
        position === '1' ? '1st' : position === '2' ? '2nd' : position === 'PU' ? 'Pulled up' : null,
      beaten: position === '2' ? '1½' : null,
      sp: position === null ? null : position === '1' ? '7/4' : '5/1',
      favourite: position === '1' ? ('F' as const) : null,
      rule4Pence: outcome === 'NonRunner' ? 0 : 15,
      deadHeat: null,
    });
    const { container } = show(() =>
      json(
        race({
          resulted: true,
          startsAt: new Date(Date.now() - 3_600_000).toISOString(),
          runners: [
            runner({ id: 1, horse: 'Brave Baron', result: result('PU', 'Lost') }),
            runner({ id: 2, horse: 'Silver Arrow', result: result('2', 'Placed') }),
            runner({
              id: 3,
              horse: 'Quiet Tide',
              nonRunner: { withdrawnAt: null },
              result: result(null, 'NonRunner'),
            }),
            runner({ id: 4, horse: 'Royal Comet', result: result('1', 'Won') }),
          ],
        }),
      ),
    );
    const rows = within(await screen.findByRole('list', { name: 'Finishing order' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1st.*Royal Comet.*SP 7\/4F \(favourite\)/),
      expect.stringMatching(/^2nd1½.*Silver Arrow.*SP 5\/1/),
      expect.stringMatching(/^Pulled up.*Brave Baron/),
      expect.stringMatching(/^NR.*Quiet Tide/),
    ]);
    expect(screen.getByText(/Rule 4: 15p in the £ deducted/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says plainly when there is no such race, with a way on', async () => {
    expectConsoleError(/API error/);
    show(() => json({ error: 'There is no such race' }, 404));
    expect(await screen.findByRole('heading', { name: "We couldn't find that race" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See today's tips" })).toHaveAttribute('href', '/tips');
  });

  it('offers a retry when the race could not be loaded', async () => {
    expectConsoleError(/API error/);
    show(() => json({ error: 'Server error' }, 500));
    expect(
      await screen.findByRole('heading', { name: 'The race could not be loaded' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('the betslip on a full-field race (issue 36)', () => {
    it('offers every declared runner before the off, a non-runner disabled, at the tip price or none', async () => {
      const user = userEvent.setup();
      const { container } = show(() => json(race()));
      const add = await screen.findByRole('button', { name: 'Add Brave Baron to betslip' });
      expect(screen.getByRole('button', { name: 'Add Silver Arrow to betslip' })).toBeEnabled();
      expect(screen.getByRole('button', { name: /Quiet Tide cannot be added/ })).toBeDisabled();
      expect(await seriousViolations(container)).toEqual([]);

      await user.click(add);
      await user.click(screen.getByRole('button', { name: 'Add Silver Arrow to betslip' }));
      expect(getBetslipState().items).toEqual([
        {
          raceEntryId: 1,
          raceId: 5,
          horse: 'Brave Baron',
          race: '14:25',
          track: 'Exeter',
          raceDate: '2026-11-20',
          odds: '',
          type: 'Win',
          stake: 5,
        },
        expect.objectContaining({ raceEntryId: 2, horse: 'Silver Arrow', odds: '5/2', type: 'Win' }),
      ]);
      expect(screen.getByRole('button', { name: 'In betslip: Brave Baron' })).toBeInTheDocument();
    });

    it('asks before tracking a runner the member already tracks again', async () => {
      const user = userEvent.setup();
      mockApi({
        'GET /api/races/5': () => json(race()),
        'GET /api/auth/me': () => json(meAs('Monthly')),
        'GET /api/bets/tracked': () => json({ raceEntryIds: [1] }),
      });
      renderRoute('/races/5', '/races/:id', <RacePage />);
      const runners = await screen.findByRole('list', { name: 'Runners' });
      expect(await within(runners).findByText('Tracked')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add Brave Baron to betslip' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'You already track Brave Baron. Track it again?',
      });
      expect(await seriousViolations(dialog)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(getBetslipState().items).toEqual([]);
      // The keyboard is back on the button that asked, not at the top of the page.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Add Brave Baron to betslip' })).toHaveFocus(),
      );

      await user.click(screen.getByRole('button', { name: 'Add Brave Baron to betslip' }));
      await user.click(await screen.findByRole('button', { name: 'Track it again' }));
      expect(getBetslipState().items).toEqual([expect.objectContaining({ raceEntryId: 1 })]);
      // A runner not yet tracked goes straight on.
      await user.click(screen.getByRole('button', { name: 'Add Silver Arrow to betslip' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(getBetslipState().items).toHaveLength(2);
    });

    it('offers no betslip button after the off', async () => {
      show(() => json(race({ startsAt: new Date(Date.now() - 60_000).toISOString() })));
      await screen.findByRole('list', { name: 'Runners' });
      expect(screen.queryByRole('button', { name: /to betslip/ })).not.toBeInTheDocument();
    });

    it('offers no betslip button on a race entered only with its tips', async () => {
      show(() => json(race({ fullField: false })));
      await screen.findByRole('list', { name: 'Runners' });
      expect(screen.queryByRole('button', { name: /to betslip/ })).not.toBeInTheDocument();
    });
  });
});
