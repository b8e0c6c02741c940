import { ZErrorResponse } from '~/domain/auth.contract';
import { ApiError } from './api-client';

export type TFieldIssue = { field: string; message: string };

/** The server's per-field messages from a refused write (`{ error, issues }`), or none. Never parses text. */
export const serverFieldIssues = (error: unknown): TFieldIssue[] => {
  if (!(error instanceof ApiError)) return [];
  try {
    const parsed = ZErrorResponse.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? (parsed.data.issues ?? []) : [];
  } catch {
    return [];
  }
};

/** A sign-in answered "now the one-time code" or "that code is wrong": the server names the `code` field. */
export const isOneTimeCodeIssue = (error: unknown): boolean =>
  serverFieldIssues(error).some((issue) => issue.field === 'code');

/** The server's error code (`{ error, code }`), when it sent one. */
export const serverErrorCode = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  try {
    return ZErrorResponse.safeParse(JSON.parse(error.bodyText)).data?.code;
  } catch {
    return undefined;
  }
};

/** The password was right and the one-time code is asked for (a question, not a mistake to show in red). */
export const isCodeRequested = (error: unknown): boolean => serverErrorCode(error) === 'TWO_FACTOR_REQUIRED';

/** A refused write's reason for people, or that the server could not be reached. */
export const writeErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.userMessage : 'We could not reach the server. Please try again.';
