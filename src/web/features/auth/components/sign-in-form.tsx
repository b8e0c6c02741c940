import { useRef } from 'react';
import { Link } from 'react-router';
import { SignInForm as SharedSignInForm, type TSignInFormHandle } from '~/web/components/sign-in-form';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useLogin } from '../api/login';
import { authErrorMessage, toLoginBody } from '../auth-forms';
import { DemoAccountsPanel, type TDemoAccounts } from './demo-accounts-panel';

type TSignInFormProps = {
  /** The accounts the server seeded in demo mode; null outside it. */
  demoAccounts: TDemoAccounts | null;
  onSignedIn: () => void;
};

/** The member sign-in: the shared form with "E-mail or username", its refusals above the button, and the demo accounts. */
export const SignInForm = ({ demoAccounts, onSignedIn }: TSignInFormProps) => {
  const login = useLogin();
  const formRef = useRef<TSignInFormHandle>(null);
  return (
    <>
      <SharedSignInForm
        ref={formRef}
        idPrefix="sign-in"
        identifierLabel="E-mail or username"
        identifierRequired="Enter your e-mail or username"
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        canRevealPassword
        mutation={login}
        toBody={toLoginBody}
        onSignedIn={onSignedIn}
        failureMessage={authErrorMessage}
      />
      <p className="-mt-2 text-sm">
        <Link to="/forgot-password" className={LINK_CLASSES}>
          Forgot your password?
        </Link>
      </p>
      {demoAccounts ? (
        <DemoAccountsPanel
          accounts={demoAccounts}
          onUse={(credentials) => formRef.current?.fill(credentials)}
        />
      ) : null}
    </>
  );
};
