import { ShieldCheck } from 'lucide-react';
import { SignInForm, type TSignInValues } from '~/web/components/sign-in-form';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';
import { toast } from '~/web/components/ui/use-toast';
import { ApiError } from '~/web/lib/api-client';
import { type TAdminLoginBody, useAdminLogin } from '../api/admin-login';

/** Spec 2 section 8: the login toasts. */
const showLoginFailure = (error: unknown) => {
  if (!(error instanceof ApiError)) {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to connect to the server.' });
  } else if (error.status === 401) {
    toast({ variant: 'destructive', title: 'Login failed', description: 'Invalid username or password' });
  } else if (error.status === 429) {
    toast({ variant: 'destructive', title: 'Too many attempts', description: error.userMessage });
  } else {
    const description =
      error.status >= 500 ? 'The server had a problem. Please try again.' : error.userMessage;
    toast({ variant: 'destructive', title: 'Error', description });
  }
};

const toAdminLoginBody = ({ identifier, password, code }: TSignInValues): TAdminLoginBody =>
  code?.trim() ? { username: identifier, password, code: code.trim() } : { username: identifier, password };

/** The admin panel's login (spec 2): the shared sign-in form with "Username", "Login" and toasts for refusals. */
export const AdminLoginCard = () => {
  const login = useAdminLogin();
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-bold text-2xl text-brand">Admin Panel</h1>
        <CardDescription>
          Sign in with your administrator account to publish tips and record results.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SignInForm
          idPrefix="admin"
          identifierLabel="Username"
          identifierRequired="Username is required"
          submitLabel="Login"
          mutation={login}
          toBody={toAdminLoginBody}
          onSignedIn={() => toast({ title: 'Login successful', description: 'Welcome to the admin panel.' })}
          onFailure={showLoginFailure}
        />
      </CardContent>
    </Card>
  );
};
