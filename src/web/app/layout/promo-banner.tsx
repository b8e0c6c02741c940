import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Megaphone, Pause, Play, X } from 'lucide-react';
import { type FocusEvent, useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { promoMessagesFor } from '~/content/promo';
import { earlyAdopterCountQueryOptions } from '~/web/lib/api/get-early-adopter-count';
import { useActiveBreak } from '~/web/lib/api/use-active-break';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec 1 section 9: the banner changes every 5 seconds. */
export const PROMO_ROTATION_MS = 5000;

type PlayChoice = 'auto' | 'playing' | 'paused';

/** Hiding the banner lasts for the browser session (sessionStorage), and never fails where storage is blocked. */
export const PROMO_HIDDEN_KEY = 'racepro.promoHidden';
const readHidden = () => {
  try {
    return window.sessionStorage.getItem(PROMO_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};
const rememberHidden = () => {
  try {
    window.sessionStorage.setItem(PROMO_HIDDEN_KEY, '1');
  } catch {
    // Storage blocked: hidden until the next page load.
  }
};

const controlClasses = cn(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-brand hover:bg-gold-100',
  FOCUS_RING,
);

/**
 * One line at every width (a fixed height, so the page never moves as messages change): phones show the short text
 * as the link, wider screens the full text and the link's label. The messages suit the viewer's plan.
 */
export const PromoBanner = () => {
  const { tier } = useViewer();
  // No promotions to a member on a time-out or self-exclusion (issue 32).
  const brk = useActiveBreak();
  // NOTE: read after the first render, which must match the screen rendered ahead (no storage there); before the
  // browser paints, so a banner hidden earlier never shows.
  const [isHidden, setIsHidden] = useState(false);
  useLayoutEffect(() => {
    if (readHidden()) setIsHidden(true);
  }, []);
  const [index, setIndex] = useState(0);
  // The places left are fetched once the banner first moves on, never during the first load of the page.
  const early = useQuery({
    ...earlyAdopterCountQueryOptions(),
    enabled: index > 0 && (tier === 'Free' || tier === 'Starter'),
  });
  const messages = promoMessagesFor(tier, early.data?.remaining ?? null);
  const isReducedMotion = usePrefersReducedMotion();
  // NOTE: reduced motion starts paused, but an explicit Play from the user wins.
  const [playChoice, setPlayChoice] = useState<PlayChoice>('auto');
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = playChoice === 'paused' || (playChoice === 'auto' && isReducedMotion);
  const isRotating = !isPaused && !isHovered && !isFocused;

  // A timeout per message, so a manual "Next" also gives the new message its full 5 seconds.
  useEffect(() => {
    if (!isRotating || isHidden) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % messages.length), PROMO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, isHidden, index, messages.length]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
  };
  if (isHidden || brk) return null;
  const message = messages[index % messages.length]!;
  const linkClasses = cn(
    'font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2',
    FOCUS_RING,
  );

  return (
    <section aria-label="Promotions" className="h-11 overflow-hidden border-b border-gold-100 bg-gold-50">
      <div className="mx-auto flex h-full max-w-[1100px] items-center gap-1 px-4">
        <Megaphone aria-hidden="true" className="hidden size-5 shrink-0 text-gold-700 sm:block" />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation (WCAG 2.2.2). */}
        <div
          // Announce changes only when the user is in control; automatic rotation stays quiet.
          aria-live={isRotating ? 'off' : 'polite'}
          aria-atomic="true"
          className="min-w-0 flex-1 truncate text-sm text-ink"
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
          onFocus={() => setIsFocused(true)}
          onBlur={onBlur}
        >
          <span className="sr-only">{`Promotion ${(index % messages.length) + 1} of ${messages.length}: `}</span>
          <Link to={message.link.href} className={cn(linkClasses, 'sm:hidden')}>
            {message.short}
          </Link>
          <span className="hidden sm:inline">
            {message.text}{' '}
            <Link to={message.link.href} className={linkClasses}>
              {message.link.label}
            </Link>
          </span>
        </div>
        <button
          type="button"
          className={controlClasses}
          aria-label={isPaused ? 'Play promotions' : 'Pause promotions'}
          onClick={() => setPlayChoice(isPaused ? 'playing' : 'paused')}
        >
          {isPaused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={controlClasses}
          aria-label="Next promotion"
          onClick={() => setIndex((i) => (i + 1) % messages.length)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={controlClasses}
          aria-label="Hide promotions"
          onClick={() => {
            rememberHidden();
            setIsHidden(true);
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
};
