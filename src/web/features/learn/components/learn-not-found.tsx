import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';

/** A module or lesson address that does not exist (an old or mistyped link). */
export const LearnNotFound = ({ what }: { what: 'module' | 'lesson' }) => {
  useEffect(() => {
    document.title = 'Not found | RacePro';
  }, []);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="font-bold text-2xl text-brand">Learn Racing</h1>
      <EmptyState
        icon={SearchX}
        title={what === 'module' ? 'We could not find that module' : 'We could not find that lesson'}
        text="The link may be old or mistyped. Every module and lesson is listed on the modules page."
        action={
          <Link to="/learn" className={buttonClasses('primary')}>
            <ArrowLeft aria-hidden="true" />
            Back to Modules
          </Link>
        }
      />
    </div>
  );
};
