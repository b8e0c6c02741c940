import { matchesMedia, useMediaQuery } from '~/web/lib/use-media-query';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the user asked the operating system for less motion. */
export const prefersReducedMotion = (): boolean => matchesMedia(REDUCED_MOTION_QUERY);

export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
