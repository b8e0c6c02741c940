import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseRealityCheckSetting,
  REALITY_CHECK_STORAGE_KEY,
  readRealityCheckSetting,
  realityCheckChoiceOf,
  subscribeRealityCheckSetting,
  writeRealityCheckSetting,
} from './reality-check-setting';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the reality-check setting on this device', () => {
  it('reads what it wrote, with when it was chosen, and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeRealityCheckSetting(listener);
    writeRealityCheckSetting('30', 1_750_000_000_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readRealityCheckSetting()).toEqual({ choice: '30', chosenAt: 1_750_000_000_000 });
    // The same text gives the same object (React compares snapshots).
    expect(readRealityCheckSetting()).toBe(readRealityCheckSetting());
    stop();
  });

  it('reads junk as "not chosen", and keeps a good choice whose time is junk', () => {
    for (const junk of [
      null,
      '',
      'off',
      '{',
      '[]',
      'null',
      '{"choice":"45"}',
      '{"choice":60}',
      '{"every":"30"}',
    ])
      expect(parseRealityCheckSetting(junk)).toBeNull();
    expect(parseRealityCheckSetting('{"choice":"90","chosenAt":"yesterday"}')).toEqual({
      choice: '90',
      chosenAt: null,
    });
    localStorage.setItem(REALITY_CHECK_STORAGE_KEY, '{"choice":"sometimes"}');
    expect(readRealityCheckSetting()).toBeNull();
  });

  it('defaults to off for a guest and every 60 minutes for a member; a choice made here wins', () => {
    expect(realityCheckChoiceOf(null, false)).toBe('off');
    expect(realityCheckChoiceOf(null, true)).toBe('60');
    expect(realityCheckChoiceOf({ choice: 'off', chosenAt: 1 }, true)).toBe('off');
    expect(realityCheckChoiceOf({ choice: '90', chosenAt: 1 }, false)).toBe('90');
  });

  it('keeps the choice for this page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    writeRealityCheckSetting('90', 5);
    expect(readRealityCheckSetting()).toEqual({ choice: '90', chosenAt: 5 });
  });
});
