import { describe, expect, it } from 'vitest';
import { createUserReadCache } from './user-read-cache';

describe('createUserReadCache', () => {
  it('caches per user and invalidates only that user', async () => {
    const cache = createUserReadCache<string>({ isEnabled: () => true });
    let calls = 0;
    const compute = async () => `v${++calls}`;
    expect(await cache.get(1, 'open', compute)).toBe('v1');
    expect(await cache.get(1, 'open', compute)).toBe('v1');
    expect(await cache.get(2, 'open', compute)).toBe('v2');
    cache.invalidateUser(1);
    expect(await cache.get(1, 'open', compute)).toBe('v3');
    expect(await cache.get(2, 'open', compute)).toBe('v2');
    cache.invalidateAll();
    expect(await cache.get(2, 'open', compute)).toBe('v4');
  });

  it('does not store a value computed across an invalidation', async () => {
    const cache = createUserReadCache<string>({ isEnabled: () => true });
    let release: (v: string) => void = () => {};
    const pending = cache.get(1, 'open', () => new Promise((resolve) => (release = resolve)));
    cache.invalidateUser(1);
    release('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get(1, 'open', async () => 'fresh')).toBe('fresh');
  });
});
