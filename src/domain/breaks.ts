import { HELPLINES } from './site';
import type { TLockedTip, TTipOrLocked } from './tip.contract';
import { ukInstantFormatter } from './uk-date-format/clock';
import { formatUkClockOnDay } from './uk-date-format/clock-on-day';
import { formatUkClock } from './uk-date-format/clock-time';

/**
 * A time-out or self-exclusion in force: the one fact every place that could show a live selection asks (the tips
 * routes, the races route, the chat, the advisor, the Add buttons, the betslip, alerts and e-mails).
 */
export type TActiveBreak = { kind: 'time-out' | 'self-exclusion'; until: Date };

type TBreakDates = { timeOutUntil: Date | string | null; selfExcludedUntil: Date | string | null };

const asDate = (value: Date | string | null): Date | null => {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The break in force at `now`, or null. A self-exclusion outranks a time-out running beside it. */
export const activeBreak = (dates: TBreakDates, now: Date): TActiveBreak | null => {
  const selfExcluded = asDate(dates.selfExcludedUntil);
  if (selfExcluded && selfExcluded.getTime() > now.getTime())
    return { kind: 'self-exclusion', until: selfExcluded };
  const timeOut = asDate(dates.timeOutUntil);
  if (timeOut && timeOut.getTime() > now.getTime()) return { kind: 'time-out', until: timeOut };
  return null;
};

const ukWeekday = /* @__PURE__ */ ukInstantFormatter({ weekday: 'short' });
const ukDayMonthYear = /* @__PURE__ */ ukInstantFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const SIX_DAYS_MS = 6 * 24 * 60 * 60 * 1000;

/**
 * The short label an Add button or Place Bets shows during a break: `On a break until 23:38 Fri` when it ends within
 * six days (the weekday names one day), else `On a break until 27 May 2027`; `Self-excluded until ...` likewise.
 */
export const breakLabel = (brk: TActiveBreak, now: Date): string => {
  const lead = brk.kind === 'self-exclusion' ? 'Self-excluded until' : 'On a break until';
  const soon = brk.until.getTime() - now.getTime() <= SIX_DAYS_MS;
  return soon
    ? `${lead} ${formatUkClock(brk.until)} ${ukWeekday(brk.until)}`
    : `${lead} ${ukDayMonthYear(brk.until)}`;
};

/**
 * The helpline line of the break notice, also shown under Place Bets during a break. The helpline is free and open
 * 24/7 (https://www.gamcare.org.uk/get-support/talk-to-us-now/); GAMSTOP covers online operators licensed in Great
 * Britain (https://www.gamstop.co.uk/), not betting shops.
 */
export const BREAK_HELPLINE_LINE = `If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on ${HELPLINES.nationalGamblingHelpline.phone}, and GAMSTOP (gamstop.co.uk) blocks online gambling sites licensed in Great Britain.`;

/** The calm notice shown (and sent by the API) in place of selections for races that have not run, during a break. */
export const breakNotice = (brk: TActiveBreak): string => {
  const when = formatUkClockOnDay(brk.until);
  const lead =
    brk.kind === 'self-exclusion'
      ? `You are self-excluded until ${when}.`
      : `You are taking a break until ${when}.`;
  return `${lead} Tips for races that have not run yet are hidden until then; results and your own bets stay readable. ${BREAK_HELPLINE_LINE}`;
};

/**
 * A tip list as a caller on a break may see it: a resulted tip in full (the public record); a tip whose race has no
 * result yet held back as its race alone (never the horse, price or analysis), marked with the break's end and the
 * notice. The tips routes, the chat and the advisor all pass their lists through this.
 */
export const holdForBreak = (tips: readonly TTipOrLocked[], brk: TActiveBreak): TTipOrLocked[] => {
  const notice = breakNotice(brk);
  const heldUntil = brk.until.toISOString();
  return tips.map((tip): TTipOrLocked => {
    if (!tip.locked && tip.result !== null) return tip;
    const held: TLockedTip = {
      id: tip.id,
      locked: true,
      raceId: tip.raceId,
      accessLevel: tip.accessLevel,
      confidence: tip.confidence,
      date: tip.date,
      time: tip.time,
      racecourse: tip.racecourse,
      startsAt: tip.startsAt,
      race: tip.race,
      category: tip.category,
      heldUntil,
      notice,
    };
    return held;
  });
};

/** Whether a list item is a tip held back by a break (not locked by the plan). */
export const isHeldForBreak = (tip: TTipOrLocked): tip is TLockedTip & { heldUntil: string } =>
  tip.locked && tip.heldUntil !== undefined;
