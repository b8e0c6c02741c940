import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '~/domain/admin-tips.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export type { TAuditEntry };

/** GET /api/admin/tips/{id}/audit: every recorded change to one tip; `null` when the session ended. */
export const getTipAudit = (
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TAuditEntry[] | null> => apiGet<TAuditEntry[]>(`/api/admin/tips/${id}/audit`, { signal });

export const tipAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.adminTips, 'audit', id] as const,
    queryFn: ({ signal }) => getTipAudit(id, { signal }),
  });

export const useTipAudit = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...tipAuditQueryOptions(id), enabled });
