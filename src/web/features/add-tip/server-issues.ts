import { ZErrorResponse } from '~/domain/auth.contract';
import { ApiError } from '~/web/lib/api-client';

export type TFieldIssue = { field: string; message: string };

const parseErrorBody = (error: ApiError) => {
  try {
    const parsed = ZErrorResponse.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The server's per-field messages: its `issues`, or an error written "field: message"
 * (e.g. "raceTime: That race has already started. Tips must be published before the off.").
 */
export const serverFieldIssues = (error: unknown): TFieldIssue[] => {
  if (!(error instanceof ApiError)) return [];
  const body = parseErrorBody(error);
  if (!body) return [];
  if (body.issues?.length) return body.issues;
  const match = /^([A-Za-z]+): (.+)$/s.exec(body.error);
  return match?.[1] && match[2] ? [{ field: match[1], message: match[2] }] : [];
};
