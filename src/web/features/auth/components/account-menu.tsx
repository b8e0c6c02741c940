import { Check, LogIn, LogOut, UserPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { TOP_TIER } from '~/domain/tiers';
import { Badge } from '~/web/components/ui/badge';
import { toast } from '~/web/components/ui/use-toast';
import { useViewer } from '~/web/lib/api/use-viewer';
import { ApiError } from '~/web/lib/api-client';
import { cn } from '~/web/lib/cn';
import { useOddsDisplay, useSetOddsFormat } from '~/web/lib/odds-format';
import { useLogout } from '../api/logout';
import {
  AccountTrigger,
  accountMenuLabel,
  GuestSignInLink,
  HEADER_CONTROL_CLASSES,
  TIER_BADGE,
  useSignInHref,
} from './account-menu-button';
import { ACCOUNT_MENU_GROUPS } from './account-menu-items';

const ITEM_CLASSES = cn(
  'flex min-h-10 cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-ink text-sm outline-none',
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-brand-600',
);

const ODDS_FORMAT_CHOICES = [
  { value: 'fractional', label: 'Fractional', example: '5/2' },
  { value: 'decimal', label: 'Decimal', example: '3.50' },
] as const;

export const AccountMenu = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const viewer = useViewer();
  const { me, tier } = viewer;
  const { format: oddsFormat } = useOddsDisplay();
  const setOddsFormat = useSetOddsFormat();
  const logout = useLogout();
  const isSignedIn = me !== null;
  const signInHref = useSignInHref();

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
      <GuestSignInLink viewer={viewer} href={signInHref} />
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          aria-label={accountMenuLabel(me, tier)}
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
                  <Badge variant={TIER_BADGE[tier]}>{tier}</Badge>
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
            {ACCOUNT_MENU_GROUPS.map((group) => {
              const links = group.filter(
                (link) => (isSignedIn || !link.isSignedInOnly) && (viewer.isAdmin || !link.isAdminOnly),
              );
              if (links.length === 0) return null;
              return (
                <DropdownMenu.Group key={group[0]?.to} className="border-line border-t py-1">
                  {links.map(({ to, label, icon: Icon, topTierLabel }) => (
                    <DropdownMenu.Item key={to} asChild className={ITEM_CLASSES}>
                      <Link to={to}>
                        <Icon aria-hidden="true" />
                        {tier === TOP_TIER && topTierLabel ? topTierLabel : label}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Group>
              );
            })}
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
