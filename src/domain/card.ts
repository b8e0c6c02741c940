/**
 * Card checks for the built-in sandbox form (Stripe's own form does these in Stripe mode). Pure: the web form shows
 * the messages as the user types, and the sandbox provider repeats the checks on the server.
 */

/** Digits only (spaces and dashes as people type them are allowed and dropped). */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export const cardNumberProblem = (number: string): string | null => {
  const digits = cardDigits(number);
  if (digits === '') return 'Enter your card number';
  if (!/^\d+$/.test(digits)) return 'Card number must be digits only';
  if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) return 'Your card number is invalid.';
  return null;
};

/** `MM/YY` (also `MM / YY`, `MM/YYYY`): month and four-digit year, or null when unreadable. */
export const parseExpiry = (expiry: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
};

/** A card is valid to the end of its expiry month. */
export const expiryProblem = (expiry: string, now: Date): string | null => {
  if (expiry.trim() === '') return 'Enter the expiry date';
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'Enter the expiry date as MM/YY';
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonths = parsed.year * 12 + (parsed.month - 1);
  if (cardMonths < nowMonths) return "Your card's expiration date is in the past.";
  if (cardMonths > nowMonths + 20 * 12) return "Your card's expiration year is invalid.";
  return null;
};

export const cvcProblem = (cvc: string): string | null => {
  if (cvc.trim() === '') return 'Enter the security code';
  if (!/^\d{3,4}$/.test(cvc.trim())) return "Your card's security code is incomplete.";
  return null;
};

/** Groups digits in fours as the user types (`4242 4242 4242 4242`), at most 19 digits. */
export const formatCardNumber = (input: string): string =>
  (
    input
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/.{1,4}/g) ?? []
  ).join(' ');

/** `MMYY` typed becomes `MM/YY`. */
export const formatExpiry = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The sandbox's test cards (DESIGN.md section 6, as Stripe's): 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is
 * declined. Any other valid number succeeds, as in Stripe's test mode for its other success cards.
 */
export const SANDBOX_DECLINE_CARD = '4000000000000002';
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
