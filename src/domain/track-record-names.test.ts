import { describe, expect, it } from 'vitest';
import { spProfitName, spSampleText, TRACK_RECORD_NAMES } from './track-record-names';

describe('track record names', () => {
  it('names each rate by what it counts and each profit by its price basis', () => {
    expect(TRACK_RECORD_NAMES).toEqual({
      wonRace: 'Won the race',
      returnedProfit: 'Returned a profit',
      advisedProfit: 'Profit at advised prices',
      spProfit: 'At SP',
    });
  });

  it('says how many tips the SP profit is over when not every tip that ran has an SP', () => {
    expect(spProfitName({ ran: 50, spSample: 50 })).toBe('At SP');
    expect(spProfitName({ ran: 50, spSample: 38 })).toBe('At SP (38 of 50 tips with an SP)');
    expect(spProfitName({ ran: 50, spSample: 0 })).toBeNull();
    expect(spSampleText({ ran: 50, spSample: 38 })).toBe('38 of 50 tips with an SP');
    expect(spSampleText({ ran: 1, spSample: 1 })).toBe('1 of 1 tip with an SP');
  });
});
