import { ukInstantFormatter } from './clock';

/** `15/01/2026, 09:05:07`: an instant in figures to the second (the mail outbox). */
export const formatUkNumericDateTime = /* @__PURE__ */ ukInstantFormatter({
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** `15 Jan 2026, 09:05`: when something happened (a bet placed, an audit entry, a tip saved on the device). */
export const formatUkDateTime = /* @__PURE__ */ ukInstantFormatter({
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `2 July 2026`: the UK day of an instant with its month in words (the e-mails). */
export const formatUkLongDate = /* @__PURE__ */ ukInstantFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
