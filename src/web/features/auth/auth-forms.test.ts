import { describe, expect, it } from 'vitest';
import { ApiError } from '~/web/lib/api-client';
import { authErrorMessage, safeNextPath, serverFieldIssues, toLoginBody, ZSignUpForm } from './auth-forms';

describe('safeNextPath', () => {
  it.each([
    ['/bets', '/bets'],
    ['/tips?filter=free', '/tips?filter=free'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/sign-in', '/'],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('toLoginBody', () => {
  it('sends an e-mail as email and anything else as username', () => {
    expect(toLoginBody({ identifier: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(toLoginBody({ identifier: 'admin', password: 'x' })).toEqual({ username: 'admin', password: 'x' });
  });
});

describe('ZSignUpForm', () => {
  it('treats an empty username as none', () => {
    expect(ZSignUpForm.parse({ email: 'A@B.co', username: '  ', password: '12345678' })).toEqual({
      email: 'a@b.co',
      username: undefined,
      password: '12345678',
    });
  });
});

describe('server errors', () => {
  const apiError = (status: number, body: unknown) =>
    new ApiError('/api/auth/login', status, JSON.stringify(body), '');

  it('uses the server message, except for rate limits and server faults', () => {
    expect(authErrorMessage(apiError(401, { error: 'Invalid email/username or password' }))).toBe(
      'Invalid email/username or password',
    );
    expect(authErrorMessage(apiError(429, { error: 'Rate limit exceeded' }))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(authErrorMessage(apiError(500, { error: 'boom' }))).toMatch(/on our side/);
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach/);
  });

  it('reads per-field issues', () => {
    const error = apiError(400, {
      error: 'Invalid body',
      issues: [{ field: 'email', message: 'Bad e-mail' }],
    });
    expect(serverFieldIssues(error)).toEqual([{ field: 'email', message: 'Bad e-mail' }]);
    expect(serverFieldIssues(apiError(400, 'plain'))).toEqual([]);
  });
});
