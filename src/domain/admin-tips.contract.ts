import { z } from 'zod';
import { ZTier } from './contract';
import { ZTipResult } from './tip.contract';
import { ADMIN_TIP_FILTERS } from './tips';

/** GET /api/admin/tips (spec 2 "Tip as listed in admin") with server-side filter and pagination. */
export const ZAdminTipsQuery = z.object({
  filter: z.enum(ADMIN_TIP_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdminTip = z.object({
  id: z.number().int(),
  date: z.string(),
  racecourse: z.string(),
  time: z.string(),
  horse: z.string(),
  betType: z.string(),
  category: z.string(),
  odds: z.string(),
  accessLevel: ZTier,
  result: ZTipResult.nullable(),
  resultComment: z.string().nullable(),
  tipster: z.string(),
  confidence: z.number().int(),
  sp: z.string().nullable(),
  deadHeat: z.number().int().nullable(),
  deadHeatPosition: z.number().int().nullable(),
  rule4Pence: z.number().int(),
  publishedAt: z.string(),
  raceStarted: z.boolean(),
  /** Places paid each way in this race (the highest position a dead heat can be for when placed). */
  places: z.number().int(),
  analysis: z.string(),
});
export type TAdminTip = z.infer<typeof ZAdminTip>;
export const ZAdminTipPage = z.object({
  tips: z.array(ZAdminTip),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** GET /api/admin/tips/:id/audit: every recorded change to one tip. */
export const ZAuditEntry = z.object({
  id: z.number(),
  action: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export type TAdminTipPage = z.infer<typeof ZAdminTipPage>;
