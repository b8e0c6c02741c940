export type TAuditChange = { label: string; from: string; to: string };

const FIELD_LABELS: Record<string, string> = {
  horse: 'Horse',
  odds: 'Odds',
  accessLevel: 'Access level',
  result: 'Result',
  deadHeat: 'Dead heat',
  rule4Pence: 'Rule 4 (pence)',
  sp: 'SP',
  resultComment: 'Comment',
};

const parseObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const show = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '(none)' : String(value);

/** The fields an audit entry changed, from its before and after snapshots (JSON objects). */
export const auditChanges = (before: string, after: string): TAuditChange[] => {
  const [from, to] = [parseObject(before), parseObject(after)];
  if (!from || !to) return [];
  return Object.keys({ ...from, ...to })
    .filter((key) => Object.keys(to).length === 0 || show(from[key]) !== show(to[key]))
    .map((key) => ({
      label: FIELD_LABELS[key] ?? key,
      from: show(from[key]),
      to: Object.keys(to).length === 0 ? '(deleted)' : show(to[key]),
    }));
};
