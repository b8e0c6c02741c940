import { describe, expect, it } from 'vitest';
import { activeBreak, breakLabel, breakNotice } from './breaks';

const now = new Date('2026-11-27T12:00:00Z');

describe('activeBreak', () => {
  it('is null with no break, or one that has ended', () => {
    expect(activeBreak({ timeOutUntil: null, selfExcludedUntil: null }, now)).toBeNull();
    expect(activeBreak({ timeOutUntil: '2026-11-27T12:00:00Z', selfExcludedUntil: null }, now)).toBeNull();
    expect(activeBreak({ timeOutUntil: 'not a date', selfExcludedUntil: null }, now)).toBeNull();
  });
  it('finds a running time-out, and lets a self-exclusion outrank it', () => {
    expect(activeBreak({ timeOutUntil: '2026-11-28T12:00:00Z', selfExcludedUntil: null }, now)).toEqual({
      kind: 'time-out',
      until: new Date('2026-11-28T12:00:00Z'),
    });
    expect(
      activeBreak(
        {
          timeOutUntil: new Date('2026-12-27T12:00:00Z'),
          selfExcludedUntil: new Date('2027-05-27T12:00:00Z'),
        },
        now,
      )?.kind,
    ).toBe('self-exclusion');
  });
});

describe('breakLabel', () => {
  it('names the UK clock and weekday for a break ending within six days', () => {
    // 23:38 GMT on Friday 27 November 2026.
    const brk = { kind: 'time-out' as const, until: new Date('2026-11-27T23:38:00Z') };
    expect(breakLabel(brk, now)).toBe('On a break until 23:38 Fri');
  });
  it('uses British Summer Time when the break ends in summer', () => {
    const june = new Date('2026-06-01T08:00:00Z');
    const brk = { kind: 'time-out' as const, until: new Date('2026-06-02T08:15:00Z') };
    expect(breakLabel(brk, june)).toBe('On a break until 09:15 Tue');
  });
  it('names the date for a longer break and a self-exclusion', () => {
    expect(breakLabel({ kind: 'time-out', until: new Date('2026-12-27T12:00:00Z') }, now)).toBe(
      'On a break until 27 Dec 2026',
    );
    expect(breakLabel({ kind: 'self-exclusion', until: new Date('2027-05-27T12:00:00Z') }, now)).toBe(
      'Self-excluded until 27 May 2027',
    );
  });
});

describe('breakNotice', () => {
  it('says when the break ends and gives the helpline and GAMSTOP', () => {
    const text = breakNotice({ kind: 'time-out', until: new Date('2026-11-28T12:00:00Z') });
    expect(text).toContain('until 12:00 on Sat 28 Nov 2026');
    expect(text).toContain('0808 8020 133');
    expect(text).toContain('GAMSTOP');
  });
});
