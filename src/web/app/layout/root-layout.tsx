import { Outlet, useLocation } from 'react-router';
import { useIsBetslipOpen } from '~/web/lib/betslip-store';
import { cn } from '~/web/lib/cn';
import { deferredComponent } from '~/web/lib/deferred';
import { AdminStrip } from './admin-strip';
import { BackToTop } from './back-to-top';
import { BetslipButton } from './betslip-button';
import { ChatLauncher } from './chat-launcher';
import { DeferredToaster } from './deferred-toaster';
import { PHONE_DOCK_CLASSES } from './floating-position';
import { LiveClock } from './live-clock';
import { PromoBanner } from './promo-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';

// Syncing and settling device bets can wait for the first paint (it reads storage and the network).
const DeviceBetsSync = deferredComponent(() =>
  import('~/web/features/betslip/device-bets-sync').then((module) => module.DeviceBetsSync),
);

// "New version: reload" shows only once a new version of the app has installed: it can wait for the first paint.
const UpdatePrompt = deferredComponent(() =>
  import('~/web/app/pwa/update-prompt').then((module) => module.UpdatePrompt),
);

// The reality check's timer (src/web/features/reality-check) starts with the shell's other extras; its dialog loads
// only when a check comes due.
const RealityCheck = deferredComponent(() =>
  import('~/web/features/reality-check/reality-check').then((module) => module.RealityCheck),
);

/** The operator's screens: they keep the header, tab bar and footer but none of the shopper's offers and overlays. */
export const isAdminPath = (pathname: string): boolean =>
  ['/admin', '/add-tip'].some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The app shell (spec 1 "Global layout", spec 2 "Global overlays"). */
export const RootLayout = () => {
  const isShopping = !isAdminPath(useLocation().pathname);
  // From 1280 px the open betslip is a 22rem column on the right: the page steps aside for it and leaves a 4rem
  // gutter beside it where the chat button sits, so the button never covers a card.
  const isSlipOpen = useIsBetslipOpen() && isShopping;
  return (
    // NOTE: the descendant rule gives every focus outline in the shell a colour with 3:1 contrast.
    <div
      data-slip-open={isSlipOpen ? '' : undefined}
      className={cn(
        'group/shell flex min-h-dvh flex-col [&_:focus-visible]:outline-[color:var(--focus-ring,var(--color-brand-600))]',
        isSlipOpen && 'xl:pr-[26rem]',
      )}
    >
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-gold px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader isShopping={isShopping} />
      {isShopping ? <PromoBanner /> : null}
      <TabBar />
      <AdminStrip />
      {/* At least a screen tall, so the footer starts below the first screen: a screen's content arriving after the
          first paint (bets, tips) then moves nothing the visitor can see. */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh w-full flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-[1100px] px-4 pt-6 pb-12 md:pt-8">
          {/* NOTE: no Suspense boundary around the screen. A screen's code is loaded before it renders (the router's
              lazy routes), and each lazy part inside a screen has its own boundary. A boundary here made React hydrate
              the screen rendered ahead after the shell had committed: the shell's effects had already asked who the
              member is, and when the answer came first the screen no longer matched its markup (React error 418), so
              React threw the markup away and drew the whole screen again. */}
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      {/* The phone's reserved row for the floating buttons, so they never sit on the page. */}
      <div aria-hidden="true" className={PHONE_DOCK_CLASSES} />
      {isShopping ? <BetslipButton /> : null}
      <DeviceBetsSync />
      <BackToTop />
      <LiveClock />
      {isShopping ? <ChatLauncher /> : null}
      {isShopping ? <RealityCheck /> : null}
      <ScrollToTop />
      <DeferredToaster />
      <UpdatePrompt />
    </div>
  );
};
