import { ApiError } from '~/web/lib/api-client';
import { serverFieldIssues, type TFieldIssue } from '~/web/lib/api-errors';

export type TSubmitFailure =
  /** 401/403: only an administrator may publish; nothing is kept on the device. */
  | { kind: 'needs-admin' }
  /** The server answered and said no (bad input, race already started): fixing the form is the way on. */
  | { kind: 'refused'; message: string; issues: TFieldIssue[] }
  /** No answer, or a server fault: worth keeping and retrying. */
  | { kind: 'unreachable' };

const RETRYABLE_CLIENT_STATUSES = new Set([404, 408, 425, 429]);

export const classifySubmitFailure = (error: unknown): TSubmitFailure => {
  if (!(error instanceof ApiError)) return { kind: 'unreachable' };
  if (error.status === 401 || error.status === 403) return { kind: 'needs-admin' };
  if (error.status >= 400 && error.status < 500 && !RETRYABLE_CLIENT_STATUSES.has(error.status)) {
    return { kind: 'refused', message: error.userMessage, issues: serverFieldIssues(error) };
  }
  return { kind: 'unreachable' };
};
