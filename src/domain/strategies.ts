import type { PREMIUM_TIER, TTier } from './tiers';

/**
 * Betting strategies (spec 2 "Betting Strategies"): the cards of the Popular and Advanced tabs. The guidance itself
 * lives in src/content/strategies; the ids are the contract the screens and the "Apply to Today's Races" rules use.
 */
export const POPULAR_STRATEGY_IDS = ['dutching', 'eachway', 'formcycle', 'valueodds'] as const;
export const ADVANCED_STRATEGY_IDS = ['rating', 'trendanalysis', 'paceanalysis', 'class'] as const;
export type TPopularStrategyId = (typeof POPULAR_STRATEGY_IDS)[number];
export type TAdvancedStrategyId = (typeof ADVANCED_STRATEGY_IDS)[number];
export type TStrategyId = TPopularStrategyId | TAdvancedStrategyId;

/** The strategy library (the Advanced Analysis guides) comes with Monthly (spec 1 section 6, DESIGN.md section 4). */
export const STRATEGY_LIBRARY_TIER = 'Monthly' as const satisfies typeof PREMIUM_TIER;
export const STRATEGY_LIBRARY_FEATURE = 'strategy library';

/** The longest strategy id a path may carry (the longest is 13 letters). */
export const STRATEGY_ID_MAX = 40;

export const isAdvancedStrategyId = (id: string): id is TAdvancedStrategyId =>
  (ADVANCED_STRATEGY_IDS as readonly string[]).includes(id);

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type TDifficulty = (typeof DIFFICULTIES)[number];

/** Spec 2 section 9: a value bet's value ratio (your probability x decimal odds) must exceed 1.2. */
export const VALUE_RATIO_THRESHOLD = 1.2;

export type TStrategyGuide = {
  id: TStrategyId;
  title: string;
  /** One or two sentences on the card. */
  summary: string;
  difficulty: TDifficulty;
  /** The Strategy Implementation Guide: what to do, in order. */
  steps: readonly string[];
  /** A practical example with real figures, worked step by step. */
  example: { title: string; lines: readonly string[] };
  /** Where the product helps: calculators, lessons, the tips page. */
  tools: ReadonlyArray<{ label: string; href: string }>;
  /** The risk to keep in mind (bankroll, variance), one or two sentences. */
  caution: string;
};

/** What a card shows to everyone: an Advanced Analysis card's whole content below Monthly. */
export type TStrategyTeaser = Pick<TStrategyGuide, 'id' | 'title' | 'summary' | 'difficulty'>;

/** The AI Strategy Advisor's styles (spec 2: standard, conservative, aggressive, trends, custom). */
export const ADVISOR_STYLES = ['standard', 'conservative', 'aggressive', 'trends', 'custom'] as const;
export type TAdvisorStyle = (typeof ADVISOR_STYLES)[number];
/** Spec 2 section 4: the words a custom request's canned answer varies on. */
export const ADVISOR_CUSTOM_KEYWORDS = ['value', 'low risk', 'long term', 'each-way', 'profit'] as const;
export type TAdvisorKeyword = (typeof ADVISOR_CUSTOM_KEYWORDS)[number];

/** A canned advisor strategy: a heading and paragraphs or bullet points. */
export type TAdvisorText = { title: string; paragraphs: readonly string[]; points: readonly string[] };

/** How a request's words are matched: case-insensitive, with a space or hyphen between two-word terms. */
const KEYWORD_PATTERNS: Record<TAdvisorKeyword, RegExp> = {
  value: /\bvalues?\b/i,
  'low risk': /\blow[\s-]*risk/i,
  'long term': /\blong[\s-]*term/i,
  'each-way': /\beach[\s-]*way/i,
  profit: /\bprofit/i,
};

/** The keywords a request contains, always in ADVISOR_CUSTOM_KEYWORDS order. */
export const advisorKeywords = (request: string): TAdvisorKeyword[] =>
  ADVISOR_CUSTOM_KEYWORDS.filter((keyword) => KEYWORD_PATTERNS[keyword].test(request));

/** The most of a request an answer repeats back. */
export const ADVISOR_ECHO_MAX = 80;

/** The request tidied for repeating back: control characters and runs of spaces removed, at most 80 characters. */
export const requestGist = (request: string): string => {
  const clean = request
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= ADVISOR_ECHO_MAX) return clean;
  const cut = clean.slice(0, ADVISOR_ECHO_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > ADVISOR_ECHO_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

/** The advisor's strategy built from the member's own tracked bets comes with Lifetime (spec 1 section 6). */
export const PERSONAL_ADVISOR_TIER: TTier = 'Lifetime';
export const PERSONAL_ADVISOR_FEATURE = 'personal AI strategy';

/** Settled bets a Lifetime member needs tracked in the account before the advisor's strategy becomes personal. */
export const PERSONAL_ADVISOR_MIN_SETTLED_BETS = 20;
