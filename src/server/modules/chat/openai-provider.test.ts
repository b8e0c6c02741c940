import { describe, expect, it } from 'vitest';
import type { TPlansResponse } from '~/domain/payments.contract';
import type { TTrackRecord } from '~/domain/track-record.contract';
import type { TChatContext } from './chat.types';
import { systemPrompt } from './openai-provider';
import { runToolCall } from './tools/chat-tools';

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

const trackRecordResult = async (allTime: TTrackRecord) =>
  JSON.parse(
    await runToolCall({ name: 'track_record', arguments: '{}' }, context(allTime), { warn: () => undefined }),
  ) as { all_time: { summary: string; has_enough_results: boolean }; how_to_quote: string };

describe('the language model system prompt and the track_record tool', () => {
  it('the prompt quotes no figure: the record comes from the track_record tool (decision 0026)', () => {
    const prompt = systemPrompt(context(record()));
    expect(prompt).not.toMatch(/\d+(\.\d+)?%|points|148|£\d/);
    expect(prompt).toContain('track_record');
    expect(prompt).toContain('a guest (Free)');
  });

  it('gives the track record as the built-in reply does: both rates named with their samples, each profit with its price basis', async () => {
    const result = await trackRecordResult(record());
    expect(result.all_time.summary).toBe(
      'all time (148 settled tips, 146 ran): Won the race: 20.5% (30 of 146). Returned a profit: 27.4% (40 of 146). Profit at advised prices: +18.40 points (ROI +10.8%). At SP (140 of 146 tips with an SP): +21.15 points.',
    );
    expect(result.how_to_quote).toContain(
      'Quote a rate only by its name ("won the race" counts horses that won; "returned a profit" counts tips that returned more than their stake) and a profit only with its price basis.',
    );
    expect(JSON.stringify(result)).not.toMatch(/strike rate/i);
  });

  it('quotes no rate while too few tips have run', async () => {
    const result = await trackRecordResult(
      record({
        settled: 12,
        ran: 12,
        winners: 3,
        wonRace: 2,
        strikeRate: null,
        wonStrikeRate: null,
        roi: null,
        hasEnoughResults: false,
      }),
    );
    expect(result.all_time.has_enough_results).toBe(false);
    expect(result.all_time.summary).toContain('Won the race: 2 of 12.');
    expect(result.all_time.summary).not.toMatch(/%/);
  });
});
