import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const Periods = ({ onValueChange }: { onValueChange?: (value: string) => void }) => (
  <>
    <button type="button">Before</button>
    <Tabs defaultValue="30d" onValueChange={onValueChange}>
      <TabsList aria-label="Track record period">
        <TabsTrigger value="30d">30 days</TabsTrigger>
        <TabsTrigger value="90d" disabled>
          90 days
        </TabsTrigger>
        <TabsTrigger value="all">All time</TabsTrigger>
      </TabsList>
      <TabsContent value="30d">Last month's record</TabsContent>
      <TabsContent value="90d">Last quarter's record</TabsContent>
      <TabsContent value="all">
        Every tip <button type="button">Download</button>
      </TabsContent>
    </Tabs>
  </>
);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires each tab to its panel for assistive technology, the selected one alone shown and in the Tab order', () => {
    render(<Periods />);
    expect(screen.getByRole('tablist', { name: 'Track record period' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(tab('30 days')).toHaveAttribute('aria-selected', 'true');
    expect(tab('30 days')).toHaveAttribute('tabindex', '0');
    expect(tab('All time')).toHaveAttribute('aria-selected', 'false');
    expect(tab('All time')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: '30 days' });
    expect(panel).toHaveTextContent("Last month's record");
    expect(tab('30 days')).toHaveAttribute('aria-controls', panel.id);
    // The other panels are in the page, hidden and empty, so every tab's aria-controls points at an element.
    const hidden = document.getElementById(tab('All time').getAttribute('aria-controls') ?? '');
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toBeEmptyDOMElement();
    expect(screen.queryByText('Every tip')).toBeNull();
  });

  it('moves along the tabs with the arrow keys, Home and End, wrapping and skipping a disabled tab', async () => {
    const onValueChange = vi.fn();
    render(<Periods onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(tab('30 days')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All time')).toHaveFocus();
    expect(tab('All time')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All time' })).toHaveTextContent('Every tip');
    expect(onValueChange).toHaveBeenLastCalledWith('all');
    await user.keyboard('{ArrowRight}');
    expect(tab('30 days')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('All time')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('30 days')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('All time')).toHaveFocus();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['all', '30d', 'all', '30d', 'all']);
    // Tab leaves the list for the panel, then its content.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'All time' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(tab('All time')).toHaveFocus();
  });

  it('selects on a press of the main button, not a right or ctrl click, and never a disabled tab', async () => {
    render(<Periods />);
    fireEvent.mouseDown(tab('All time'), { button: 2 });
    fireEvent.mouseDown(tab('All time'), { button: 0, ctrlKey: true });
    expect(tab('30 days')).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(tab('90 days'));
    expect(tab('30 days')).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(tab('All time'));
    expect(tab('All time')).toHaveAttribute('aria-selected', 'true');
    expect(tab('All time')).toHaveAttribute('data-pointer-focus');
    expect(screen.getByRole('tabpanel', { name: 'All time' })).toHaveTextContent('Every tip');
  });

  it('follows its value when the page holds it, and selects with Enter or Space', async () => {
    const Held = () => {
      const [value, setValue] = useState('open');
      return (
        <>
          <p>Showing {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Show bets">
              <TabsTrigger value="open">Open</TabsTrigger>
              <TabsTrigger value="settled">Settled</TabsTrigger>
            </TabsList>
            <TabsContent value="open">Open bets</TabsContent>
            <TabsContent value="settled">Settled bets</TabsContent>
          </Tabs>
          <button type="button" onClick={() => setValue('settled')}>
            Show settled
          </button>
        </>
      );
    };
    render(<Held />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show settled' }));
    expect(tab('Settled')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settled bets');
    expect(screen.getByText('Showing settled')).toBeInTheDocument();
    // Focus from script selects too (automatic activation); Enter and Space select the focused tab.
    act(() => tab('Open').focus());
    expect(screen.getByText('Showing open')).toBeInTheDocument();
    fireEvent.keyDown(tab('Settled'), { key: 'Enter' });
    expect(screen.getByText('Showing settled')).toBeInTheDocument();
    fireEvent.keyDown(tab('Open'), { key: ' ' });
    expect(screen.getByText('Showing open')).toBeInTheDocument();
  });

  it('gives two sets of tabs on a page ids of their own', () => {
    render(
      <>
        <Periods />
        <Periods />
      </>,
    );
    const ids = screen.getAllByRole('tab').map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
