import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/web/test/axe';
import { HelplinesSection } from './helplines-section';

describe('HelplinesSection', () => {
  it('says GamCare runs the National Gambling Helpline and links there, not to GambleAware', async () => {
    render(<HelplinesSection />);
    const region = screen.getByRole('region', { name: 'Get free, confidential help' });
    const card = within(region).getByText('National Gambling Helpline').closest('li') as HTMLElement;
    expect(card).toHaveTextContent('Free, 24 hours a day, 7 days a week. Run by GamCare.');
    expect(within(card).getByRole('link', { name: /Call 0808 8020 133/ })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(card).getByRole('link', { name: /gamcare\.org\.uk/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk/get-support/talk-to-us-now/',
    );
    // One card for the one line: GamCare runs it, so no second card with the same number and site.
    expect(within(region).getAllByRole('link', { name: /Call 0808 8020 133/ })).toHaveLength(1);
    for (const link of within(region).getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/gambleaware/i);
    expect(await seriousViolations(region)).toEqual([]);
  });
});
