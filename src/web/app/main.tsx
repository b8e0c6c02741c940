import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

// The page in #root (the shell's bars, or the whole screen the server sent a guest) stays until the router has the
// screen's code, so the first render replaces it with the same screen instead of blanking it for a loading state.
const router = appRouter();
const whenRouted = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

const root = createRoot(container);
void whenRouted.then(() => {
  // NOTE: the first render as a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (a phone's first screen stays responsive; Lighthouse's blocking time falls).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
});
