import { formatPence, formatSignedPence, poundsToPence } from '~/domain/money';

/**
 * How replies are written: markdown links to our own screens (the chat panel renders `[text](/path)` for paths
 * starting with `/`), pounds through the domain formatter, and no wording that promises a win.
 */

export const link = (text: string, path: `/${string}`): string => `[${text}](${path})`;

export const LINKS = {
  tips: link('Tips', '/tips'),
  tools: link('Betting Tools', '/tools'),
  guide: link('Simple Betting Guide', '/tools/betting-guide'),
  learn: link('Learn Racing', '/learn'),
  strategies: link('Betting Strategies', '/strategies'),
  plans: link('Plans', '/subscription'),
  bets: link('My Bets', '/bets'),
  signIn: link('Sign in', '/sign-in'),
  responsibleGambling: link('Responsible Gambling', '/responsible-gambling'),
  limits: link('Manage Your Betting Limits', '/settings/account'),
} as const;

export const pounds = (value: number): string => formatPence(poundsToPence(value));
export const signedPounds = (value: number): string => formatSignedPence(poundsToPence(value));

/** "+18.40 points", "-2.60 points". */
export const signedPoints = (value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value).toFixed(2)} points`;

/** "9.2%" with a sign when asked: "+9.2%". */
export const percent = (value: number, signed = false): string =>
  `${signed && value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/**
 * Wording that would promise a result. Content excerpts with it are skipped (the dutching guide, for one, names the
 * calculator's "guaranteed profit" figure), and a test checks no reply contains it.
 */
export const PROMISE_WORDS =
  /guarantee|sure thing|can'?t lose|cannot lose|will win|certain to win|risk[\s-]free/i;

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z£0-9'"(])/;

/**
 * One or two sentences of `text` (one when two would run long), from the first that mentions one of `focus` (the
 * words the search matched), leaving out any that promise a win.
 */
export const excerpt = (text: string, focus: readonly string[] = [], maxWords = 55): string => {
  const sentences = text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !PROMISE_WORDS.test(s));
  const start = Math.max(
    0,
    sentences.findIndex((s) => focus.some((word) => s.toLowerCase().includes(word))),
  );
  const first = sentences[start] ?? '';
  const second = sentences[start + 1];
  const words = (s: string) => s.split(/\s+/).length;
  return second && words(first) + words(second) <= maxWords ? `${first} ${second}` : first;
};

export const listOf = (items: readonly string[], conjunction = 'and'): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
