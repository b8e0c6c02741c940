import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '~/web/components/ui/button';

export const SIGN_IN_HREF = '/sign-in?next=/settings/account';

/** Limits belong to an account: a signed-out visitor is asked to sign in first. */
export const SignInPrompt = () => (
  <section
    aria-labelledby="limits-sign-in-title"
    className="rounded-card border border-line bg-card p-6 text-center shadow-card"
  >
    <h2 id="limits-sign-in-title" className="font-bold text-ink text-xl">
      Sign in to manage your betting limits
    </h2>
    <p className="mx-auto mt-2 max-w-xl text-muted">
      Your bankroll, stake limits, breaks and self-exclusion are kept with your account, so they apply on
      every device you use.
    </p>
    <Link to={SIGN_IN_HREF} className={`${buttonClasses('primary', 'lg')} mt-5`}>
      <LogIn aria-hidden="true" />
      Sign in
    </Link>
  </section>
);
