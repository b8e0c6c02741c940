import { Check, ChevronDown, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import type { TMeResponse } from '~/domain/auth.contract';
import { TIER_DISPLAY_NAMES, type TTier } from '~/domain/tiers';
import { Badge, type BadgeVariant } from '~/web/components/ui/badge';
import { toast } from '~/web/components/ui/use-toast';
import { useViewer } from '~/web/lib/api/use-viewer';
import { ApiError } from '~/web/lib/api-client';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { useOddsDisplay, useSetOddsFormat } from '~/web/lib/odds-format';
import { useLogout } from '../api/logout';
import { ACCOUNT_MENU_GROUPS, shortDisplayName } from './account-menu-items';

const TIER_BADGE: Record<TTier, BadgeVariant> = {
  Free: 'neutral',
  Starter: 'brand',
  Monthly: 'gold',
  Lifetime: 'gold',
};

const HEADER_CONTROL_CLASSES = cn(
  'min-h-11 items-center gap-2 rounded-lg font-semibold text-sm text-white transition-colors',
  'hover:bg-white/10 data-[state=open]:bg-white/15',
  FOCUS_RING,
);

const ITEM_CLASSES = cn(
  'flex min-h-10 cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-ink text-sm outline-none',
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-brand-600',
);

const AccountTrigger = ({ me, tier }: { me: TMeResponse | null; tier: TTier }) => {
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
      {/* NOTE: below 400 px the header has room for the avatar only; the menu label shows name and tier. */}
      <span className="hidden min-[400px]:inline-flex">
        <Badge variant={TIER_BADGE[tier]}>{tier}</Badge>
      </span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-80" />
    </>
  );
};

const ODDS_FORMAT_CHOICES = [
  { value: 'fractional', label: 'Fractional', example: '5/2' },
  { value: 'decimal', label: 'Decimal', example: '3.50' },
] as const;

export const AccountMenu = () => {
  const viewer = useViewer();
  const { me, tier } = viewer;
  const isPending = !viewer.isKnown;
  const { format: oddsFormat } = useOddsDisplay();
  const setOddsFormat = useSetOddsFormat();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const isSignedIn = me !== null;
  const signInHref =
    pathname === '/sign-in' || pathname === '/sign-up'
      ? '/sign-in'
      : `/sign-in?next=${encodeURIComponent(`${pathname}${search}`)}`;

  const onSignOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Signed out', description: 'See you at the races.' }),
      onError: (error) =>
        toast({
          title: 'Could not sign out',
          description: error instanceof ApiError ? error.userMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="flex items-center gap-1">
      {!isSignedIn && !isPending ? (
        // NOTE: on a phone the header only fits the menu button; Sign in is then the menu's first item.
        <Link to={signInHref} className={cn(HEADER_CONTROL_CLASSES, 'hidden px-3 sm:inline-flex')}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign in
        </Link>
      ) : null}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Account menu"
          className={cn(HEADER_CONTROL_CLASSES, 'inline-flex px-2')}
        >
          <AccountTrigger me={me} tier={tier} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-card border border-line bg-card p-1.5 text-ink shadow-float"
          >
            {me ? (
              <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
                <p className="truncate font-semibold text-ink text-sm">{me.user.username ?? me.user.email}</p>
                {me.user.username ? <p className="truncate text-muted text-xs">{me.user.email}</p> : null}
                <p className="mt-1.5 flex flex-wrap items-center gap-1.5">
                  <Badge variant={TIER_BADGE[tier]}>{TIER_DISPLAY_NAMES[tier]}</Badge>
                  {me.user.role === 'admin' ? <Badge variant="brand">Admin</Badge> : null}
                </p>
              </DropdownMenu.Label>
            ) : (
              <DropdownMenu.Group className="pb-1">
                <DropdownMenu.Label className="px-3 pt-2 pb-1.5 text-muted text-xs">
                  Browsing as a guest
                </DropdownMenu.Label>
                <DropdownMenu.Item asChild className={ITEM_CLASSES}>
                  <Link to={signInHref}>
                    <LogIn aria-hidden="true" />
                    Sign in
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item asChild className={ITEM_CLASSES}>
                  <Link to="/sign-up">
                    <UserPlus aria-hidden="true" />
                    Create account
                  </Link>
                </DropdownMenu.Item>
              </DropdownMenu.Group>
            )}
            {ACCOUNT_MENU_GROUPS.map((group) => (
              <DropdownMenu.Group key={group[0]?.to} className="border-line border-t py-1">
                {group
                  .filter((link) => isSignedIn || !link.isSignedInOnly)
                  .map(({ to, label, icon: Icon }) => (
                    <DropdownMenu.Item key={to} asChild className={ITEM_CLASSES}>
                      <Link to={to}>
                        <Icon aria-hidden="true" />
                        {label}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
              </DropdownMenu.Group>
            ))}
            <DropdownMenu.Group className="border-line border-t py-1">
              <DropdownMenu.Label id="odds-format-label" className="px-3 pt-1.5 pb-1 text-muted text-xs">
                Show odds as
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                aria-labelledby="odds-format-label"
                value={oddsFormat}
                onValueChange={(value) => setOddsFormat(value === 'decimal' ? 'decimal' : 'fractional')}
              >
                {ODDS_FORMAT_CHOICES.map(({ value, label, example }) => (
                  <DropdownMenu.RadioItem
                    key={value}
                    value={value}
                    className={ITEM_CLASSES}
                    onSelect={(event) => event.preventDefault()}
                  >
                    <span aria-hidden="true" className="inline-flex size-4 items-center justify-center">
                      <DropdownMenu.ItemIndicator>
                        <Check className="size-4" />
                      </DropdownMenu.ItemIndicator>
                    </span>
                    {label}
                    <span className="tabular ml-auto text-muted text-xs">{example}</span>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Group>
            {isSignedIn ? (
              <DropdownMenu.Group className="border-line border-t pt-1">
                <DropdownMenu.Item className={ITEM_CLASSES} disabled={logout.isPending} onSelect={onSignOut}>
                  <LogOut aria-hidden="true" />
                  {logout.isPending ? 'Signing out...' : 'Sign out'}
                </DropdownMenu.Item>
              </DropdownMenu.Group>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
};
