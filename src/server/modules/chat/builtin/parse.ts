import { fraction, type TFraction } from '~/domain/fraction';
import { isOddsInRange } from '~/domain/odds';

/**
 * Reading a bettor's message: normalised text, prices, stakes and each-way terms, as typed ("a tenner e/w at 11-4",
 * "£5 each way 8/1 12 runner hcap"). Parsing only: every figure is worked by the domain calculators.
 */

/** Lower case, curly quotes straightened, apostrophes dropped ("what's" -> "whats"), spaces collapsed. */
export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Text-speak as punters type it, read as the words the intents look for. */
const TEXT_SPEAK: ReadonlyArray<[RegExp, string]> = [
  [/\b(wots|wats|wuts|whts)\b/g, 'whats'],
  [/\b(wot|wat|wut|wht)\b/g, 'what'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\br\b(?!\s*\d)/g, 'are'],
  [/\bya\b/g, 'you'],
  [/\bhw\b/g, 'how'],
  [/\b(2day|tday|tdy)\b/g, 'today'],
  [/\b(tonite|2nite|2night|tnight)\b/g, 'tonight'],
  [/\b(nxt)\b/g, 'next'],
  [/\b(pls|plz)\b/g, 'please'],
];

/**
 * The normalised text with text-speak spelled out ("wot r u" -> "what are you"), for the intents only: the harm
 * check and the break guard read `normalise` as it is.
 */
export const readTextSpeak = (normalised: string): string =>
  TEXT_SPEAK.reduce((out, [pattern, word]) => out.replace(pattern, word), normalised);

export type TPrice = {
  /** Exact odds for the calculators. */
  odds: TFraction;
  num: number;
  den: number;
  /** As a bookmaker writes it: "5/2", "Evens". */
  text: string;
  index: number;
  end: number;
};

const price = (num: number, den: number, index: number, end: number): TPrice | null => {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num <= 0 || den <= 0) return null;
  if (!isOddsInRange({ num, den })) return null;
  return { odds: fraction(num, den), num, den, text: num === den ? 'Evens' : `${num}/${den}`, index, end };
};

// "1/4 odds" and "1/5 the odds" are each-way place terms, not prices.
const PLACE_TERMS_AFTER = /^\s*(the\s*)?odds\b/;
const NOT_A_PRICE_AFTER = /^\s*(runners?|places?|horses?|pm|am|quid|pounds?|p\b|pts?|points?)/;

/** The fractional prices in a message, in order: 5/2, 11-4, 5 to 2, evens. */
export const findPrices = (text: string): TPrice[] => {
  const found: TPrice[] = [];
  const add = (candidate: TPrice | null) => {
    if (candidate && !found.some((p) => candidate.index < p.end && p.index < candidate.end))
      found.push(candidate);
  };
  for (const m of text.matchAll(/(?<![\d.£])(\d{1,4})\s*\/\s*(\d{1,4})(?![\d.])/g)) {
    const after = text.slice(m.index + m[0].length);
    if (m[1] === '1' && PLACE_TERMS_AFTER.test(after)) continue;
    add(price(Number(m[1]), Number(m[2]), m.index, m.index + m[0].length));
  }
  for (const m of text.matchAll(/(?<![\d.£/-])(\d{1,3})\s?-\s?(\d{1,3})(?![\d/.-])/g)) {
    if (NOT_A_PRICE_AFTER.test(text.slice(m.index + m[0].length))) continue;
    add(price(Number(m[1]), Number(m[2]), m.index, m.index + m[0].length));
  }
  for (const m of text.matchAll(/(?<![\d.£])\b(\d{1,3}) to (\d{1,3})\b/g)) {
    if (NOT_A_PRICE_AFTER.test(text.slice(m.index + m[0].length))) continue;
    add(price(Number(m[1]), Number(m[2]), m.index, m.index + m[0].length));
  }
  for (const m of text.matchAll(/\b(evens|evs|even money|evns)\b/g)) {
    add(price(1, 1, m.index, m.index + m[0].length));
  }
  return found.sort((a, b) => a.index - b.index);
};

/** Decimal prices ("3.5", "@ 2.75", "2.375"), not money ("£2.50", "2.50 quid"). */
export const findDecimals = (text: string): Array<{ text: string; index: number }> =>
  [...text.matchAll(/(?<![£\d./])(\d{1,4}\.\d{1,4})(?![\d/%])/g)]
    .filter((m) => !/^\s*(quid|pounds?|p\b|each|e\/?w|ew)/.test(text.slice(m.index + m[0].length)))
    .map((m) => ({ text: m[1]!, index: m.index }));

