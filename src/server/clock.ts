/**
 * The server's clock. Every rule that depends on the time (today's card, the off, expiries, sessions) reads
 * `app.now()`, never the wall clock, so tests can set the time instead of waiting for it.
 *
 * A test clock (RACEPRO_NOW, refused in production by config.ts) starts at a given instant and runs at real speed
 * from there; `setTo` moves it (the test-only `PUT /api/test/clock`), so an end-to-end journey can publish a race
 * for 14:05 and record its result at 14:06 without waiting, at any hour of the real day.
 */
export type TClock = { now: () => Date };

export type TTestClock = TClock & {
  /** From now on the clock reads `instant`, running on at real speed. */
  setTo: (instant: Date) => void;
};

export const systemClock: TClock = { now: () => new Date() };

/** A clock that reads `start` now and runs at real speed (`realNow` is the wall clock; tests may pass their own). */
export const createTestClock = (start: Date, realNow: () => number = Date.now): TTestClock => {
  let offsetMs = start.getTime() - realNow();
  return {
    now: () => new Date(realNow() + offsetMs),
    setTo: (instant) => {
      offsetMs = instant.getTime() - realNow();
    },
  };
};
