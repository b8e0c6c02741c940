import { FOCUS_RING } from '~/web/lib/cn';

/**
 * Where the floating buttons sit. On a phone they sit in a reserved dock row (PhoneDock: 3.5rem, solid) just above
 * the fixed bottom tab bar (4rem), so they never cover the page: back to top on the left, betslip and chat on the
 * right. From 768 px the tab bar is at the top, so they float in the bottom corners.
 */
const DOCK_BOTTOM = 'bottom-[calc(4.375rem+env(safe-area-inset-bottom))]';

export const FLOATING_POSITION = {
  // With the betslip docked open (1280 px and up) the chat button sits in the gutter between the page and the column.
  chat: `right-3 ${DOCK_BOTTOM} md:right-6 md:bottom-6 xl:group-data-[slip-open]/shell:right-[22.5rem]`,
  betslip: `right-[4.25rem] ${DOCK_BOTTOM} md:right-6 md:bottom-[5.75rem]`,
  backToTop: `left-3 ${DOCK_BOTTOM} md:left-6 md:bottom-6`,
} as const;

/** The reserved row on a phone: tab bar height plus this is what the page keeps clear at the bottom. */
export const PHONE_DOCK_CLASSES =
  'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 h-14 border-line border-t bg-surface/95 backdrop-blur-sm md:hidden';

export const FLOATING_BUTTON_CLASSES =
  'fixed z-40 inline-flex size-11 md:size-14 items-center justify-center rounded-full shadow-float transition-colors';

/**
 * The chat panel, opened above the chat button. On a phone the button sits in the dock row, so the panel ends above
 * the dock and the tab bar, never over them; it is as tall as the space above the button allows (Radix measures it)
 * up to 36rem, and its conversation scrolls inside. On a very short screen (a phone on its side) the whole panel
 * scrolls instead, so it never has to flip below the button, over the tab bar.
 */
export const PANEL_CLASSES =
  'z-50 flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-y-auto overscroll-contain rounded-card border border-line bg-card p-4 text-ink shadow-float focus:outline-none';

/** The chat button, whether the placeholder (before the panel loads) or the panel's own trigger. */
export const CHAT_BUTTON_CLASSES = [
  FLOATING_BUTTON_CLASSES,
  FLOATING_POSITION.chat,
  'bg-gold text-ink hover:bg-gold-600',
  FOCUS_RING,
].join(' ');
