import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { BettingGuidePage } from './betting-guide-page';

const renderPage = (path = '/betting-guide') =>
  // The Share menu reads the public site address (a query); in these tests it stays unanswered.
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <BettingGuidePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/**
 * A bet type's accordion trigger, found by the name it starts with. NOTE: a plain DOM walk, because a role query per
 * lookup over this long page is slow in jsdom; the accessible names are checked by role in their own test.
 */
const trigger = (name: string): HTMLElement => {
  const buttons = [...document.getElementById('bet-types')!.querySelectorAll('button')];
  const found = buttons.find((button) => button.textContent?.startsWith(name));
  if (!found) throw new Error(`No bet type trigger named ${name}`);
  return found;
};
const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('BettingGuidePage', () => {
  it('has one h1, its sections in heading order and the page title', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Simple Betting Guide' })).toBeInTheDocument();
    expect(document.title).toBe('Simple Betting Guide | RacePro');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      'Odds formats',
      'Bet types',
      'Quick tips',
      'Rule 4: when a horse is withdrawn',
      'Dead heats',
      'Premium Betting Tools',
      'Where next',
      RESPONSIBLE_GAMBLING_LINE,
    ]);
    // No heading skips a level (h1 -> h2 -> h3 -> h4 -> h5).
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('explains the three odds formats with the £10 at 5/1 example returning £60', () => {
    renderPage();

    const odds = within(section('Odds formats'));
    for (const name of ['Fractional', 'Decimal', 'American'])
      expect(odds.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(odds.getByText('5/1')).toBeInTheDocument();
    expect(odds.getByText('6.00')).toBeInTheDocument();
    expect(odds.getByText('+500')).toBeInTheDocument();
    expect(odds.getByRole('heading', { level: 3, name: 'Worked example: £10 at 5/1' })).toBeInTheDocument();
    expect(odds.getByText(/£10 × 5\/1 = £50\.00 winnings.*£60\.00 returned/)).toBeInTheDocument();
  });

  it('lists every bet type in the accordion, the first open', () => {
    renderPage();

    const betTypes = within(section('Bet types'));
    const triggers = betTypes.getAllByRole('button');
    expect(triggers).toHaveLength(BETTING_GUIDE.betTypes.length);
    for (const name of [
      'Win',
      'Place',
      'Each Way',
      'Double',
      'Treble',
      'Accumulator',
      'Trixie',
      'Patent',
      'Yankee',
      'Lucky 15',
      'Canadian',
      'Lucky 31',
      'Heinz',
      'Lucky 63',
      'Super Heinz',
      'Goliath',
    ])
      expect(trigger(name)).toBeInTheDocument();
    expect(trigger('Win')).toHaveAttribute('aria-expanded', 'true');
    expect(triggers.filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
    expect(betTypes.getByRole('button', { name: 'Yankee, 4 selections, 11 bets' })).toBe(trigger('Yankee'));
    expect(betTypes.getByRole('button', { name: 'Accumulator, 4 or more selections, 1 bet' })).toBe(
      trigger('Accumulator'),
    );
  });

  it('opens one bet type at a time and collapses the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(trigger('Yankee'));
    expect(trigger('Yankee')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Win')).toHaveAttribute('aria-expanded', 'false');
    const yankee = screen.getByRole('region', { name: /^Yankee/ });
    expect(within(yankee).getByText(/6 doubles, 4 trebles and a 4-fold: 11 bets/)).toBeInTheDocument();
    expect(within(yankee).getByText(/Total return: £78\.50/)).toBeInTheDocument();
    expect(
      within(yankee).getByRole('heading', { level: 5, name: /Worked example: Yankee/ }),
    ).toBeInTheDocument();

    await user.click(trigger('Lucky 15'));
    expect(trigger('Lucky 15')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Yankee')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Total return: £78\.50/)).not.toBeInTheDocument();
    expect(screen.getByText(/not included in the figures/)).toBeInTheDocument();

    await user.click(trigger('Lucky 15'));
    expect(trigger('Lucky 15')).toHaveAttribute('aria-expanded', 'false');
    const betTypes = within(section('Bet types'));
    expect(
      betTypes.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(0);
  });

  it('works from the keyboard: arrows move between bet types, Enter and Space open and close', async () => {
    const user = userEvent.setup();
    renderPage();

    trigger('Win').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Place')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Place')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Win')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/6\/1 × 1\/5 = 6\/5, so £10 returns £22\.00/)).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(trigger('Each Way')).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger('Each Way')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Place')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/win part £55\.00 plus place part £17\.50 = £72\.50/)).toBeInTheDocument();
    await user.keyboard(' ');
    expect(trigger('Each Way')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(trigger('Goliath')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Win')).toHaveFocus();
  });

  it('gives the four quick tips, and Rule 4 and dead heats with worked examples', () => {
    renderPage();

    const tips = within(section('Quick tips'));
    expect(tips.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shop around for the best price',
      'Look for each-way value at 8/1 or longer',
      'Do not chase losses',
      'Keep records',
    ]);

    const rule4 = within(section('Rule 4: when a horse is withdrawn'));
    expect(rule4.getByText(/deduction taken from their winnings, never from the stake/)).toBeInTheDocument();
    expect(rule4.getByRole('table', { name: 'Rule 4(c) deductions' })).toHaveTextContent(
      '10/3 to 4/120p in the £',
    );
    expect(
      rule4.getByRole('heading', { level: 3, name: /Worked example: £10 win at 5\/1/ }),
    ).toBeInTheDocument();
    expect(rule4.getByText('Return: £40.00 winnings plus the £10 stake = £50.00.')).toBeInTheDocument();

    const deadHeats = within(section('Dead heats'));
    expect(
      deadHeats.getByText(/Your stake is divided by the number of horses that tied/),
    ).toBeInTheDocument();
    expect(deadHeats.getByText(/Return: £35\.00/)).toBeInTheDocument();
    expect(deadHeats.getByText('Total return: £15.00 from £20.00 staked.')).toBeInTheDocument();
  });

  it('links to the tools, tips, strategies and responsible gambling pages', () => {
    renderPage();

    const next = within(screen.getByRole('navigation', { name: 'Where next' }));
    expect(next.getByRole('link', { name: /^Betting tools/ })).toHaveAttribute('href', '/tools');
    expect(next.getByRole('link', { name: /^Today's tips/ })).toHaveAttribute('href', '/tips');
    expect(next.getByRole('link', { name: /^Betting strategies/ })).toHaveAttribute('href', '/strategies');
    expect(next.getByRole('link', { name: /^Responsible gambling/ })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );

    const onThisPage = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(onThisPage.getByRole('link', { name: 'Bet types' })).toHaveAttribute('href', '#bet-types');
    expect(document.getElementById('bet-types')).not.toBeNull();
  });

  it('promotes the premium tools (Starter or higher) and carries the gamble-responsibly note', () => {
    renderPage('/tools/betting-guide');

    const promo = within(section('Premium Betting Tools'));
    expect(promo.getByText('Starter or higher')).toBeInTheDocument();
    expect(promo.getByText(/need a Starter subscription or higher/)).toBeInTheDocument();
    expect(promo.getByRole('link', { name: 'Open the betting tools' })).toHaveAttribute('href', '/tools');
    expect(promo.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');

    const note = within(screen.getByRole('complementary', { name: RESPONSIBLE_GAMBLING_LINE }));
    expect(note.getByText(/no guide, tip or tool can promise a profit/)).toBeInTheDocument();
    expect(note.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:08088020133');
  });
});
