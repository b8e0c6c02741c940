import { UK_TIME_ZONE } from '../time-zone';

/**
 * The helpers every UK date formatter is built on, and the clock formatters the app shell shows on every screen
 * (import them from ../uk-date-format.ts, which re-exports them).
 */
export const lazyFormatter = (options: Intl.DateTimeFormatOptions) => {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date: Date): string => {
    formatter ??= new Intl.DateTimeFormat('en-GB', options);
    return formatter.format(date);
  };
};

/** An ISO string or a Date as an instant; null for anything that is not one. */
export const toInstant = (value: string | Date): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A formatter of instants on the UK clock; what is not an instant is shown as given (or as `fallback`). */
export const ukInstantFormatter = (
  options: Intl.DateTimeFormatOptions,
  shape: (text: string) => string = String,
) => {
  const format = lazyFormatter({ ...options, timeZone: UK_TIME_ZONE });
  return (value: string | Date, fallback: string = String(value)): string => {
    const instant = toInstant(value);
    return instant ? shape(format(instant)) : fallback;
  };
};

/** `9:05:07 am` (and `0:30:00 am` just after midnight, as en-GB's 12-hour clock writes it): the live clock. */
export const formatUkClockWithSeconds = /* @__PURE__ */ ukInstantFormatter({
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** `15/01/2026`: the UK day of an instant, in figures (the live clock). */
export const formatUkNumericDate = /* @__PURE__ */ ukInstantFormatter({});

// NOTE: some ICU versions write `Wed, 4 Nov 2026`; one style everywhere.
export const dropComma = (text: string) => text.replace(',', '');
