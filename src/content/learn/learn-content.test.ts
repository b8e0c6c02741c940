import { describe, expect, it } from 'vitest';
import {
  ALL_LESSON_IDS,
  LEARN_MODULE_IDS,
  LESSON_IDS,
  OPTIONS_PER_QUESTION,
  QUESTIONS_PER_LESSON,
} from '~/domain/learn';
import { LEARN_MODULES, lessonWordCount, loadAllLessons, loadLesson, readingMinutes } from './index';

const lessons = await loadAllLessons();

describe('learning content', () => {
  it('has the three modules with their lessons in the issue order', () => {
    expect(LEARN_MODULES.map((m) => [m.id, m.title])).toEqual([
      ['basics', 'Racing Basics'],
      ['betting', 'Betting Strategies'],
      ['advanced', 'Advanced Form Study'],
    ]);
    for (const m of LEARN_MODULES) expect(m.lessons.map((l) => l.id)).toEqual(LESSON_IDS[m.id]);
    expect(LEARN_MODULE_IDS.map((m) => LESSON_IDS[m].length)).toEqual([12, 10, 10]);
  });

  it('has unique lesson ids, and every loaded lesson is the one asked for', async () => {
    expect(new Set(ALL_LESSON_IDS).size).toBe(ALL_LESSON_IDS.length);
    expect(lessons.map((l) => l.id)).toEqual(ALL_LESSON_IDS);
    expect((await loadLesson('market-reading')).id).toBe('market-reading');
  });

  it('keeps the table of contents (titles, reading time) true to the lessons', () => {
    const toc = LEARN_MODULES.flatMap((m) => m.lessons);
    expect(toc.map((l) => [l.id, l.title, l.minutes])).toEqual(
      lessons.map((l) => [l.id, l.title, readingMinutes(l)]),
    );
  });

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: a real lesson of 400-900 words with key points',
    (_, lesson) => {
      const words = lessonWordCount(lesson);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(900);
      expect(lesson.content.filter((b) => b.kind === 'heading').length).toBeGreaterThanOrEqual(2);
      expect(lesson.content.filter((b) => b.kind === 'keyPoints')).toHaveLength(1);
      expect(lesson.summary.trim().length).toBeGreaterThan(20);
      // No leftover template text or markdown the renderer would show literally.
      const text = JSON.stringify(lesson.content);
      expect(text).not.toMatch(/\*\*|TODO|TBD|lorem|\$\{|NaN|undefined/i);
    },
  );

  it.each(lessons.map((l) => [l.id, l] as const))(
    '%s: six questions, four distinct options, one valid answer',
    (_, lesson) => {
      expect(lesson.questions).toHaveLength(QUESTIONS_PER_LESSON);
      expect(new Set(lesson.questions.map((q) => q.question)).size).toBe(QUESTIONS_PER_LESSON);
      for (const q of lesson.questions) {
        expect(q.question.trim()).not.toBe('');
        expect(q.options).toHaveLength(OPTIONS_PER_QUESTION);
        expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(OPTIONS_PER_QUESTION);
        for (const option of q.options) expect(option.trim()).not.toBe('');
        expect(Number.isInteger(q.correctAnswer)).toBe(true);
        expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
        expect(q.correctAnswer).toBeLessThan(OPTIONS_PER_QUESTION);
        expect(q.explanation.trim().length).toBeGreaterThan(20);
      }
    },
  );

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(lessons.flatMap((l) => l.questions.map((q) => q.correctAnswer)));
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
    for (const lesson of lessons)
      expect(new Set(lesson.questions.map((q) => q.correctAnswer)).size).toBeGreaterThan(1);
  });

  it('keeps safer gambling in the betting module, with the helpline and GAMSTOP', () => {
    const betting = lessons.filter((l) => (LESSON_IDS.betting as readonly string[]).includes(l.id));
    const text = JSON.stringify(betting.map((l) => l.content));
    expect(text).toContain('0808 8020 133');
    expect(text).toContain('GAMSTOP');
    expect(text).toMatch(/chas(e|ing) (your )?losses/i);
  });
});
