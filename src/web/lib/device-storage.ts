/**
 * What the app keeps on this device (bets, quiz scores, the odds format): reading a key's text and hearing that it
 * changed, here or in another tab. Each store parses its own text and keeps what it parsed while the text is unchanged.
 */

/** The text stored under `key`, or null when there is none or storage is blocked (private mode). */
export const readStored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * Change notices for one key: `notify` after this page writes it; another tab's write arrives as a storage event,
 * which first runs `fromOtherTab` (a store that keeps its own state takes the new text there). `subscribe` fits
 * useSyncExternalStore. One storage listener serves every subscriber.
 */
export const storedKeyChanges = (key: string, fromOtherTab: () => void = () => {}) => {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    fromOtherTab();
    notify();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  return { notify, subscribe };
};
