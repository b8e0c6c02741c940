import './react-dom-first';
import { startApp } from './start-app';
import './styles.css';

// An invite link (`?ref=`) may land on any page: keep its code for the sign-up. Loaded only then, never for `/`.
if (window.location.search.includes('ref=')) {
  import('~/web/lib/referral-code')
    .then(({ rememberReferralCode }) => rememberReferralCode(window.location.search))
    .catch(() => {});
}

// The service worker (offline use, installing the app, push) in production builds only, once the page has loaded: its
// code is a chunk of its own, never part of a screen's first load.
if (import.meta.env.PROD) {
  const register = () => {
    import('./pwa/service-worker-registration')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void startApp(container);
