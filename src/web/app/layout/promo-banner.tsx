import { ChevronRight, Megaphone, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PROMO_MESSAGES } from '~/content/promo';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec 1 section 9: the banner changes every 5 seconds. */
export const PROMO_ROTATION_MS = 5000;

type PlayChoice = 'auto' | 'playing' | 'paused';

const controlClasses = cn(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-brand hover:bg-gold-100',
  FOCUS_RING,
);

export const PromoBanner = () => {
  const isReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // NOTE: reduced motion starts paused, but an explicit Play from the user wins.
  const [playChoice, setPlayChoice] = useState<PlayChoice>('auto');
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = playChoice === 'paused' || (playChoice === 'auto' && isReducedMotion);
  const isRotating = !isPaused && !isHovered && !isFocused;

  // A timeout per message, so a manual "Next" also gives the new message its full 5 seconds.
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % PROMO_MESSAGES.length), PROMO_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, index]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
  };
  const message = PROMO_MESSAGES[index]!;

  return (
    <section aria-label="Promotions" className="border-b border-gold-100 bg-gold-50">
      <div className="mx-auto flex max-w-[1100px] items-center gap-2 px-4 py-1">
        <Megaphone aria-hidden="true" className="hidden size-5 shrink-0 text-gold-700 sm:block" />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the rotation (WCAG 2.2.2). */}
        <div
          // Announce changes only when the user is in control; automatic rotation stays quiet.
          aria-live={isRotating ? 'off' : 'polite'}
          aria-atomic="true"
          className="min-w-0 flex-1 py-1.5 text-sm text-ink"
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
          onFocus={() => setIsFocused(true)}
          onBlur={onBlur}
        >
          <span className="sr-only">{`Promotion ${index + 1} of ${PROMO_MESSAGES.length}: `}</span>
          {message.text}{' '}
          {message.link ? (
            <Link
              to={message.link.href}
              className={cn(
                'font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2',
                FOCUS_RING,
              )}
            >
              {message.link.label}
            </Link>
          ) : null}
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
          onClick={() => setIndex((i) => (i + 1) % PROMO_MESSAGES.length)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
};
