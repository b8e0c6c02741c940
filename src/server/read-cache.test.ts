import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

const later = (ms: number) => new Date(Date.now() + ms);

describe('createReadCache', () => {
  it('serves a cached value until it expires', async () => {
    const cache = createReadCache<number>({ isEnabled: () => true });
    let calls = 0;
    const compute = async () => ({ value: ++calls, expiresAt: later(1000) });
    expect(await cache.get('k', new Date(), compute)).toBe(1);
    expect(await cache.get('k', new Date(), compute)).toBe(1);
    expect(await cache.get('k', later(2000), compute)).toBe(2);
  });

  it('peeks at a live value without computing, and sees nothing once it expires or is invalidated', async () => {
    const cache = createReadCache<number>({ isEnabled: () => true });
    expect(cache.peek('k', new Date())).toBeUndefined();
    await cache.get('k', new Date(), async () => ({ value: 7, expiresAt: later(1000) }));
    expect(cache.peek('k', new Date())).toBe(7);
    expect(cache.peek('k', later(2000))).toBeUndefined();
    cache.invalidate();
    expect(cache.peek('k', new Date())).toBeUndefined();
  });

  it('recomputes after invalidate, and never stores a value computed before an invalidation', async () => {
    const cache = createReadCache<string>({ isEnabled: () => true });
    let release: (v: { value: string; expiresAt: Date }) => void = () => {};
    const slow = cache.get('k', new Date(), () => new Promise((resolve) => (release = resolve)));
    cache.invalidate();
    release({ value: 'stale', expiresAt: later(60_000) });
    expect(await slow).toBe('stale');
    expect(await cache.get('k', new Date(), async () => ({ value: 'fresh', expiresAt: later(60_000) }))).toBe(
      'fresh',
    );
  });

  it('shares one computation between concurrent readers', async () => {
    const cache = createReadCache<number>({ isEnabled: () => true });
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { value: calls, expiresAt: later(1000) };
    };
    const values = await Promise.all([1, 2, 3].map(() => cache.get('k', new Date(), compute)));
    expect(values).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('bypasses itself while disabled (the change feed is down)', async () => {
    let enabled = false;
    const cache = createReadCache<number>({ isEnabled: () => enabled });
    let calls = 0;
    const compute = async () => ({ value: ++calls, expiresAt: later(1000) });
    await cache.get('k', new Date(), compute);
    await cache.get('k', new Date(), compute);
    expect(calls).toBe(2);
    enabled = true;
    await cache.get('k', new Date(), compute);
    await cache.get('k', new Date(), compute);
    expect(calls).toBe(3);
  });
});
