import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { HELPLINES, PRODUCT_NAME, RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { useIsClient } from '~/web/lib/use-is-client';
import { LogoMark } from './logo';

const FOOTER_LINKS = [
  { to: '/responsible-gambling', label: 'Responsible Gambling' },
  { to: '/settings/account', label: 'Manage Your Betting Limits' },
  { to: '/betting-guide', label: 'Betting Guide' },
  { to: '/results', label: 'Results' },
  { to: '/subscription', label: 'Plans and Pricing' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/admin', label: 'Admin' },
] as const;

const helpline = HELPLINES.nationalGamblingHelpline;

/**
 * This year where the app runs. None in the screen rendered ahead at build time (the build's year would be wrong after
 * New Year, and the app's first render must match that markup): the year follows as soon as the app has taken over.
 */
const CopyrightYear = () => (useIsClient() ? `${new Date().getFullYear()} ` : null);

export const SiteFooter = () => (
  // Bottom padding on a phone clears the fixed tab bar and the dock row of floating buttons above it.
  <footer className="bg-brand pb-[calc(8.5rem+env(safe-area-inset-bottom))] text-brand-100 [--focus-ring:var(--color-gold)] md:pb-28">
    <div className="mx-auto grid max-w-[1100px] gap-6 px-4 pt-8 md:grid-cols-[1fr_auto]">
      <div className="space-y-3 text-sm">
        <p className="flex items-center gap-2 text-base font-bold text-white">
          <LogoMark className="size-7" />
          {PRODUCT_NAME}
        </p>
        <p className="inline-block rounded-md bg-gold px-2 py-1 font-bold text-ink">
          {RESPONSIBLE_GAMBLING_LINE}
        </p>
        <p>
          {helpline.name}:{' '}
          <a
            href={`tel:${helpline.phone.replaceAll(' ', '')}`}
            className="inline-flex min-h-11 items-center gap-1 font-bold text-white underline underline-offset-2"
          >
            <Phone aria-hidden="true" className="size-4" />
            {helpline.phone}
          </a>{' '}
          <span className="whitespace-nowrap">({helpline.hours})</span>
        </p>
        <p className="max-w-xl">
          {PRODUCT_NAME} is a tips and bet-tracking service. We do not take bets or hold your money.
        </p>
      </div>
      <nav aria-label="Footer">
        <ul className="grid gap-1 text-sm">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center text-white underline-offset-2 hover:underline md:min-h-9"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
    <p className="mx-auto mt-6 max-w-[1100px] border-t border-brand-700 px-4 pt-4 text-xs">
      © <CopyrightYear />
      {PRODUCT_NAME}. All rights reserved.
    </p>
  </footer>
);