/** The text with the prices blanked out (same length), so their digits are not read as stakes or runners. */
export const withoutPrices = (text: string, prices: readonly TPrice[]): string =>
  prices.reduce((out, p) => out.slice(0, p.index) + ' '.repeat(p.end - p.index) + out.slice(p.end), text);

const SLANG_STAKES: Record<string, string> = {
  fiver: '5',
  tenner: '10',
  score: '20',
  pony: '25',
  nifty: '50',
  ton: '100',
  century: '100',
  monkey: '500',
  grand: '1000',
};
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  ten: '10',
  twenty: '20',
  fifty: '50',
  hundred: '100',
};
const AMOUNT = String.raw`(\d{1,7}(?:\.\d{1,2})?)`;

/** A stake in pounds as exact decimal text ("10", "2.50", "0.50"), or null when the message names none. */
export const findStake = (textWithoutPrices: string): string | null => {
  const t = textWithoutPrices;
  const pounds =
    new RegExp(String.raw`£\s*${AMOUNT}`).exec(t) ??
    new RegExp(String.raw`\b${AMOUNT}\s*(?:quid|pounds?|squid|gbp)\b`).exec(t);
  if (pounds) return pounds[1]!;
  const pence = /\b(\d{1,3})\s*p\b/.exec(t);
  if (pence) return (Number(pence[1]) / 100).toFixed(2);
  const slang = /\b(?:a|an|one)\s+(fiver|tenner|score|pony|nifty|ton|century|monkey|grand)\b/.exec(t);
  if (slang) return SLANG_STAKES[slang[1]!]!;
  const bareSlang = /\b(fiver|tenner)\b/.exec(t);
  if (bareSlang) return SLANG_STAKES[bareSlang[1]!]!;
  const words = /\b(one|two|three|four|five|ten|twenty|fifty|hundred)\s+(?:quid|pounds?)\b/.exec(t);
  if (words) return NUMBER_WORDS[words[1]!]!;
  const before = new RegExp(
    String.raw`\b${AMOUNT}\s*(?=each[\s-]?way|eachway|e\/w|e\.w|ew\b|win\b|on\b|at\b|@|to win\b|stake)`,
  ).exec(t);
  if (before) return before[1]!;
  const after = new RegExp(
    String.raw`\b(?:with|stake of|stake|staking|total of|total stake of|spend|spending|put|putting|bet|betting|for)\s+${AMOUNT}\b(?!\s*(?:runners?|places?|horses?|selections?|pm|am|%))`,
  ).exec(t);
  return after ? after[1]! : null;
};

export const EACH_WAY = /\b(each[\s-]?way|eachway|e\/w|e\.w\.?|ew)(?![a-z])/;

/** Each-way terms a message states: runners, handicap or not, places and the place fraction. */
export type TStatedTerms = {
  runners: number | null;
  isHandicap: boolean;
  places: number | null;
  fractionDen: number | null;
};

const PLACE_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const FRACTION_WORDS: Record<string, number> = { half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5 };

export const findTerms = (textWithoutPrices: string, text: string): TStatedTerms => {
  const runners =
    /\b(\d{1,2})[\s-]*(?:runners?|horses?|runner)\b/.exec(textWithoutPrices) ??
    /\bfield of (\d{1,2})\b/.exec(textWithoutPrices);
  const places = /\b(\d|two|three|four|five)\s*places?\b/.exec(textWithoutPrices);
  const fractionDigits = /\b1\/([2-5])\s*(?:the\s*)?odds\b/.exec(text);
  const fractionWords = /\b(half|third|quarter|fourth|fifth)\s*(?:of\s*)?(?:the\s*)?odds\b/.exec(text);
  const placesText = places?.[1];
  return {
    runners: runners ? Number(runners[1]) : null,
    isHandicap:
      /\b(handicaps?|hcaps?|h\/cap|handi)\b/.test(text) && !/\b(non|not a)[\s-]?handicap/.test(text),
    places: placesText ? (PLACE_WORDS[placesText] ?? Number(placesText)) : null,
    fractionDen: fractionDigits
      ? Number(fractionDigits[1])
      : fractionWords
        ? FRACTION_WORDS[fractionWords[1]!]!
        : null,
  };
};

/** Letters and digits only, so a horse typed without its spaces still matches ("thunderbay"). */
export const compact = (text: string): string => text.replace(/[^a-z0-9]/g, '');

/** The question as the intent handlers see it: the last message normalised, and earlier user messages (newest first). */
export type TQuestion = { text: string; history: readonly string[] };
