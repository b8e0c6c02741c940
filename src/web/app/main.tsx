import './react-dom-first';
import { startApp } from './start-app';
import './styles.css';

// An invite link (`?ref=`) may land on any page: keep its code for the sign-up. Loaded only then, never for `/`.
if (window.location.search.includes('ref=')) {
  import('~/web/lib/referral-code')
    .then(({ rememberReferralCode }) => rememberReferralCode(window.location.search))
    .catch(() => {});
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void startApp(container);
