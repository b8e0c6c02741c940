import { House, LifeBuoy, Wrench } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { PageHeader } from '~/web/components/ui/page-header';

type TComingSoonPageProps = {
  title: string;
  description: string;
  /** What already works in this area (shown under the placeholder card). */
  children?: ReactNode;
};

/** Placeholder for a route whose screen belongs to a later issue: the route's title and purpose, nothing invented. */
export const ComingSoonPage = ({ title, description, children }: TComingSoonPageProps) => {
  useEffect(() => {
    document.title = `${title} | RacePro`;
  }, [title]);

  return (
    <section className="max-w-3xl">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand">
            <Wrench aria-hidden="true" className="size-6" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-ink">This section is being prepared.</p>
            <p className="mt-1 text-muted text-sm">
              In the meantime you can head back to the home page, or read our safer gambling guidance.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/">
                  <House aria-hidden="true" className="size-4" />
                  Home
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/responsible-gambling">
                  <LifeBuoy aria-hidden="true" className="size-4" />
                  Responsible Gambling
                </Link>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      {children}
    </section>
  );
};
