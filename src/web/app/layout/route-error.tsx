import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { LogoMark } from './logo';

// NOTE: only a short message reaches the page; stacks and internals never do.
const describeError = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message.split('\n')[0]!.slice(0, 200);
  return 'An unexpected error stopped this page from loading.';
};

/** The router's error screen; it replaces the whole layout, so it stands alone. */
export const RouteError = () => {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <LogoMark className="mb-6 size-12" />
      <div className="w-full rounded-card border border-line bg-card p-6 shadow-card">
        <TriangleAlert aria-hidden="true" className="mx-auto mb-3 size-8 text-lost" />
        <h1 className="text-2xl font-bold text-brand">Something went wrong</h1>
        <p className="mt-2 text-muted">{describeError(error)}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to="/" className={buttonClasses('outline', 'md')}>
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
};
