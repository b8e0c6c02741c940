import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/web/components/ui/card';

/** Publishing is an admin function (spec 2 section 6): a visitor is sent to sign in, never shown a form that cannot work. */
export const AdminSignInCard = () => (
  <Card>
    <CardHeader>
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </span>
      <CardTitle>Sign in as an administrator</CardTitle>
      <CardDescription>
        Only RacePro administrators can publish tips. Sign in on the admin panel, then come back to this form.
      </CardDescription>
    </CardHeader>
    <CardContent>
      <Button asChild>
        <Link to="/admin">Go to the admin panel</Link>
      </Button>
    </CardContent>
  </Card>
);
