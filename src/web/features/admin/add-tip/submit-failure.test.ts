import { describe, expect, it } from 'vitest';
import { ApiError } from '~/web/lib/api-client';
import { classifySubmitFailure } from './submit-failure';

const refusal = (status: number, body: object = { error: 'No' }) =>
  new ApiError('/api/tips', status, JSON.stringify(body), '');

describe('classifySubmitFailure', () => {
  it('sends a 401 or 403 to the admin sign-in, keeping nothing', () => {
    expect(classifySubmitFailure(refusal(401))).toEqual({ kind: 'needs-admin' });
    expect(classifySubmitFailure(refusal(403))).toEqual({ kind: 'needs-admin' });
  });

  it('takes the other 4xx answers as a refusal to fix in the form, with the field each message is for', () => {
    const message = 'That race has already started.';
    expect(
      classifySubmitFailure(refusal(400, { error: message, issues: [{ field: 'raceTime', message }] })),
    ).toEqual({ kind: 'refused', message, issues: [{ field: 'raceTime', message }] });
    expect(classifySubmitFailure(refusal(409, { error: 'Duplicate tip' }))).toMatchObject({
      kind: 'refused',
      message: 'Duplicate tip',
      issues: [],
    });
  });

  it('keeps and retries what a server fault, a busy or missing route, or no connection left unsent', () => {
    for (const status of [404, 408, 425, 429, 500, 503])
      expect(classifySubmitFailure(refusal(status)), String(status)).toEqual({ kind: 'unreachable' });
    expect(classifySubmitFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
  });
});
