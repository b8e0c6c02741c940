import './react-dom-first';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { GUEST_VIEWER_META } from '~/domain/client-routes';
import { seedGuest } from '~/web/lib/api/get-me';
import { createQueryClient } from '~/web/lib/query-client';
import { AppProviders } from './providers';
import { AppRouter, appRouter } from './router';
import './styles.css';

// An invite link (`?ref=`) may land on any page: keep its code for the sign-up. Loaded only then, never for `/`.
if (window.location.search.includes('ref=')) {
  import('~/web/lib/referral-code')
    .then(({ rememberReferralCode }) => rememberReferralCode(window.location.search))
    .catch(() => {});
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Each step of the start in a task of its own (evaluating this module, making the router, making the root, the first
// render), so a phone can paint or answer a tap between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async (container: HTMLElement) => {
  await nextTask();
  // The page in #root (the shell's bars, or the whole screen the server sent a guest) stays until the router has the
  // screen's code, so the first render replaces it with the same screen instead of blanking it for a loading state.
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
  const root = createRoot(container);
  await nextTask();
  // NOTE: the first render as a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (a phone's first screen stays responsive; Lighthouse's blocking time falls).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
};

void start(container);
