import { Link } from 'react-router';
import { cn, FOCUS_RING } from '~/web/lib/cn';

export type TAuthMode = 'sign-in' | 'sign-up';

const MODES: ReadonlyArray<{ mode: TAuthMode; label: string }> = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
];

/** Switches between /sign-in and /sign-up, keeping where to go afterwards. */
export const AuthModeToggle = ({ mode, search }: { mode: TAuthMode; search: string }) => (
  <nav aria-label="Sign in or create an account" className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1">
    {MODES.map((item) => {
      const isCurrent = item.mode === mode;
      return (
        <Link
          key={item.mode}
          to={{ pathname: `/${item.mode}`, search }}
          replace
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-10 items-center justify-center rounded-md px-3 font-semibold text-sm transition-colors',
            isCurrent ? 'bg-card text-brand shadow-card' : 'text-muted hover:text-brand',
            FOCUS_RING,
          )}
        >
          {item.label}
        </Link>
      );
    })}
  </nav>
);
