import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newSettlerRow, readSettlerForm, type TSettlerRow } from '~/domain/calculators/bet-settler-input';
import { SETTLER_BONUS_NOTE } from '~/domain/calculators/bet-types';
import { formatPounds as gbp } from '~/domain/money';
import { BetSettler } from './bet-settler';
import { SettlerSelectionRow } from './settler-selection-row';

// NOTE: the real domain maths runs here; expected figures are worked out in the test from the rules alone. The
// rules for reading each field (and their messages) are pinned in src/domain/calculators/bet-settler-input.test.ts;
// these tests check the screen wires them up.

/** Every combination of `size` items, for counting lines independently of the domain. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

const setup = (disabled?: boolean) => {
  const user = userEvent.setup();
  render(<BetSettler disabled={disabled} />);
  return user;
};

const replace = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field);
  if (text) await user.paste(text);
};

const figure = (name: string) => screen.getByLabelText(name, { selector: 'output' });

// NOTE: give the busier cases room on a loaded 2-core runner.
describe('BetSettler', { timeout: 15_000 }, () => {
  it('settles a Yankee at evens with all four winning: 11 lines, £11.00 staked', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Yankee');
    for (const n of [1, 2, 3, 4]) await replace(user, screen.getByLabelText(`Selection ${n} odds`), '1/1');
    await replace(user, screen.getByLabelText('Stake'), '1');

    // 6 doubles at 2 x 2, 4 trebles at 2^3 and a four-fold at 2^4, £1 each.
    const expected = choose(4, 2) * 2 ** 2 + choose(4, 3) * 2 ** 3 + choose(4, 4) * 2 ** 4;
    expect(expected).toBe(72);
    expect(figure('Lines')).toHaveTextContent('11');
    expect(figure('Total Stake')).toHaveTextContent(gbp(11));
    expect(figure('Total Return')).toHaveTextContent(gbp(expected));
    expect(figure('Profit')).toHaveTextContent(gbp(expected - 11));
    expect(figure('Profit')).toHaveClass('text-won');

    const table = screen.getByRole('table', { name: 'Every line' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toHaveTextContent('1 + 2');
    expect(rows[0]).toHaveTextContent(gbp(4));
    expect(rows[10]).toHaveTextContent('1 + 2 + 3 + 4');
    expect(rows[10]).toHaveTextContent(gbp(16));
  });

  it('sets the number of selections to the bet type and keeps the lines hint in step', async () => {
    const user = setup();
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Lucky 15');
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(4);
    expect(screen.getByLabelText('Bet type')).toHaveAccessibleDescription(
      '4 singles, 6 doubles, 4 trebles and 1 4-fold',
    );
    // A Goliath's 247 lines are the domain's to count (bet-settler.test.ts); a Canadian grows the list to 5.
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Canadian (Super Yankee)');
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(5);
    expect(figure('Lines')).toHaveTextContent(
      String(choose(5, 2) + choose(5, 3) + choose(5, 4) + choose(5, 5)),
    );
    await replace(user, screen.getByLabelText('Stake'), '100');
    // £100 on each of 26 lines.
    expect(figure('Total Stake')).toHaveTextContent('£2,600.00');
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Double');
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(2);
  });

  it('makes a double with a non-runner a single at the other price', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Double');
    await replace(user, screen.getByLabelText('Selection 1 odds'), '2/1');
    await user.selectOptions(screen.getByLabelText('Selection 1 result'), 'Non-runner');
    await replace(user, screen.getByLabelText('Selection 2 odds'), '3/1');
    await replace(user, screen.getByLabelText('Stake'), '10');

    // The non-runner counts as 1.00 (the stake back), so £10 runs on at 3/1: 10 x 4.
    expect(figure('Lines')).toHaveTextContent('1');
    expect(figure('Total Return')).toHaveTextContent(gbp(10 * 4));
    expect(figure('Profit')).toHaveTextContent(gbp(30));
  });

  it('shows a loss in red', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Selection 1 result'), 'Lost');
    expect(figure('Total Return')).toHaveTextContent(gbp(0));
    expect(figure('Profit')).toHaveTextContent('-£10.00');
    expect(figure('Profit')).toHaveClass('text-lost');
  });

  it('doubles the lines each way, with place terms per selection', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Trixie');
    expect(figure('Lines')).toHaveTextContent('4');
    expect(screen.queryByLabelText('Selection 1 places')).not.toBeInTheDocument();

    const eachWay = screen.getByRole('switch', { name: 'Each Way' });
    expect(eachWay).toHaveAttribute('aria-checked', 'false');
    await user.click(eachWay);
    expect(eachWay).toHaveAttribute('aria-checked', 'true');
    expect(figure('Lines')).toHaveTextContent('8');
    expect(figure('Total Stake')).toHaveTextContent(gbp(80));

    const rows = within(screen.getByRole('table', { name: 'Every line' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.filter((row) => within(row).queryByText('Win'))).toHaveLength(4);
    expect(rows.filter((row) => within(row).queryByText('Place'))).toHaveLength(4);

    expect(screen.getByLabelText('Selection 3 places')).toHaveValue('3');
    const terms = screen.getByLabelText('Selection 3 place terms');
    expect(terms).toHaveValue('1/4');
    expect(
      within(terms)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1/4', '1/5', '1/3', '1/2']);
  });

  it('settles an each-way single that only places at the place terms', async () => {
    const user = setup();
    await user.click(screen.getByRole('switch', { name: 'Each Way' }));
    await replace(user, screen.getByLabelText('Selection 1 odds'), '4/1');
    await user.selectOptions(screen.getByLabelText('Selection 1 result'), 'Placed');
    await user.selectOptions(screen.getByLabelText('Selection 1 place terms'), '1/5');

    // The win part loses; the place part returns £10 x (1 + 4 x 1/5).
    expect(figure('Total Stake')).toHaveTextContent(gbp(20));
    expect(figure('Total Return')).toHaveTextContent(gbp(10 * (1 + 4 / 5)));

    // With 1 place the race is win only: a placed horse's place part loses too.
    await user.selectOptions(screen.getByLabelText('Selection 1 places'), '1');
    expect(figure('Total Return')).toHaveTextContent(gbp(0));
  });

  it('divides a total stake equally over the lines', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Yankee');
    await replace(user, screen.getByLabelText('Stake'), '22');
    expect(figure('Total Stake')).toHaveTextContent(gbp(22 * 11));

    await user.click(screen.getByRole('radio', { name: 'Total stake' }));
    expect(screen.getByRole('group', { name: 'Stake is' })).toBeInTheDocument();
    expect(figure('Lines')).toHaveTextContent('11');
    expect(figure('Total Stake')).toHaveTextContent(gbp(22));
    const rows = within(screen.getByRole('table', { name: 'Every line' }))
      .getAllByRole('row')
      .slice(1);
    for (const row of rows) expect(within(row).getAllByText(gbp(2))[0]).toBeInTheDocument();
    // Every selection 2/1: doubles pay 3^2, trebles 3^3 and the four-fold 3^4 on £2 each.
    expect(figure('Total Return')).toHaveTextContent(gbp(2 * (6 * 9 + 4 * 27 + 81)));
  });

  it('takes Rule 4 off the winnings and divides the stake in a dead heat', async () => {
    const user = setup();
    await replace(user, screen.getByLabelText('Selection 1 odds'), '4/1');
    await user.type(screen.getByLabelText('Selection 1 Rule 4 (pence in the pound)'), '20');
    // £10 at 4/1: £40 winnings less 20p in the pound, plus the stake.
    expect(figure('Total Return')).toHaveTextContent(gbp(10 + 40 * 0.8));

    await user.clear(screen.getByLabelText('Selection 1 Rule 4 (pence in the pound)'));
    await user.type(screen.getByLabelText('Selection 1 dead heat (horses tied)'), '2');
    // Half the stake at full odds: £5 x 5.
    expect(figure('Total Return')).toHaveTextContent(gbp(25));
  });

  it('pays a dead heat for a place inside the terms in full, and divides one for the last place paid', async () => {
    const user = setup();
    await user.click(screen.getByRole('switch', { name: 'Each Way' }));
    await replace(user, screen.getByLabelText('Selection 1 odds'), '4/1');
    await user.selectOptions(screen.getByLabelText('Selection 1 result'), 'Placed');
    expect(screen.queryByLabelText('Selection 1 dead heat position')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Selection 1 dead heat (horses tied)'), '2');
    // 3 places at 1/4: the place part is £10 at 1/1. Tied for 3rd (the last place paid): half the stake, £5 x 2.
    expect(screen.getByLabelText('Selection 1 dead heat position')).toHaveValue('');
    expect(figure('Total Return')).toHaveTextContent(gbp(10));
    // Two horses tied for 2nd share 2nd and 3rd: both places are paid, so the place stake is paid in full.
    await user.selectOptions(screen.getByLabelText('Selection 1 dead heat position'), '2');
    expect(figure('Total Return')).toHaveTextContent(gbp(20));
  });

  it('adds and removes singles, up to eight', async () => {
    const user = setup();
    expect(screen.queryByRole('button', { name: 'Remove selection 1' })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Selection' });
    await user.click(add);
    await user.click(add);
    expect(figure('Lines')).toHaveTextContent('3');
    await replace(user, screen.getByLabelText('Selection 3 odds'), '7/2');

    await user.click(screen.getByRole('button', { name: 'Remove selection 2' }));
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(2);
    expect(screen.getByLabelText('Selection 2 odds')).toHaveValue('7/2');
    expect(figure('Lines')).toHaveTextContent('2');

    for (let count = 2; count < 8; count += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Selection \d$/ })).toHaveLength(8);
    expect(add).toBeDisabled();
  });

  it('shows the alert and no figures when the selections do not suit the bet', async () => {
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Bet type'), 'Double');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Selection' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Double needs exactly 2 selections');
    expect(screen.queryByLabelText('Lines')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Total Return')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove selection 3' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(figure('Lines')).toHaveTextContent('1');
  });

  it('finds every control by its name and shows the bonus note and the rules', () => {
    setup();
    const type = screen.getByRole('combobox', { name: 'Bet type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Single(s)',
      'Double',
      'Treble',
      '4-fold accumulator',
      '5-fold accumulator',
      '6-fold accumulator',
      '7-fold accumulator',
      '8-fold accumulator',
      'Trixie',
      'Patent',
      'Yankee',
      'Lucky 15',
      'Canadian (Super Yankee)',
      'Lucky 31',
      'Heinz',
      'Lucky 63',
      'Super Heinz',
      'Goliath',
    ]);
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Per line' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Each Way' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Selection 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Selection 1 odds' })).toBeInTheDocument();
    const result = screen.getByRole('combobox', { name: 'Selection 1 result' });
    expect(
      within(result)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Won', 'Placed', 'Lost', 'Non-runner']);
    expect(
      screen.getByRole('spinbutton', { name: 'Selection 1 dead heat (horses tied)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', { name: 'Selection 1 Rule 4 (pence in the pound)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Every line (scrollable)' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(SETTLER_BONUS_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How the settler applies UK rules' })).toBeInTheDocument();
    // Default: £10 on a single at 2/1 that won.
    expect(figure('Total Return')).toHaveTextContent(gbp(30));
  });

  it("states its rules in UK terms, with the settler's own figures: a non-runner at 1.00, pennies dropped", () => {
    setup();
    const rules = screen.getByRole('region', { name: 'How the settler applies UK rules' });
    // "1/1" is evens in UK notation, which would double the line: a non-runner's leg is worth 1.00, the stake back.
    expect(rules).toHaveTextContent('the line carries on at 1.00 (the stake back) without it');
    expect(rules).not.toHaveTextContent('1/1');
    // 10 x 4/6 = 6.666... winnings: paid as £6.66, £16.66 back, as tracked bets are settled.
    expect(rules).toHaveTextContent('£10 at 4/6 returns £16.66, not £16.67');
    // Two-way dead heat: £5 at 5/1 = £30. Rule 4: £40 winnings less 20p in the £ (£8) + £10 = £42.
    expect(rules).toHaveTextContent('£10 at 5/1 in a two-way dead heat returns £30.00');
    expect(rules).toHaveTextContent('returns £42.00 (£40.00 winnings less £8.00, plus the £10.00 stake)');
  });

  it('disables every control in the locked preview but still shows the figures', () => {
    setup(true);
    const controls = [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('spinbutton'),
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('switch'),
      ...screen.getAllByRole('button'),
    ];
    expect(controls.length).toBeGreaterThanOrEqual(9);
    for (const control of controls) expect(control).toBeDisabled();
    expect(figure('Lines')).toHaveTextContent('1');
    expect(figure('Total Stake')).toHaveTextContent(gbp(10));
    expect(figure('Total Return')).toHaveTextContent(gbp(30));
  });
});

/** One selection on its own, kept as the settler keeps it: its messages are what readSettlerForm reads from it. */
const OneSelection = ({ isEachWay = false }: { isEachWay?: boolean }) => {
  const [row, setRow] = useState<TSettlerRow>(() => newSettlerRow(0));
  const form = readSettlerForm({ type: 'singles', rows: [row], isEachWay, stake: '10', stakeIs: 'per-line' });
  return (
    <SettlerSelectionRow
      row={row}
      reading={form.rows[0]!}
      index={0}
      isEachWay={isEachWay}
      canRemove={false}
      disabled={false}
      onChange={(patch) => setRow((current) => ({ ...current, ...patch }))}
      onRemove={() => {}}
    />
  );
};

