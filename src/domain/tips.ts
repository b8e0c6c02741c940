import { DEFAULT_TIPSTER } from './site';
import { TIERS, type TTier } from './tiers';

/** Tips: the bet types, categories, form option sets and results the contracts and forms share (no zod here). */

/** A tip's bet type. The forms' spellings ("E/W", "E/W (Each Way)", "Each-Way") all mean Each Way. */
export const TIP_BET_TYPES = ['Win', 'Place', 'Each Way', 'Forecast', 'Tricast'] as const;
export type TTipBetType = (typeof TIP_BET_TYPES)[number];

const BET_TYPE_ALIASES: Record<string, TTipBetType> = {
  win: 'Win',
  place: 'Place',
  'each way': 'Each Way',
  'each-way': 'Each Way',
  'e/w': 'Each Way',
  'e/w (each way)': 'Each Way',
  ew: 'Each Way',
  forecast: 'Forecast',
  tricast: 'Tricast',
};
export const normaliseBetType = (value: string): TTipBetType | null =>
  BET_TYPE_ALIASES[value.trim().toLowerCase()] ?? null;

/** Every category any of the three forms offers (spec 2 section 3). */
export const TIP_CATEGORIES = [
  'Standard',
  'Daily Selection',
  'NAP',
  'NB',
  'Premium',
  'Banker',
  'Value',
  'Value Bet',
  'Longshot',
  'Long Shot',
] as const;
export type TTipCategory = (typeof TIP_CATEGORIES)[number];

/** Option sets per form (spec 2 section 3). */
export const FIRST_FORM_OPTIONS = {
  betTypes: ['Win', 'E/W (Each Way)', 'Place', 'Forecast', 'Tricast'],
  stakes: ['1pt', '2pts', '3pts', '4pts', '5pts', 'NAP (Max)'],
  categories: ['Standard', 'NAP', 'Premium', 'Longshot', 'Banker'],
  confidence: [
    { value: 1, label: '1 - Low' },
    { value: 2, label: '2' },
    { value: 3, label: '3 - Medium' },
    { value: 4, label: '4' },
    { value: 5, label: '5 - High' },
  ],
  accessLevels: [
    { value: 'Free', label: 'Free (All users)' },
    { value: 'Starter', label: 'Starter (£2.99/week)' },
    { value: 'Monthly', label: 'Monthly (£7.99/month)' },
    { value: 'Lifetime', label: 'Lifetime (£39.99)' },
  ],
  defaults: {
    betType: 'Win',
    stake: '1pt',
    confidence: 3,
    tipster: DEFAULT_TIPSTER,
    accessLevel: 'Free',
    category: 'Standard',
  },
} as const;

export const ADMIN_FORM_OPTIONS = {
  betTypes: ['Win', 'Place', 'Each-Way', 'Forecast', 'Tricast'],
  categories: ['Daily Selection', 'NAP', 'NB', 'Banker', 'Value', 'Longshot'],
  confidence: [
    { value: 1, label: '1 - Low' },
    { value: 2, label: '2 - Medium-Low' },
    { value: 3, label: '3 - Medium' },
    { value: 4, label: '4 - Medium-High' },
    { value: 5, label: '5 - High' },
  ],
  accessLevels: ['Free', 'Premium'],
  defaults: { betType: 'Win', stake: '1', confidence: 3, category: 'Daily Selection' },
  tipster: DEFAULT_TIPSTER,
} as const;

export const STANDALONE_FORM_OPTIONS = {
  betTypes: ['Win', 'Place', 'E/W'],
  categories: ['Daily Selection', 'NAP', 'Value Bet', 'Long Shot'],
  confidence: [
    { value: 1, label: 'Low' },
    { value: 2, label: 'Moderate' },
    { value: 3, label: 'Good' },
    { value: 4, label: 'High' },
    { value: 5, label: 'Very High' },
  ],
} as const;

/** "1pt", "3pts", "NAP (Max)", "2" or 2 -> points 1-5 (NAP is the maximum, 5). */
export const parseStakePoints = (value: string | number): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  const text = value.trim().toLowerCase();
  if (text === '') return 1;
  if (text.startsWith('nap')) return 5;
  const match = /^(\d)\s*(pts?|points?)?$/.exec(text);
  const points = match ? Number(match[1]) : Number.NaN;
  return points >= 1 && points <= 5 ? points : null;
};

/**
 * An access level as any of the three forms sends it: "Free", "Monthly", "Starter (£2.99/week)" or the admin
 * form's "Premium", which means Starter (DESIGN.md section 4). The option label's bracketed price is dropped by
 * position, not by a pattern, so the cost stays linear in the (bounded) input.
 */
export const parseAccessLevel = (value: string): TTier | null => {
  const text = value.trim();
  const open = text.indexOf('(');
  const plain = open > 0 && text.endsWith(')') ? text.slice(0, open).trimEnd() : text;
  if (plain.toLowerCase() === 'premium') return 'Starter';
  return (TIERS as readonly string[]).includes(plain) ? (plain as TTier) : null;
};

export const TIP_RESULTS = ['Won', 'Placed', 'Lost', 'NonRunner'] as const;
export type TTipResult = (typeof TIP_RESULTS)[number];

/** The Manage Tips filter (spec 2). */
export const ADMIN_TIP_FILTERS = ['all', 'free', 'premium', 'pending', 'resulted'] as const;
export type TAdminTipFilter = (typeof ADMIN_TIP_FILTERS)[number];

/** Track record figures need this many tips that ran before rates are shown. */
export const MIN_SAMPLE_FOR_RATES = 20;
