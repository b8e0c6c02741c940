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

/** A refused write's reason for people, or that the server could not be reached. */
export const writeErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.userMessage : 'We could not reach the server. Please try again.';
