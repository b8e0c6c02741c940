import { FOCUS_RING } from '~/web/lib/cn';

/**
 * Where the floating buttons sit. On a phone they sit side by side just above the fixed bottom tab bar (4rem tall),
 * so together they cover as little of the page as possible; from 768 px the tab bar is at the top, so they stack in
 * the corner. Chat is rightmost/lowest, the betslip beside/above it.
 */
export const FLOATING_POSITION = {
  chat: 'right-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:right-6 md:bottom-6',
  betslip:
    'right-[4.25rem] bottom-[calc(4.75rem+env(safe-area-inset-bottom))] md:right-6 md:bottom-[5.75rem]',
  backToTop: 'left-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] md:left-6 md:bottom-6',
} as const;

export const FLOATING_BUTTON_CLASSES =
  'fixed z-40 inline-flex size-12 md:size-14 items-center justify-center rounded-full shadow-float transition-colors';

export const PANEL_CLASSES =
  'z-50 w-[min(20rem,calc(100vw-2rem))] rounded-card border border-line bg-card p-4 text-ink shadow-float focus:outline-none';

/** The chat button, whether the placeholder (before the panel loads) or the panel's own trigger. */
export const CHAT_BUTTON_CLASSES = [
  FLOATING_BUTTON_CLASSES,
  FLOATING_POSITION.chat,
  'bg-gold text-ink hover:bg-gold-600',
  FOCUS_RING,
].join(' ');
