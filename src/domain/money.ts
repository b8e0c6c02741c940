/** Money is integer pence in the domain and the database; API payloads carry pounds with at most 2 decimals. */
export type TPence = number;

export const poundsToPence = (pounds: number): TPence => Math.round(pounds * 100);
export const penceToPounds = (pence: TPence): number => pence / 100;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** `£1,234.50` */
export const formatPence = (pence: TPence): string => gbp.format(pence / 100);

/** Signed, for profit and loss: `+£12.50`, `-£5.00`, `£0.00`. */
export const formatSignedPence = (pence: TPence): string =>
  pence > 0 ? `+${formatPence(pence)}` : pence < 0 ? `-${formatPence(-pence)}` : formatPence(0);

/** Pounds as `£1,234.50`, the one money format in every text (limits in messages included). */
export const formatPounds = (pounds: number): string => formatPence(poundsToPence(pounds));
