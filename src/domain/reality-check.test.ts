import { describe, expect, it } from 'vitest';
import {
  continueVisit,
  defaultRealityCheck,
  formatTimeOnSite,
  isRealityCheckChoice,
  nextRealityCheck,
  realityCheckMinutes,
  timeOnSiteSentence,
  todaysBetsSentence,
  VISIT_GAP_MS,
} from './reality-check';

const MINUTE = 60_000;
const start = Date.parse('2026-06-13T11:00:00Z');

describe('choices', () => {
  it('is off for a guest and every 60 minutes for a member until they choose', () => {
    expect(defaultRealityCheck(false)).toBe('off');
    expect(defaultRealityCheck(true)).toBe('60');
  });

  it('knows its four choices and nothing else', () => {
    expect(['off', '30', '60', '90'].every(isRealityCheckChoice)).toBe(true);
    for (const junk of ['45', 'Off', 60, null, undefined, '', {}])
      expect(isRealityCheckChoice(junk)).toBe(false);
    expect(realityCheckMinutes('off')).toBeNull();
    expect(realityCheckMinutes('90')).toBe(90);
  });
});

describe('continueVisit', () => {
  it('starts a visit on the first page load', () => {
    expect(continueVisit(null, start)).toEqual({ startedAt: start, lastSeenAt: start, checkedAt: null });
  });

  it('carries the visit on while a page has been seen within 30 minutes', () => {
    const visit = { startedAt: start, lastSeenAt: start + 40 * MINUTE, checkedAt: start + 30 * MINUTE };
    expect(continueVisit(visit, visit.lastSeenAt + VISIT_GAP_MS)).toEqual({
      ...visit,
      lastSeenAt: visit.lastSeenAt + VISIT_GAP_MS,
    });
  });

  it('starts again after more than 30 minutes with no page open and visible, forgetting the last check', () => {
    const visit = { startedAt: start, lastSeenAt: start + 40 * MINUTE, checkedAt: start + 30 * MINUTE };
    const now = visit.lastSeenAt + VISIT_GAP_MS + 1;
    expect(continueVisit(visit, now)).toEqual({ startedAt: now, lastSeenAt: now, checkedAt: null });
  });

  it('starts again when the stored times make no sense (the clock was put back)', () => {
    const visit = { startedAt: start, lastSeenAt: start + 10 * MINUTE, checkedAt: null };
    expect(continueVisit(visit, start + 5 * MINUTE).startedAt).toBe(start + 5 * MINUTE);
  });
});

describe('nextRealityCheck', () => {
  it('is due one interval after the visit started', () => {
    expect(
      nextRealityCheck({
        visitStartedAt: start,
        lastShownAt: null,
        intervalMinutes: 60,
        now: start + 59 * MINUTE,
      }),
    ).toEqual({ dueAt: start + 60 * MINUTE, inMs: MINUTE });
  });

  it('is never due when checks are off', () => {
    expect(
      nextRealityCheck({ visitStartedAt: start, lastShownAt: null, intervalMinutes: null, now: start }),
    ).toBeNull();
  });

  it('comes one interval after the last check was closed', () => {
    const closedAt = start + 63 * MINUTE;
    expect(
      nextRealityCheck({ visitStartedAt: start, lastShownAt: closedAt, intervalMinutes: 30, now: closedAt }),
    ).toEqual({ dueAt: closedAt + 30 * MINUTE, inMs: 30 * MINUTE });
  });

  it('is due at once when it came due while the tab was hidden', () => {
    expect(
      nextRealityCheck({
        visitStartedAt: start,
        lastShownAt: null,
        intervalMinutes: 30,
        now: start + 75 * MINUTE,
      }),
    ).toEqual({ dueAt: start + 30 * MINUTE, inMs: 0 });
  });

  it('ignores a check closed before this visit started', () => {
    expect(
      nextRealityCheck({
        visitStartedAt: start,
        lastShownAt: start - 5 * MINUTE,
        intervalMinutes: 90,
        now: start,
      })?.dueAt,
    ).toBe(start + 90 * MINUTE);
  });
});

describe('the words', () => {
  it('gives the time on the site in hours and whole minutes', () => {
    expect(formatTimeOnSite(0)).toBe('0 minutes');
    expect(formatTimeOnSite(MINUTE + 59_999)).toBe('1 minute');
    expect(formatTimeOnSite(30 * MINUTE)).toBe('30 minutes');
    expect(formatTimeOnSite(60 * MINUTE)).toBe('1 hour 0 minutes');
    expect(formatTimeOnSite(61 * MINUTE)).toBe('1 hour 1 minute');
    expect(formatTimeOnSite(135 * MINUTE)).toBe('2 hours 15 minutes');
  });

  it('says how long and what was staked, with the sign of the profit or loss', () => {
    expect(timeOnSiteSentence(60 * MINUTE)).toBe('You have been on RacePro for 1 hour 0 minutes.');
    expect(todaysBetsSentence({ stakedPence: 2_000, profitPence: -500 })).toBe(
      'Today you have staked £20.00 and your tracked profit/loss is -£5.00.',
    );
    expect(todaysBetsSentence({ stakedPence: 123_450, profitPence: 1_250 })).toBe(
      'Today you have staked £1,234.50 and your tracked profit/loss is +£12.50.',
    );
  });
});
