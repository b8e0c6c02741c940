import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTipStats } from '~/domain/track-record.contract';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

const clock = createClock();
let app: TTestApp;

type TRecorded = { betType: string; odds: string; result: string; sp?: string };
const times = (count: number, tip: TRecorded): TRecorded[] => Array.from({ length: count }, () => tip);

// 20 tips ran (8-runner non-handicaps: each way pays 3 places at 1/5 odds) and one was a non-runner.
const RESULTS: TRecorded[] = [
  // Won the race and returned a profit: +3 each at 3/1, +2 each at SP 2/1.
  ...times(4, { betType: 'Win', odds: '3/1', result: 'Won', sp: '2/1' }),
  // Each way at 10/1, placed: 3 back from 2 (+1); at SP 12/1, 3.40 back (+1.40). A profit, not a win.
  ...times(2, { betType: 'Each Way', odds: '10/1', result: 'Placed', sp: '12/1' }),
  // Each way at 5/2, placed: 1.50 back from 2 (-0.50). Neither; no SP recorded.
  { betType: 'Each Way', odds: '5/2', result: 'Placed' },
  // Place at 5/1, placed: 2 back from 1 (+1). A profit, not a win; no SP recorded.
  { betType: 'Place', odds: '5/1', result: 'Placed' },
  // Each way at 4/1 that won: 5 + 1.80 back from 2 (+4.80), the same at SP 4/1.
  { betType: 'Each Way', odds: '4/1', result: 'Won', sp: '4/1' },
  ...times(11, { betType: 'Win', odds: '3/1', result: 'Lost', sp: '3/1' }),
  { betType: 'Win', odds: '3/1', result: 'NonRunner' },
];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const admin = await adminCookie(app);
  for (const [i, recorded] of RESULTS.entries()) {
    const minutes = 12 * 60 + i * 5;
    const tip = await createTip(app, admin, {
      horseName: `Record Runner ${i + 1}`,
      raceTime: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`,
      betType: recorded.betType,
      odds: recorded.odds,
    });
    const response = await atTime(clock, AFTER_RACING, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/tips/${tip.id}/result`,
        headers: { cookie: admin },
        payload: { result: recorded.result, ...(recorded.sp ? { sp: recorded.sp } : {}) },
      }),
    );
    if (response.statusCode !== 200) throw new Error(`result failed: ${response.body}`);
  }
  clock.set(AFTER_RACING);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/tips/stats', () => {
  it('gives a "won the race" rate and a "returned a profit" rate, and profit at advised prices and at SP with its sample', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tips/stats' });
    expect(response.statusCode).toBe(200);
    const stats = ZTipStats.parse(response.json());
    for (const record of [stats.allTime, stats.last30Days, stats.byTipster[0]]) {
      expect(record).toMatchObject({
        settled: 21,
        void: 1,
        ran: 20,
        // 4 wins and the each-way winner; the placed each-way and place tips never count here.
        wonRace: 5,
        wonStrikeRate: 25,
        // DESIGN's winner (returned more than staked): those 5, the two each-way at 10/1 and the place tip.
        winners: 8,
        strikeRate: 40,
        level: 0,
        losers: 12,
        // 12 + 2 - 0.50 + 1 + 4.80 - 11
        profitPoints: 8.3,
        stakedPoints: 24,
        // 8 + 2.80 + 4.80 - 11, over the 18 that ran with an SP.
        profitPointsSp: 4.6,
        spSample: 18,
      });
    }
  });
});
