import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCED_STRATEGY_GUIDES } from '~/content/strategies';
import { ADVANCED_STRATEGY_TEASERS } from '~/content/strategies/teasers';
import { ADVANCED_STRATEGY_IDS } from '~/domain/strategies';
import { ZStrategyGuide } from '~/domain/strategies.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';

const LOCKED = 'This strategy library requires a Monthly subscription or higher.';
/** A sentence from the Class Analysis guide's steps: the library's text, never the card's. */
const LIBRARY_SENTENCE = "A handicap's title shows its rating band";

let app: TTestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp();
  for (const tier of ['free', 'starter', 'monthly', 'lifetime'])
    cookies[tier] = await loginAs(app, `${tier}@example.com`);
});
afterAll(async () => {
  await app.close();
});

const guide = (id: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/strategies/${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/strategies/:id (the strategy library)', () => {
  it('asks a guest to sign in, whatever the id', async () => {
    for (const id of ['class', 'nothing', '%00', 'x'.repeat(100)]) {
      const response = await guide(id);
      expect(response.statusCode, id).toBe(401);
      expect(response.json().error).toBe('Sign in to continue');
      expect(response.body).not.toContain(LIBRARY_SENTENCE);
    }
  });

  it.each(['free', 'starter'])('refuses a %s member with the locked-content message', async (tier) => {
    for (const id of [...ADVANCED_STRATEGY_IDS, 'nothing']) {
      const response = await guide(id, cookies[tier]);
      expect(response.statusCode, id).toBe(403);
      expect(response.json()).toEqual({ error: LOCKED, code: 'FORBIDDEN' });
    }
  });

  it.each(['monthly', 'lifetime'])('gives a %s member every guide in full', async (tier) => {
    for (const id of ADVANCED_STRATEGY_IDS) {
      const response = await guide(id, cookies[tier]);
      expect(response.statusCode, id).toBe(200);
      const body = ZStrategyGuide.parse(response.json());
      expect(body).toEqual(JSON.parse(JSON.stringify(ADVANCED_STRATEGY_GUIDES[id])));
      expect(body).toMatchObject(ADVANCED_STRATEGY_TEASERS[id]);
      expect(body.steps.length).toBeGreaterThan(3);
    }
    expect((await guide('class', cookies[tier])).body).toContain(LIBRARY_SENTENCE);
  });

  it('answers 404 for an unknown strategy and 400 for an id that cannot be one', async () => {
    // Popular guides are not the library: the web app carries them, so the library route does not serve them.
    for (const id of ['nothing', 'dutching', 'constructor', '__proto__'.replaceAll('_', '')]) {
      const response = await guide(id, cookies.monthly);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('Unknown strategy');
    }
    for (const id of ['CLASS', 'class%20', '..%2Fclass', 'a'.repeat(41), '__proto__', '1']) {
      const response = await guide(id, cookies.monthly);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toMatch(/Unknown strategy/);
    }
  });
});
