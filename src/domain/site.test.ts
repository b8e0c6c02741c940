import { describe, expect, it } from 'vitest';
import { HELPLINES } from './site';

describe('HELPLINES', () => {
  it('sends the National Gambling Helpline to GamCare, which runs it: free on 0808 8020 133, 24/7', () => {
    const line = HELPLINES.nationalGamblingHelpline;
    expect(line.runBy).toBe(HELPLINES.gamcare.name);
    expect(line.url).toBe('https://www.gamcare.org.uk/get-support/talk-to-us-now/');
    expect(line.phone).toBe('0808 8020 133');
    expect(line.hours).toBe('24 hours a day, 7 days a week');
  });

  it('sends nobody to GambleAware, which closed on 31 March 2026', () => {
    expect(JSON.stringify(HELPLINES)).not.toMatch(/gamble\s?aware/i);
  });
});
