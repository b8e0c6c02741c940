import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OddsFormatsSection } from './odds-formats-section';
import { QuickTipsSection } from './quick-tips-section';
import { DeadHeatsSection, Rule4Section } from './settlement-rules-sections';

const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('the guide sections', () => {
  it('explains the three odds formats with the £10 at 5/1 example returning £60', () => {
    render(<OddsFormatsSection />);

    const odds = within(section('Odds formats'));
    for (const name of ['Fractional', 'Decimal', 'American'])
      expect(odds.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(odds.getByText('5/1')).toBeInTheDocument();
    expect(odds.getByText('6.00')).toBeInTheDocument();
    expect(odds.getByText('+500')).toBeInTheDocument();
    expect(odds.getByRole('heading', { level: 3, name: 'Worked example: £10 at 5/1' })).toBeInTheDocument();
    expect(odds.getByText(/£10 × 5\/1 = £50\.00 winnings.*£60\.00 returned/)).toBeInTheDocument();
  });

  it('gives the four quick tips, and Rule 4 and dead heats with worked examples', () => {
    render(
      <>
        <QuickTipsSection />
        <Rule4Section />
        <DeadHeatsSection />
      </>,
    );

    const tips = within(section('Quick tips'));
    expect(tips.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shop around for the best price',
      'Look for each-way value at 5/1 or longer',
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
});
