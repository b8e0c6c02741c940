/** Money is integer pence in the domain and the database; API payloads carry pounds with at most 2 decimals. */
export type TPence = number;

export const poundsToPence = (pounds: number): TPence => Math.round(pounds * 100);
export const penceToPounds = (pence: TPence): number => pence / 100;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `£1,234.50`, as `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })` writes it (money.test.ts
 * holds the two alike). Built by hand because making that formatter loads the ICU currency data, which cost a phone
 * about 100 ms of blocked main thread in the first script every screen runs.
 */
export const formatPence = (pence: TPence): string => {
  if (!Number.isFinite(pence)) return `£${pence}`;
  // Half-pennies round away from zero, as Intl does; a value that rounds to nothing loses its sign.
  const whole = Math.round(Math.abs(pence));
  const pounds = Math.floor(whole / 100);
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}£${String(pounds).replace(THOUSANDS, ',')}.${String(whole % 100).padStart(2, '0')}`;
};

/** Signed, for profit and loss: `+£12.50`, `-£5.00`, `£0.00`. */
export const formatSignedPence = (pence: TPence): string =>
  pence > 0 ? `+${formatPence(pence)}` : pence < 0 ? `-${formatPence(-pence)}` : formatPence(0);

/** Pounds as `£1,234.50`, the one money format in every text (limits in messages included). */
export const formatPounds = (pounds: number): string => formatPence(poundsToPence(pounds));

/** Signed pounds for profit and loss: `+£12.50`, `-£5.00`, `£0.00`. */
export const formatSignedPounds = (pounds: number): string => formatSignedPence(poundsToPence(pounds));

/**
 * The short form for a sentence about stakes and limits: whole pounds without pence (`£15`, `£1,250`), anything else
 * as `formatPence` writes it (`£12.50`). The betslip's limit checks say "£15 is above your £10 per-bet limit".
 */
export const formatPenceShort = (pence: TPence): string => formatPence(pence).replace(/\.00$/, '');
