import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section the address's #hash names once `isReady`. The shell scrolls to an anchor on navigation, but
 * this page's sections arrive after its data (the limits) and its code (the lazy reality-check section, which calls
 * this), so a link such as the reality check's "Take a break" (/settings/account#take-a-break) would otherwise land at
 * the top.
 */
export const useScrollToHashWhenReady = (isReady: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || !hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [isReady, hash]);
};
