import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where matchMedia does not exist). */
export const matchesMedia = (query: string): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a CSS media query matches now, following changes. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
};

/** From 1280 px the open betslip docks as a right-hand column beside the page instead of covering it. */
export const BETSLIP_DOCK_QUERY = '(min-width: 1280px)';
