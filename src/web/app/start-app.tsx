import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { GUEST_VIEWER_META, RENDERED_AHEAD_ATTRIBUTE } from '~/domain/web-build';
import { seedGuest } from '~/web/lib/api/get-me';
import { createQueryClient } from '~/web/lib/query-client';
import { AppProviders } from './providers';
import { AppRouter, appRouter } from './router';

// Each step of the start in a task of its own (making the router, making the root, the first render), so a phone can
// paint or answer a tap between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Once the app has taken over the screen rendered ahead, that screen takes taps, focus and the screen reader. */
const TakeOver = ({ ahead, children }: { ahead: HTMLElement; children: ReactNode }) => {
  useEffect(() => ahead.removeAttribute('inert'), [ahead]);
  return children;
};

export type TStartOptions = Pick<RootOptions, 'onRecoverableError'>;

/**
 * Starts the app in #root. Where the server sent the screen rendered ahead for this address (scripts/prerender-pages.tsx,
 * in an element marked RENDERED_AHEAD_ATTRIBUTE with its path), the app hydrates it: the first render adopts the markup
 * already painted instead of building the page again, so the browser neither restyles nor lays out the whole page a
 * second time. Otherwise the first render replaces what #root holds (the shell's bars, or a screen rendered for the
 * address without its query).
 */
export const startApp = async (container: HTMLElement, options: TStartOptions = {}): Promise<Root> => {
  await nextTask();
  // The page in #root stays until the router has the screen's code, so the first render is that screen, not a loading
  // state (and, rendered ahead, the same screen as the markup).
  const router = appRouter();
  const queryClient = createQueryClient();
  if (document.querySelector(`meta[name="${GUEST_VIEWER_META}"]`)) seedGuest(queryClient);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  await nextTask();
  const app = (
    <AppProviders client={queryClient}>
      <AppRouter />
    </AppProviders>
  );
  const ahead = container.querySelector<HTMLElement>(`:scope > [${RENDERED_AHEAD_ATTRIBUTE}]`);
  // Hydrated only at exactly the address it was rendered for: a trailing slash or a query (a tab, a filter, where to
  // go after signing in) can change the first render, and React leaves a differing attribute as the markup has it.
  const isRenderedHere =
    ahead?.getAttribute(RENDERED_AHEAD_ATTRIBUTE) === window.location.pathname + window.location.search;
  // NOTE: the first render as a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (a phone's first screen stays responsive; Lighthouse's blocking time falls).
  if (ahead && isRenderedHere) {
    const hydrate = () =>
      hydrateRoot(
        ahead,
        <StrictMode>
          <TakeOver ahead={ahead}>{app}</TakeOver>
        </StrictMode>,
        options,
      );
    // startTransition runs its callback at once; the hydration it starts is a transition's.
    const roots: Root[] = [];
    startTransition(() => {
      roots.push(hydrate());
    });
    return roots[0] as Root;
  }
  const root = createRoot(container, options);
  await nextTask();
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
  return root;
};
