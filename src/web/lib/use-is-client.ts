import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while rendering a screen ahead (the build's render, scripts/prerender-pages.tsx) and in the app's first render
 * that takes that markup over, which must match it; true in every other render. For what only the browser can know
 * (this year, this device's storage) or only the browser should load.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
