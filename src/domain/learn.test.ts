import { describe, expect, it } from 'vitest';
import {
  hasPassed,
  isLessonCompleted,
  LESSON_IDS,
  mergeBestScores,
  moduleOfLesson,
  moduleProgressPercent,
  nextUnfinishedLesson,
  progressTone,
  quizPercent,
} from './learn';

describe('quiz rules (spec 2: pass at 70%, score rounded)', () => {
  it.each([
    [6, 6, 100, true],
    [5, 6, 83, true],
    [4, 6, 67, false],
    [3, 6, 50, false],
    [0, 6, 0, false],
    [7, 10, 70, true],
    [2, 3, 67, false],
  ])('%i of %i is %i%%, pass %s', (correct, total, percent, passed) => {
    expect(quizPercent(correct, total)).toBe(percent);
    expect(hasPassed(correct, total)).toBe(passed);
  });

  it('rounds before comparing: 69.5% rounds to 70% and passes', () => {
    expect(quizPercent(139, 200)).toBe(70);
    expect(hasPassed(139, 200)).toBe(true);
    expect(hasPassed(138, 200)).toBe(false);
  });

  it('completes a lesson at 5 of 6, not 4', () => {
    expect(isLessonCompleted(5)).toBe(true);
    expect(isLessonCompleted(4)).toBe(false);
  });
});

describe('module progress', () => {
  it('is the rounded share of the module lessons completed', () => {
    expect(moduleProgressPercent('basics', {})).toBe(0);
    // 4 of 12 basics completed (one more only attempted) = 33%.
    const scores = {
      'race-types': 6,
      'reading-form': 5,
      'reading-odds': 5,
      'jockeys-trainers': 6,
      pedigree: 4,
    };
    expect(moduleProgressPercent('basics', scores)).toBe(33);
    // Basics lessons do not count toward betting.
    expect(moduleProgressPercent('betting', scores)).toBe(0);
    expect(moduleProgressPercent('betting', { 'bet-types': 6, 'staking-plans': 5, 'value-betting': 6 })).toBe(
      30,
    );
  });

  it.each([
    [0, 'blue'],
    [29, 'blue'],
    [30, 'amber'],
    [69, 'amber'],
    [70, 'green'],
    [100, 'green'],
  ] as const)('%i%% is %s', (percent, tone) => {
    expect(progressTone(percent)).toBe(tone);
  });
});

describe('continue where you left off', () => {
  it('offers nothing before the first quiz', () => {
    expect(nextUnfinishedLesson({})).toBeNull();
  });

  it('points at the first unfinished lesson of a started module, including a failed one', () => {
    expect(nextUnfinishedLesson({ 'race-types': 6 })).toEqual({
      moduleId: 'basics',
      lessonId: 'reading-form',
    });
    expect(nextUnfinishedLesson({ 'race-types': 3 })).toEqual({ moduleId: 'basics', lessonId: 'race-types' });
  });

  it('stays in the module the learner skipped ahead to', () => {
    expect(nextUnfinishedLesson({ 'bet-types': 6 })).toEqual({
      moduleId: 'betting',
      lessonId: 'staking-plans',
    });
  });

  it('moves on to the next module once every started module is finished, and ends at the last lesson', () => {
    const basics = Object.fromEntries(LESSON_IDS.basics.map((id) => [id, 6]));

    expect(nextUnfinishedLesson(basics)).toEqual({ moduleId: 'betting', lessonId: 'bet-types' });
    expect(moduleOfLesson('market-reading')).toBe('advanced');
  });
});

describe('merging device and account progress', () => {
  it('keeps the best score of each lesson and every lesson of either side', () => {
    expect(mergeBestScores({ 'race-types': 6, 'bet-types': 2 }, { 'bet-types': 5, workouts: 0 })).toEqual({
      'race-types': 6,
      'bet-types': 5,
      workouts: 0,
    });
    expect(mergeBestScores({ 'bet-types': 5 }, { 'bet-types': 3 })).toEqual({ 'bet-types': 5 });
  });
});
