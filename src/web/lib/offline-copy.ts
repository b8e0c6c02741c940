import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER } from '~/web/sw/protocol';

/**
 * Which API answers on screen are the service worker's stored copies rather than the server's answer just now (the
 * worker marks a copy it serves when the network fails: src/web/sw/service-worker.ts), with when each was stored. The
 * API client notes every answer it reads; a fresh answer for the same address replaces the copy.
 */
const copies = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

/** Notes whether the answer for `url` is a stored copy (and from when) or fresh. */
export const noteAnswer = (url: string, response: Pick<Response, 'headers'>) => {
  const storedAt = response.headers.get(OFFLINE_COPY_HEADER);
  if (storedAt) {
    if (copies.get(url) === storedAt) return;
    copies.set(url, storedAt);
    changed();
  } else if (copies.delete(url)) changed();
};

/** When the oldest stored copy among the answers whose address starts with `prefix` was stored, or null if none. */
export const oldestCopyOf = (prefix: string): Date | null => {
  let oldest: Date | null = null;
  for (const [url, storedAt] of copies) {
    const at = new Date(storedAt);
    if (url.startsWith(prefix) && !Number.isNaN(at.getTime()) && (oldest === null || at < oldest))
      oldest = at;
  }
  return oldest;
};

/** The oldest stored copy on screen for `prefix` (`/api/bets`), re-rendering as answers arrive. */
export const useOldestCopyOf = (prefix: string): Date | null => {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
  return oldestCopyOf(prefix);
};

/** Forgets every copy (tests). */
export const resetOfflineCopies = () => {
  copies.clear();
  changed();
};
