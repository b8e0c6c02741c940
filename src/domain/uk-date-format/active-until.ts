import { ukInstantFormatter } from './clock';

/** `02 July 2026`: as formatUkLongDate with the day in two figures (spec 1 section 4, "Active until": dd MMMM yyyy). */
export const formatUkPaddedLongDate = /* @__PURE__ */ ukInstantFormatter({
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});
