import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLearnProgress, ZLessonProgress } from '~/domain/learn.contract';
import { learningProgress, users } from '../../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const put = (cookie: string | undefined, lessonId: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/learn/progress/${lessonId}`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: payload as Record<string, unknown>,
  });
const progressOf = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/learn/progress', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return ZLearnProgress.parse(response.json()).lessons;
};
const rowCount = async () => {
  const [row] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(learningProgress);
  return row!.n;
};

describe('learning progress API', () => {
  it('answers 401 to a guest, before looking at the body, and stores nothing', async () => {
    const before = await rowCount();
    expect((await app.inject({ method: 'GET', url: '/api/learn/progress' })).statusCode).toBe(401);
    for (const [lesson, body] of [
      ['race-types', { score: 6 }],
      ['no-such-lesson', { score: 99 }],
      ['race-types', 'not json at all'],
    ] as const) {
      const response = await put(undefined, lesson, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Sign in to continue');
    }
    expect(await rowCount()).toBe(before);
  });

  it('starts empty, saves a score and reports completion at 70% (5 of 6), not at 4 of 6', async () => {
    const cookie = await loginAs(app, 'free@example.com');
    expect(await progressOf(cookie)).toEqual([]);
    const four = await put(cookie, 'reading-odds', { score: 4 });
    expect(four.statusCode).toBe(200);
    expect(ZLessonProgress.parse(four.json())).toEqual({
      lessonId: 'reading-odds',
      bestScore: 4,
      completed: false,
    });
    const five = await put(cookie, 'race-types', { score: 5 });
    expect(five.json()).toEqual({ lessonId: 'race-types', bestScore: 5, completed: true });
    expect(await progressOf(cookie)).toEqual([
      { lessonId: 'race-types', bestScore: 5, completed: true },
      { lessonId: 'reading-odds', bestScore: 4, completed: false },
    ]);
  });

  it('keeps the best score: a worse retry does not undo a completion, a better one raises it', async () => {
    const cookie = await loginAs(app, 'starter@example.com');
    expect((await put(cookie, 'bet-types', { score: 6 })).json().bestScore).toBe(6);
    const worse = await put(cookie, 'bet-types', { score: 2 });
    expect(worse.statusCode).toBe(200);
    expect(worse.json()).toEqual({ lessonId: 'bet-types', bestScore: 6, completed: true });
    await put(cookie, 'workouts', { score: 0 });
    expect((await put(cookie, 'workouts', { score: 3 })).json().bestScore).toBe(3);
    expect(await progressOf(cookie)).toEqual([
      { lessonId: 'bet-types', bestScore: 6, completed: true },
      { lessonId: 'workouts', bestScore: 3, completed: false },
    ]);
  });

  it('keeps the highest of many scores sent at once', async () => {
    const cookie = await loginAs(app, 'monthly@example.com');
    const scores = [1, 5, 0, 3, 6, 2, 4, 6, 1, 3];
    const responses = await Promise.all(scores.map((score) => put(cookie, 'track-bias', { score })));
    for (const r of responses) expect(r.statusCode).toBe(200);
    expect(await progressOf(cookie)).toEqual([{ lessonId: 'track-bias', bestScore: 6, completed: true }]);
  });

  it('refuses an unknown lesson or a bad score with 400 naming the field, and changes nothing', async () => {
    const cookie = await loginAs(app, 'lifetime@example.com');
    await put(cookie, 'pedigree', { score: 3 });
    const before = await rowCount();
    const cases: [string, unknown, string][] = [
      ['no-such-lesson', { score: 3 }, 'lessonId'],
      ['__proto__', { score: 3 }, 'lessonId'],
      ['RACE-TYPES', { score: 3 }, 'lessonId'],
      ['x'.repeat(90), { score: 3 }, 'lessonId'],
      ['pedigree', { score: 7 }, 'score'],
      ['pedigree', { score: -1 }, 'score'],
      ['pedigree', { score: 4.5 }, 'score'],
      ['pedigree', { score: '6' }, 'score'],
      ['pedigree', { score: null }, 'score'],
      ['pedigree', { score: 1e308 }, 'score'],
      ['pedigree', {}, 'score'],
      ['pedigree', { score: 6, completed: true }, ''],
    ];
    for (const [lesson, body, field] of cases) {
      const response = await put(cookie, lesson, body);
      expect(response.statusCode, `${lesson.slice(0, 20)} ${JSON.stringify(body)}`).toBe(400);
      const json = response.json();
      expect(json.code).toBe('VALIDATION');
      if (field) expect(json.issues.map((i: { field: string }) => i.field)).toContain(field);
      expect(JSON.stringify(json)).not.toMatch(/at \/|node_modules|\.ts:/);
    }
    expect(await rowCount()).toBe(before);
    expect(await progressOf(cookie)).toEqual([{ lessonId: 'pedigree', bestScore: 3, completed: false }]);
  });

  it('keeps each user progress to themselves and removes it with the account', async () => {
    const free = await progressOf(await loginAs(app, 'free@example.com'));
    expect(free.map((l) => l.lessonId)).not.toContain('bet-types');
    const [user] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'lifetime@example.com'));
    await app.database.db.delete(users).where(eq(users.id, user!.id));
    const [left] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(learningProgress)
      .where(eq(learningProgress.userId, user!.id));
    expect(left!.n).toBe(0);
  });
});
