import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, storedKeyChanges } from './device-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('device storage', () => {
  it('reads a key’s text, null when absent or when storage is blocked', () => {
    expect(readStored('racepro.test')).toBeNull();
    localStorage.setItem('racepro.test', 'kept');
    expect(readStored('racepro.test')).toBe('kept');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStored('racepro.test')).toBeNull();
  });

  it('tells every subscriber once of a write here or a storage event for its key, and none after they leave', () => {
    const changes = storedKeyChanges('racepro.test');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = changes.subscribe(first);
    const stopSecond = changes.subscribe(second);
    changes.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'racepro.test' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'racepro.other' }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
    stopFirst();
    stopSecond();
    changes.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'racepro.test' }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('runs fromOtherTab before the subscribers hear of another tab’s write, and not for this page’s own', () => {
    const order: string[] = [];
    const changes = storedKeyChanges('racepro.test', () => order.push('take the new text'));
    const stop = changes.subscribe(() => order.push('render'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'racepro.test' }));
    changes.notify();
    stop();
    expect(order).toEqual(['take the new text', 'render', 'render']);
  });
});