const setupRow = (isEachWay?: boolean) => {
  const user = userEvent.setup();
  render(<OneSelection isEachWay={isEachWay} />);
  return user;
};

describe('SettlerSelectionRow', () => {
  it('says under the odds, the dead heat and Rule 4 when it does not use what was typed', async () => {
    const user = setupRow();
    const odds = screen.getByLabelText('Selection 1 odds');
    const deadHeat = screen.getByLabelText('Selection 1 dead heat (horses tied)');
    const rule4 = screen.getByLabelText('Selection 1 Rule 4 (pence in the pound)');
    expect(odds).toHaveValue('2/1');
    for (const field of [odds, deadHeat, rule4]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAccessibleDescription();
    }

    await replace(user, odds, 'abc');
    await user.type(deadHeat, '9');
    await user.type(rule4, '95');
    expect(odds).toHaveAccessibleDescription('Not understood: counted as evens');
    expect(deadHeat).toHaveAccessibleDescription('Not used: enter 2 to 6 horses, or leave blank');
    expect(rule4).toHaveAccessibleDescription('Not used: enter 0 to 90 pence');
    for (const field of [odds, deadHeat, rule4]) expect(field).toHaveAttribute('aria-invalid', 'true');

    await replace(user, odds, '5/2');
    await replace(user, deadHeat, '2');
    await replace(user, rule4, '90');
    for (const field of [odds, deadHeat, rule4]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAccessibleDescription();
    }
  });

  it('asks which place a dead heat was for only for a placed horse', async () => {
    const user = setupRow();
    await user.type(screen.getByLabelText('Selection 1 dead heat (horses tied)'), '2');
    expect(screen.queryByLabelText('Selection 1 dead heat position')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Selection 1 result'), 'Placed');
    const tiedFor = screen.getByLabelText('Selection 1 dead heat position');
    expect(
      within(tiedFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last place paid', '2nd', '3rd', '4th', '5th']);
    await user.clear(screen.getByLabelText('Selection 1 dead heat (horses tied)'));
    expect(screen.queryByLabelText('Selection 1 dead heat position')).not.toBeInTheDocument();
  });

  it('offers places 1 to 5 and the place terms only each way', () => {
    setupRow(true);
    const places = screen.getByLabelText('Selection 1 places');
    expect(places).toHaveValue('3');
    expect(
      within(places)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByLabelText('Selection 1 place terms')).toHaveValue('1/4');
  });
});
