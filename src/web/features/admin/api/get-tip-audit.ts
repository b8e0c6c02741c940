import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '~/web/lib/api-client';
import { adminTipsQueryKey } from './tip-queries';

const ZAuditEntry = z.object({
  id: z.number(),
  action: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /api/admin/tips/{id}/audit: every recorded change to one tip; `null` when the session ended. */
export const getTipAudit = async (id: number, { signal }: { signal?: AbortSignal } = {}) => {
  const body = await apiGet<unknown>(`/api/admin/tips/${id}/audit`, { signal });
  return body === null ? null : z.array(ZAuditEntry).parse(body);
};

export const tipAuditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminTipsQueryKey, 'audit', id] as const,
    queryFn: ({ signal }) => getTipAudit(id, { signal }),
  });

export const useTipAudit = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...tipAuditQueryOptions(id), enabled });
