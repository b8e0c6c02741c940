import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCreateTipBody } from '~/domain/tip-authoring.contract';
import { ApiError } from '~/web/lib/api-client';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi } from '~/web/test/render-with-api';
import { postTipWithFallback } from './create-tip';

const TIP: TCreateTipBody = {
  tipDate: '2026-11-23',
  racecourse: 'York',
  raceTime: '15:35',
  horseName: 'Kyprios',
  betType: 'Win',
  odds: '5/1',
  stake: '1pt',
  analysis: 'Stays.',
  confidence: 3,
  tipster: 'RacePro Team',
  accessLevel: 'Free',
  category: 'Standard',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postTipWithFallback (spec 2 sections 7 and 8)', () => {
  it('publishes through /api/tips alone when it answers ok', async () => {
    const fetchMock = mockApi({ 'POST /api/tips': () => json({ id: 7 }, 201) });
    await postTipWithFallback(TIP);
    expect(callsTo(fetchMock, 'POST', '/api/tips')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
  });

  it('tries /api/admin/tips with the same tip when /api/tips fails or cannot be reached', async () => {
    expectConsoleError(/API error.*500/s);
    let isReachable = true;
    const fetchMock = mockApi({
      'POST /api/tips': () => {
        if (!isReachable) throw new TypeError('Failed to fetch');
        return json({ error: 'Internal error' }, 500);
      },
      'POST /api/admin/tips': () => json({ id: 7 }, 201),
    });
    await postTipWithFallback(TIP);
    isReachable = false;
    await postTipWithFallback(TIP);
    const fallbacks = callsTo(fetchMock, 'POST', '/api/admin/tips');
    expect(fallbacks.map(({ init }) => JSON.parse(String(init?.body)))).toEqual([TIP, TIP]);
  });

  it('takes a 400, 401 or 403 as the answer: no second call', async () => {
    expectConsoleError(/API error.*\/api\/tips/s);
    for (const status of [400, 401, 403]) {
      const fetchMock = mockApi({
        'POST /api/tips': () => json({ error: 'No' }, status),
        'POST /api/admin/tips': () => json({ id: 7 }, 201),
      });
      await expect(postTipWithFallback(TIP)).rejects.toMatchObject({ status });
      expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
    }
  });

  it("fails with the fallback's answer when both calls fail", async () => {
    expectConsoleError(/API error.*\/api\/(admin\/)?tips/s);
    mockApi({
      'POST /api/tips': () => json({ error: 'Internal error' }, 500),
      'POST /api/admin/tips': () => json({ error: 'Down for maintenance' }, 503),
    });
    const failure = await postTipWithFallback(TIP).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ url: '/api/admin/tips', status: 503 });
  });
});
