import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { FLOATING_POSITION } from './floating-position';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/** Spec 1 section 9: the button appears after scrolling more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export const BackToTop = () => {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    // NOTE: reading scrollY during the first commit forced a layout of the whole page; the first check waits a frame.
    const frame = window.requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })}
      aria-label="Back to top"
      title="Back to top"
      className={cn(
        'fixed z-40 inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-brand shadow-float hover:bg-brand-50',
        FLOATING_POSITION.backToTop,
        FOCUS_RING,
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
};
