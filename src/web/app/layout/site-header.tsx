import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { buttonClasses } from '~/web/components/ui/button';
import { AccountMenuPlaceholder } from '~/web/features/auth/components/account-menu-button';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { deferredComponent } from '~/web/lib/deferred';
import { LogoMark } from './logo';

// The menu itself (Radix DropdownMenu and its positioning) loads after the first paint; its button shows at once.
const AccountMenu = deferredComponent(() =>
  import('~/web/features/auth/components/account-menu').then((module) => module.AccountMenu),
);

const AccountControl = () => {
  const viewer = useViewer();
  return (
    <AccountMenu fallback={(activate) => <AccountMenuPlaceholder viewer={viewer} onActivate={activate} />} />
  );
};

/**
 * UPGRADE for guests and Free members; a paying member sees their plan instead (never an upsell for a plan they
 * have). Until the server has said who is looking, an empty slot of the same size keeps the header still.
 */
const PlanControl = () => {
  const viewer = useViewer();
  if (!viewer.isKnown)
    return <span aria-hidden="true" className="inline-block h-11 w-[6.5rem] sm:w-[8.5rem]" />;
  if (viewer.tier !== 'Free') {
    return (
      <Link
        to="/subscription"
        aria-label={`Your plan: ${viewer.tier}`}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-gold/70 px-3 font-semibold text-gold-100 text-sm hover:bg-white/10',
          FOCUS_RING,
        )}
      >
        <Crown aria-hidden="true" className="size-4 text-gold" />
        {viewer.tier}
      </Link>
    );
  }
  return (
    <Link to="/subscription" className={cn(buttonClasses('gold', 'md'), 'px-3 tracking-wide sm:px-4')}>
      <Crown aria-hidden="true" className="hidden sm:block" />
      UPGRADE
    </Link>
  );
};

/** The slim sticky top line with the 18+ message (the fixed LiveClock sits on its right end). */
export const SaferGamblingBar = () => (
  <aside aria-label="Safer gambling" className="sticky top-0 z-40 h-8 bg-brand-800 text-xs text-brand-100">
    <div className="mx-auto flex h-full max-w-[1100px] items-center px-4">
      <p className="font-medium">{RESPONSIBLE_GAMBLING_LINE}</p>
    </div>
  </aside>
);

/** "RacePro" beside the mark; below 360 px the header only has room for the mark. */
export const Wordmark = () => (
  <span className="hidden text-xl font-extrabold tracking-tight min-[360px]:inline">
    Race<span className="text-gold">Pro</span>
  </span>
);

/** Slim sticky top line (the fixed LiveClock sits on its right end) and the brand header. */
export const SiteHeader = ({ isShopping = true }: { isShopping?: boolean }) => (
  <>
    <SaferGamblingBar />
    <header className="bg-brand text-white [--focus-ring:var(--color-gold)]">
      <div className="mx-auto flex min-h-16 max-w-[1100px] items-center justify-between gap-2 px-3 py-2 sm:gap-3 sm:px-4">
        <Link to="/" aria-label="RacePro home" className="flex min-h-11 items-center gap-2 rounded-lg pr-1">
          <LogoMark className="size-9 shrink-0" />
          {/* NOTE: below 360 px the header only has room for the mark beside UPGRADE and the account menu. */}
          <Wordmark />
        </Link>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          {isShopping ? <PlanControl /> : null}
          <AccountControl />
        </div>
      </div>
    </header>
  </>
);
