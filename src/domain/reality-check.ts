import { formatPence, formatSignedPence, type TPence } from './money';

/**
 * The reality check: a reminder, every 30, 60 or 90 minutes of use, of how long this visit has lasted and what has
 * been staked today, as UK gambling operators show one. Source: Gambling Commission, Remote gambling and software
 * technical standards, "RTS 13 - Time requirements and reality checks"
 * (https://www.gamblingcommission.gov.uk/standards/remote-gambling-and-software-technical-standards): the customer can
 * set a reminder of the time elapsed in a session, and chooses whether to continue or stop. RacePro takes no stakes,
 * but a bettor tracking bets here is mid-session all the same, so the site offers the same reminder.
 */

export const REALITY_CHECK_CHOICES = ['off', '30', '60', '90'] as const;
export type TRealityCheckChoice = (typeof REALITY_CHECK_CHOICES)[number];

export const REALITY_CHECK_LABELS: Record<TRealityCheckChoice, string> = {
  off: 'Off',
  '30': 'Every 30 minutes',
  '60': 'Every 60 minutes',
  '90': 'Every 90 minutes',
};

export const isRealityCheckChoice = (value: unknown): value is TRealityCheckChoice =>
  REALITY_CHECK_CHOICES.some((choice) => choice === value);

/** Before anyone chooses: off for a guest, every 60 minutes for a signed-in member. */
export const defaultRealityCheck = (isSignedIn: boolean): TRealityCheckChoice => (isSignedIn ? '60' : 'off');

/** The minutes between checks, or null when they are off. */
export const realityCheckMinutes = (choice: TRealityCheckChoice): number | null =>
  choice === 'off' ? null : Number(choice);

const MINUTE_MS = 60_000;

/** A visit ends after this long with no page of the site open and visible; the next page starts a new one. */
export const VISIT_GAP_MS = 30 * MINUTE_MS;

/** One visit to the site, shared by every tab on the device (epoch milliseconds). */
export type TVisit = {
  startedAt: number;
  /** The last moment a page of the site was open and visible. */
  lastSeenAt: number;
  /** When the last reality check of this visit was closed, or null before the first. */
  checkedAt: number | null;
};

/**
 * The visit as of `now`, for a page that is open and visible: the stored one carries on unless it has been left for
 * longer than VISIT_GAP_MS (or the stored times make no sense, such as a clock put back), and then a new one starts.
 */
export const continueVisit = (visit: TVisit | null, now: number): TVisit => {
  const isLive =
    visit !== null &&
    visit.startedAt <= visit.lastSeenAt &&
    visit.lastSeenAt <= now &&
    now - visit.lastSeenAt <= VISIT_GAP_MS;
  return isLive ? { ...visit, lastSeenAt: now } : { startedAt: now, lastSeenAt: now, checkedAt: null };
};

export type TNextCheckInput = {
  visitStartedAt: number;
  /** When the last check was closed (or the choice last changed), or null. Before the visit started, it is ignored. */
  lastShownAt: number | null;
  intervalMinutes: number | null;
  now: number;
};

/**
 * When the next reality check is due, and how long until then (0 when it is already due, as after the tab was hidden
 * when it came due); null when checks are off. The first comes one interval after the visit started, each later one
 * an interval after the last was closed.
 */
export const nextRealityCheck = ({
  visitStartedAt,
  lastShownAt,
  intervalMinutes,
  now,
}: TNextCheckInput): { dueAt: number; inMs: number } | null => {
  if (intervalMinutes === null || intervalMinutes <= 0) return null;
  const from = lastShownAt !== null && lastShownAt > visitStartedAt ? lastShownAt : visitStartedAt;
  const dueAt = from + intervalMinutes * MINUTE_MS;
  return { dueAt, inMs: Math.max(0, dueAt - now) };
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "45 minutes", "1 hour 0 minutes", "2 hours 15 minutes" (whole minutes, rounded down). */
export const formatTimeOnSite = (ms: number): string => {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}` : plural(minutes, 'minute');
};

/** "You have been on RacePro for 1 hour 0 minutes." */
export const timeOnSiteSentence = (ms: number): string =>
  `You have been on RacePro for ${formatTimeOnSite(ms)}.`;

/** "Today you have staked £20.00 and your tracked profit/loss is -£5.00." */
export const todaysBetsSentence = (totals: { stakedPence: TPence; profitPence: TPence }): string =>
  `Today you have staked ${formatPence(totals.stakedPence)} and your tracked profit/loss is ${formatSignedPence(totals.profitPence)}.`;
