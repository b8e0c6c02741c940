import type { TTipOrLocked } from './tip.contract';

const MINUTE_MS = 60_000;

/**
 * What a tip card says about its race's off, given the time now: "Off in 17 min", "Off in 2 h 5 min",
 * "Off in under 1 min", and once the off has passed without a result "Race off, result to follow".
 * Minutes round up, so a race 16 min 30 s away reads "Off in 17 min" and never "Off in 0 min".
 */
export const offCountdown = (startsAt: string, nowMs: number): string => {
  const startsMs = Date.parse(startsAt);
  const remaining = startsMs - nowMs;
  if (Number.isNaN(startsMs) || remaining <= 0) return 'Race off, result to follow';
  if (remaining < MINUTE_MS) return 'Off in under 1 min';
  const minutes = Math.ceil(remaining / MINUTE_MS);
  if (minutes < 60) return `Off in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Off in ${hours} h` : `Off in ${hours} h ${rest} min`;
};

/** True once the race's off has passed: no more bets from the tip, the card waits for the result. */
export const isRaceOff = (startsAt: string, nowMs: number): boolean => Date.parse(startsAt) <= nowMs;

/** True when the tip's race has a result the viewer may see (locked tips never carry one). */
export const hasResult = (tip: TTipOrLocked): boolean => !tip.locked && tip.result !== null;

const byOff = (a: TTipOrLocked, b: TTipOrLocked) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id;

/**
 * Next race first: tips whose race has no result yet, soonest off first (a race already off and waiting for its
 * result stays at the top, where the bettor is looking); then today's results, the latest race first.
 */
export const orderByNextRace = <T extends TTipOrLocked>(
  tips: readonly T[],
): { upcoming: T[]; results: T[] } => {
  const upcoming = tips.filter((tip) => !hasResult(tip)).sort(byOff);
  const results = tips.filter(hasResult).sort((a, b) => byOff(b, a));
  return { upcoming, results };
};

/**
 * The tips a bettor can still act on, first: readable and not yet off (soonest first), then locked races still to
 * run, then races off awaiting a result, then results. The home teaser shows the first few.
 */
export const actionableFirst = <T extends TTipOrLocked>(tips: readonly T[], nowMs: number): T[] => {
  const rank = (tip: T): number => {
    if (hasResult(tip)) return 3;
    if (isRaceOff(tip.startsAt, nowMs)) return 2;
    return tip.locked ? 1 : 0;
  };
  return [...tips].sort((a, b) => rank(a) - rank(b) || byOff(a, b));
};
