import { useSyncExternalStore } from 'react';

/** How often race countdowns move on: minutes are shown, so a few seconds late is invisible. */
export const NOW_TICK_MS = 10_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** The time now in ms, shared by every countdown on the page through one timer (none while nothing listens). */
export const useNow = (): number =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
