import { describe, expect, it } from 'vitest';
import { expectConsoleError, expectConsoleWarn, takeConsoleProblems } from './console-guard';

// Each test takes the problems it made on purpose, so the guard's own check after it finds none.
describe('the console guard', () => {
  it('reports a console.error or console.warn the test did not declare, with what was logged', () => {
    console.error('API error', { url: '/api/tips', status: 500 });
    console.warn('No routes matched location "/nowhere"');
    expect(takeConsoleProblems()).toEqual([
      "Unexpected console.error: API error { url: '/api/tips', status: 500 }",
      'Unexpected console.warn: No routes matched location "/nowhere"',
    ]);
    expect(takeConsoleProblems()).toEqual([]);
  });

  it('lets a declared message through and hands over its arguments', () => {
    const logged = expectConsoleError(/^API error/);
    const warned = expectConsoleWarn(/deprecated/);
    console.error('API error', { status: 404 });
    console.warn('This option is deprecated');
    expect(logged.calls).toEqual([['API error', { status: 404 }]]);
    expect(warned.calls).toHaveLength(1);
    expect(takeConsoleProblems()).toEqual([]);
  });

  it('reports a declared message that never came, and one of the other level', () => {
    expectConsoleError(/Payment failed/);
    console.warn('Payment failed');
    expect(takeConsoleProblems()).toEqual([
      'Unexpected console.warn: Payment failed',
      'Expected a console.error matching /Payment failed/, but none was logged',
    ]);
  });
});
