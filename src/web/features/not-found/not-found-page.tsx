import { House, ListChecks, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/web/components/ui/button';

export const NotFoundPage = () => {
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = '404 Page Not Found | RacePro';
  }, []);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand ring-8 ring-brand-50/60">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-muted">
        The page you are looking for does not exist. It may have moved, or the address may be mistyped.
      </p>
      <p className="mt-2 break-words font-mono text-muted text-sm">{pathname}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" className="size-4" />
            Go to Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/tips">
            <ListChecks aria-hidden="true" className="size-4" />
            See today's tips
          </Link>
        </Button>
      </div>
    </section>
  );
};
