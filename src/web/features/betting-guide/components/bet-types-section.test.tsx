import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { BetTypesSection } from './bet-types-section';

// The accordion alone: the rest of the guide's page is not needed to prove how it opens and closes.
const renderSection = () => {
  render(<BetTypesSection />);
  return userEvent.setup({ delay: null });
};

/**
 * A bet type's accordion trigger, found by the name it starts with. NOTE: a plain DOM walk, because a role query per
 * lookup is slow in jsdom; the accessible names are checked by role in their own test.
 */
const trigger = (name: string): HTMLElement => {
  const buttons = [...document.getElementById('bet-types')!.querySelectorAll('button')];
  const found = buttons.find((button) => button.textContent?.startsWith(name));
  if (!found) throw new Error(`No bet type trigger named ${name}`);
  return found;
};
const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('BetTypesSection', () => {
  it('lists every bet type in the accordion, the first open', () => {
    renderSection();

    const triggers = within(section('Bet types')).getAllByRole('button');
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
    expect(trigger('Yankee')).toHaveAccessibleName('Yankee, 4 selections, 11 bets');
    expect(trigger('Accumulator')).toHaveAccessibleName('Accumulator, 4 or more selections, 1 bet');
  });

  it('opens one bet type at a time and collapses the open one when clicked again', async () => {
    const user = renderSection();

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
    const user = renderSection();

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
});
