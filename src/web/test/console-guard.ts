import { format } from 'node:util';
import { afterEach } from 'vitest';

/**
 * A stray console.error or console.warn fails the test that logged it (epic-stack's rule): React's act and key
 * warnings, a failed API call the test did not mean to make, a component logging a fault. What was logged is
 * printed as usual and named in the failure. A test that means a message declares it with expectConsoleError /
 * expectConsoleWarn, and then fails if the message never comes.
 *
 * NOTE: console is wrapped here rather than spied with vi.spyOn, so that vi.restoreAllMocks() in a test file's hooks
 * cannot take the guard away.
 */
type TLevel = 'error' | 'warn';
type TExpected = { level: TLevel; pattern: RegExp; calls: unknown[][] };

const unexpected: string[] = [];
let expected: TExpected[] = [];

for (const level of ['error', 'warn'] as const) {
  // biome-ignore lint/suspicious/noConsole: the guard wraps console.error and console.warn themselves.
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    const match = expected.find((entry) => entry.level === level && entry.pattern.test(text));
    if (match) {
      match.calls.push(args);
      return;
    }
    unexpected.push(`console.${level}: ${text}`);
    print(...args);
  };
}

const expectConsole = (level: TLevel, pattern: RegExp) => {
  const entry: TExpected = { level, pattern, calls: [] };
  expected.push(entry);
  return { calls: entry.calls };
};

/**
 * Declares a console.error this test means to cause (matched against the formatted message); the test fails if it
 * is never logged. The arguments of each matching call are in `calls`, for tests about what exactly is logged.
 */
export const expectConsoleError = (pattern: RegExp) => expectConsole('error', pattern);

/** As expectConsoleError, for console.warn. */
export const expectConsoleWarn = (pattern: RegExp) => expectConsole('warn', pattern);

/** What the current test logged without declaring it, and what it declared but never logged; clears both. */
export const takeConsoleProblems = (): string[] => {
  const logged = unexpected.splice(0);
  const missing = expected.filter((entry) => entry.calls.length === 0);
  expected = [];
  return [
    ...logged.map((text) => `Unexpected ${text}`),
    ...missing.map(
      ({ level, pattern }) => `Expected a console.${level} matching ${pattern}, but none was logged`,
    ),
  ];
};

afterEach(() => {
  const problems = takeConsoleProblems();
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
