import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec 1: the view scrolls to the top on every navigation (or to the #anchor when the link has one). */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // The page as loaded keeps where the browser put it: a guest may already have scrolled the screen the server sent.
    const isLoad = isFirst.current;
    isFirst.current = false;
    if (target) target.scrollIntoView();
    else if (!isLoad) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
};
