import { describe, expect, it } from 'vitest';
import type { TPlansResponse } from '~/domain/payments.contract';
import type { TTrackRecord } from '~/domain/track-record.contract';
import type { TChatContext } from './chat.types';
import { systemPrompt } from './openai-provider';

const record = (over: Partial<TTrackRecord> = {}): TTrackRecord => ({
  window: 'all time',
  settled: 148,
  ran: 146,
  winners: 40,
  wonRace: 30,
  level: 1,
  losers: 105,
  placed: 9,
  void: 2,
  strikeRate: 27.4,
  wonStrikeRate: 20.5,
  profitPoints: 18.4,
  stakedPoints: 170,
  profitPointsSp: 21.15,
  spSample: 140,
  roi: 10.8,
  longestLosingRun: 11,
  maxDrawdownPoints: 14.5,
  hasEnoughResults: true,
  ...over,
});

const context = (allTime: TTrackRecord): TChatContext => ({
  now: new Date('2026-11-03T09:00:00Z'),
  viewer: { signedIn: false, username: null, tier: 'Free' },
  todaysTips: [],
  trackRecord: {
    generatedAt: '2026-11-03T09:00:00.000Z',
    allTime,
    last30Days: allTime,
    byTipster: [],
    byCategory: [],
    series: [],
  },
  myBets: null,
  plans: {} as TPlansResponse,
  supportEmail: 'support@example.com',
});

describe('the language model system prompt', () => {
  it('gives the track record as the built-in reply does: both rates named with their samples, each profit with its price basis', () => {
    const prompt = systemPrompt(context(record()));
    expect(prompt).toContain(
      'Track record at level 1-point stakes, all time (148 settled tips, 146 ran): Won the race: 20.5% (30 of 146). Returned a profit: 27.4% (40 of 146). Profit at advised prices: +18.40 points (ROI +10.8%). At SP (140 of 146 tips with an SP): +21.15 points.',
    );
    expect(prompt).toContain(
      'Quote a rate only by its name ("won the race" counts horses that won; "returned a profit" counts tips that returned more than their stake, placed each-way tips included) and a profit only with its price basis.',
    );
    expect(prompt).not.toMatch(/strike rate/i);
  });

  it('quotes no figures while too few tips have run', () => {
    const prompt = systemPrompt(
      context(
        record({
          settled: 12,
          ran: 12,
          strikeRate: null,
          wonStrikeRate: null,
          roi: null,
          hasEnoughResults: false,
        }),
      ),
    );
    expect(prompt).toContain('Track record: too few settled tips to quote figures yet.');
    expect(prompt).not.toContain('Won the race');
  });
});
