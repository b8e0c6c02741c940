import { ChevronDown, LogIn, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { TMeResponse } from '~/domain/auth.contract';
import type { TTier } from '~/domain/tiers';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import type { TViewer } from '~/web/lib/api/use-viewer';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { shortDisplayName } from './account-menu-items';

/**
 * The parts of the account menu the header shows before the menu itself loads (after the first paint): the button's
 * face and, for a guest on a wider screen, the Sign in link.
 */
export const TIER_BADGE: Record<TTier, BadgeVariant> = {
  Free: 'neutral',
  Starter: 'brand',
  Monthly: 'gold',
  Lifetime: 'gold',
};

export const HEADER_CONTROL_CLASSES = cn(
  'min-h-11 items-center gap-2 rounded-lg font-semibold text-sm text-white transition-colors',
  'hover:bg-white/10 data-[state=open]:bg-white/15',
  FOCUS_RING,
);

/**
 * The trigger's accessible name starts with what it shows (the name, and the Free badge), so speech users can say
 * what they see (WCAG 2.5.3); a guest's icon-only trigger is just "Account menu".
 */
export const accountMenuLabel = (me: TMeResponse | null, tier: TTier): string =>
  me ? `${shortDisplayName(me.user)}${tier === 'Free' ? ' Free' : ''}, account menu` : 'Account menu';

export const AccountTrigger = ({ me, tier }: { me: TMeResponse | null; tier: TTier }) => {
  if (!me) {
    return (
      <>
        <UserRound aria-hidden="true" className="size-5" />
        <ChevronDown aria-hidden="true" className="size-4 opacity-80" />
      </>
    );
  }
  const { user } = me;
  const name = user.username ?? user.email;
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-gold font-bold text-ink uppercase"
      >
        {name.slice(0, 1)}
      </span>
      <span className="hidden max-w-[10rem] truncate sm:inline" title={name}>
        {shortDisplayName(user)}
      </span>
      {/* NOTE: a paying member's plan is the header's plan badge; a Free member's shows here from 400 px. */}
      {tier === 'Free' ? ' ' : null}
      {tier === 'Free' ? (
        <span className="hidden min-[400px]:inline-flex">
          <Badge variant={TIER_BADGE[tier]}>{tier}</Badge>
        </span>
      ) : null}
      <ChevronDown aria-hidden="true" className="size-4 opacity-80" />
    </>
  );
};

/** Where Sign in returns to: the current page (but never back to the sign-in screens). */
export const useSignInHref = (): string => {
  const { pathname, search } = useLocation();
  return pathname === '/sign-in' || pathname === '/sign-up'
    ? '/sign-in'
    : `/sign-in?next=${encodeURIComponent(`${pathname}${search}`)}`;
};

/** A guest's Sign in link beside the menu (from 640 px; on a phone Sign in is the menu's first item). */
export const GuestSignInLink = ({ viewer, href }: { viewer: TViewer; href: string }) =>
  viewer.isKnown && !viewer.isSignedIn ? (
    <Link to={href} className={cn(HEADER_CONTROL_CLASSES, 'hidden px-3 sm:inline-flex')}>
      <LogIn aria-hidden="true" className="size-4" />
      Sign in
    </Link>
  ) : null;

/** The menu button as it looks before the menu has loaded; pressing it loads the menu and opens it. */
export const AccountMenuPlaceholder = ({
  viewer,
  onActivate,
}: {
  viewer: TViewer;
  onActivate: () => void;
}) => (
  <div className="flex items-center gap-1">
    <GuestSignInLink viewer={viewer} href={useSignInHref()} />
    <button
      type="button"
      aria-label={accountMenuLabel(viewer.me, viewer.tier)}
      aria-haspopup="menu"
      onClick={onActivate}
      className={cn(HEADER_CONTROL_CLASSES, 'inline-flex px-2')}
    >
      <AccountTrigger me={viewer.me} tier={viewer.tier} />
    </button>
  </div>
);
