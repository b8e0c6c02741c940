import type { z } from 'zod';
import { serverFieldIssues } from '~/web/lib/api-errors';

/** "must be at least £0.10" reads as "Stake must be at least £0.10" under its field. */
const sentence = (label: string, message: string): string =>
  /^(must|is) /.test(message) ? `${label} ${message}` : message;

/**
 * What the form's own schema (the one the server checks with) says about each field, by field name, worded for
 * the field's label; empty when the body is good.
 */
export const schemaProblems = (
  schema: z.ZodType,
  body: unknown,
  labels: Readonly<Record<string, string>>,
): Record<string, string> => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= sentence(labels[field] ?? 'This', issue.message);
  }
  return problems;
};

/** The server's per-field messages from a refused write, worded the same way. */
export const serverProblems = (error: unknown, labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    serverFieldIssues(error).map((issue) => [
      issue.field,
      sentence(labels[issue.field] ?? 'This', issue.message),
    ]),
  );
