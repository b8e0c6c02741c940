import { describe, expect, it } from 'vitest';
import { advisorBetCounts } from './advisor';
import {
  ADVISOR_GENERATING_MS,
  ADVISOR_REQUEST_MAX,
  advisorOutcome,
  advisorRacesOf,
  advisorRecordStatus,
  advisorSourceLine,
  canGenerateAdvice,
  type TAdvisorSources,
} from './advisor-outcome';
import { trackedBet as bet } from './bet.fixtures';
import type { TBet } from './bets.contract';
import { fullTip, lockedTip } from './tip.fixtures';

// NOTE: these pin what the advisor screen said when the rules lived in the component (ai-advisor.tsx).

const NOW = Date.parse('2026-11-03T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

/** 10 Win bets at Ascot (5 winners) and 10 each-way bets at Kempton (all lost): 20 settled bets. */
const twentyBets = (): TBet[] => [
  ...Array.from({ length: 10 }, (_, i) => bet('Win', '2/1', 10, i < 5 ? 30 : 0, 'Ascot')),
  ...Array.from({ length: 10 }, () => bet('Each Way', '12/1', 10, 0, 'Kempton')),
];
const voided = (): TBet => ({ ...bet('Win', '2/1', 5, 5, 'York'), status: 'Void' });

const sources = (over: Partial<TAdvisorSources> = {}): TAdvisorSources => ({
  bets: twentyBets(),
  tips: undefined,
  bankrollPence: undefined,
  ...over,
});

describe('the request', () => {
  it('is busy for 2 seconds and holds at most 500 characters', () => {
    expect(ADVISOR_GENERATING_MS).toBe(2000);
    expect(ADVISOR_REQUEST_MAX).toBe(500);
  });

  it('needs words for a custom strategy, and nothing for a set style', () => {
    expect(canGenerateAdvice('standard', '')).toBe(true);
    expect(canGenerateAdvice('trends', '   ')).toBe(true);
    expect(canGenerateAdvice('custom', '')).toBe(false);
    expect(canGenerateAdvice('custom', ' \n\t ')).toBe(false);
    expect(canGenerateAdvice('custom', ' value ')).toBe(true);
  });
});

describe('advisorRecordStatus', () => {
  it('says whether the strategy will be built from the record, before generating', () => {
    expect(advisorRecordStatus(advisorBetCounts(twentyBets()), false)).toBe(
      'Your strategy will be built from your 20 settled bets.',
    );
    expect(advisorRecordStatus(advisorBetCounts([...twentyBets().slice(0, 12), voided()]), false)).toBe(
      'You have 12 settled bets tracked; the advisor needs 20 for a strategy built from your own record.',
    );
    expect(advisorRecordStatus(advisorBetCounts(twentyBets().slice(0, 1)), false)).toBe(
      'You have 1 settled bet tracked; the advisor needs 20 for a strategy built from your own record.',
    );
    expect(advisorRecordStatus(undefined, false)).toBe('Reading your settled bets…');
    expect(advisorRecordStatus(undefined, true)).toBe(
      'Your bets could not be loaded just now, so the strategy will be the general one.',
    );
    expect(advisorRecordStatus(advisorBetCounts(twentyBets()), true)).toBe(
      'Your bets could not be loaded just now, so the strategy will be the general one.',
    );
  });
});

describe('advisorRacesOf', () => {
  it("takes today's races still to run, locked tips included, from the tips list", () => {
    const tips = [
      fullTip({ time: '14:30', racecourse: 'Ascot', startsAt: at(2) }),
      fullTip({ time: '13:00', racecourse: 'York', startsAt: at(1), result: 'Won' }),
      fullTip({ time: '11:30', racecourse: 'Kempton', startsAt: at(-1) }),
      lockedTip({ time: '15:05', racecourse: 'Cheltenham', startsAt: at(3) }),
      lockedTip({ time: '10:00', racecourse: 'Newbury', startsAt: at(-2) }),
    ];
    expect(advisorRacesOf(tips, NOW)).toEqual([
      { racecourse: 'Ascot', time: '14:30', raceType: 'Hurdle' },
      { racecourse: 'Cheltenham', time: '15:05', raceType: 'Hurdle' },
    ]);
  });
});

describe('advisorOutcome', () => {
  it("builds a Lifetime member's strategy from 20 settled bets, with no note", () => {
    const outcome = advisorOutcome('standard', '', sources(), NOW);
    expect(outcome.personal?.title).toBe('Your standard strategy, from your own betting record');
    expect(outcome.noteDetail).toBeNull();
  });

  it("uses today's races still to run and the bankroll when they are known", () => {
    const outcome = advisorOutcome(
      'standard',
      '',
      sources({
        tips: [fullTip({ time: '14:30', racecourse: 'Ascot', startsAt: at(2) })],
        bankrollPence: 50_000,
      }),
      NOW,
    );
    expect(outcome.personal?.todaysMatches).toEqual([
      { racecourse: 'Ascot', time: '14:30', raceType: 'Hurdle' },
    ]);
    expect(outcome.personal?.staking.maxBetPence).toBe(5000);
    expect(advisorOutcome('standard', '', sources(), NOW).personal?.staking.maxBetPence).toBeNull();
  });

  it('answers a custom request on its words', () => {
    expect(advisorOutcome('custom', 'value', sources(), NOW).personal?.title).toBe(
      'Your custom strategy, from your own betting record: value',
    );
  });

  it('says why a Lifetime member gets the general strategy', () => {
    expect(
      advisorOutcome('standard', '', sources({ bets: [...twentyBets().slice(0, 12), voided()] }), NOW),
    ).toEqual({
      personal: null,
      noteDetail:
        'You have 12 settled bets tracked (void bets do not count): 8 more settled bets and this strategy is built from your own record.',
    });
    expect(advisorOutcome('standard', '', sources({ bets: twentyBets().slice(0, 19) }), NOW).noteDetail).toBe(
      'You have 19 settled bets tracked (void bets do not count): 1 more settled bet and this strategy is built from your own record.',
    );
  });
});

describe('advisorSourceLine', () => {
  it('says a strategy from the record is built from the settled bets it counted (void and open bets not)', () => {
    const open = bet('Win', '2/1', 5, null, 'York');
    const bets = [...twentyBets(), ...twentyBets().slice(0, 14), voided(), open];
    const { personal } = advisorOutcome('standard', '', sources({ bets }), NOW);
    expect(personal?.counts.settled).toBe(advisorBetCounts(bets).settled);
    expect(advisorSourceLine(personal)).toBe('Built from your 34 settled bets');
  });

  it('says the set text is general guidance, not personal', () => {
    const { personal } = advisorOutcome('standard', '', sources({ bets: twentyBets().slice(0, 12) }), NOW);
    expect(personal).toBeNull();
    expect(advisorSourceLine(personal)).toBe('General guidance: not personal');
  });
});
