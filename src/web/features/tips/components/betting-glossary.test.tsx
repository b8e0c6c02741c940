import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/web/test/axe';
import { BettingGlossary } from './betting-glossary';

const meaningOf = (term: string): string =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('BettingGlossary', () => {
  it('says a win bet on a non-runner gets its stake back and a dead heat for first pays part of it', async () => {
    render(<BettingGlossary />);
    const win = meaningOf('Win');
    expect(win).toMatch(/^A bet that your horse finishes first\./);
    expect(win).toMatch(/does not run[^.]*stake is returned/);
    expect(win).toMatch(/dead-heats for first[^.]*part of the stake/);
    expect(win).not.toMatch(/Anything else and the bet loses/);
    expect(
      await seriousViolations(screen.getByRole('region', { name: 'Racing words in plain English' })),
    ).toEqual([]);
  });
});
