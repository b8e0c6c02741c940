import { afterEach, vi } from 'vitest';

// NOTE: a stray console.error in server code under test is a bug (epic-stack's rule): fail the test.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
