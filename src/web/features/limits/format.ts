import { formatPounds } from '~/domain/money';

/** A limit in pounds, or "No limit". */
export const formatLimit = (amount: number | null): string =>
  amount === null ? 'No limit' : formatPounds(amount);

/** True while an ISO instant is still in the future. */
export const isFuture = (value: string | null, now: Date = new Date()): value is string =>
  value !== null && new Date(value).getTime() > now.getTime();

/** Pounds as the text a money input starts with: `500` or `250.50`; empty for none. */
export const toMoneyInput = (amount: number | null): string =>
  amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
