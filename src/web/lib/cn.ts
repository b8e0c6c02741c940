/** Joins the truthy class names: `cn('a', isActive && 'b', undefined)` -> 'a b'. */
export const cn = (...classes: Array<string | false | null | undefined | 0>): string =>
  classes.filter(Boolean).join(' ');

/**
 * NOTE: the global gold focus outline is only 2.2:1 on the off-white surface (WCAG asks 3:1), so
 * controls use `--focus-ring`: brand green by default, gold inside dark areas that set the variable.
 */
export const FOCUS_RING = 'focus-visible:outline-[color:var(--focus-ring,var(--color-brand-600))]';

/** An inline text link: brand green, underlined, with the focus ring. */
export const LINK_CLASSES = `rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand ${FOCUS_RING}`;
