import { describe, expect, it } from 'vitest';
import { UNDER_AGE_MESSAGE } from '~/domain/age';
import { ACCEPT_TERMS_MESSAGE } from '~/domain/auth.contract';
import { ukDate } from '~/domain/uk-time';
import { ApiError } from '~/web/lib/api-client';
import {
  authErrorMessage,
  safeNextPath,
  serverFieldIssues,
  toLoginBody,
  toSignupBody,
  ZSignUpForm,
} from './auth-forms';

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
  const adult = { dateOfBirth: '1985-06-15', acceptTerms: true };
  const issuesOf = (values: Record<string, unknown>) =>
    ZSignUpForm.safeParse({
      email: 'a@b.co',
      username: '',
      password: 'Saddle-Cloth-42',
      ...values,
    }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('treats an empty username as none', () => {
    expect(ZSignUpForm.parse({ email: 'A@B.co', username: '  ', password: '12345678', ...adult })).toEqual({
      email: 'a@b.co',
      username: undefined,
      password: '12345678',
      ...adult,
    });
  });

  it('asks for a date of birth of someone 18 or over, and the terms box ticked', () => {
    const today = ukDate();
    const seventeen = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    expect(issuesOf({ ...adult, dateOfBirth: '' })).toEqual([['dateOfBirth', 'Enter your date of birth']]);
    expect(issuesOf({ ...adult, dateOfBirth: seventeen })).toEqual([['dateOfBirth', UNDER_AGE_MESSAGE]]);
    expect(issuesOf({ ...adult, acceptTerms: false })).toEqual([['acceptTerms', ACCEPT_TERMS_MESSAGE]]);
    expect(
      toSignupBody(
        ZSignUpForm.parse({ email: 'a@b.co', username: '', password: 'Saddle-Cloth-42', ...adult }),
      ),
    ).toEqual({
      email: 'a@b.co',
      password: 'Saddle-Cloth-42',
      dateOfBirth: '1985-06-15',
      acceptTerms: true,
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
