import { z } from 'zod';
import { ZTier } from './contract';

/** Public, non-secret settings the server hands the web app (GET /api/site). */
export const ZSiteInfo = z.object({
  demo: z.boolean(),
  supportEmail: z.string(),
  publicSiteUrl: z.string(),
  /**
   * In demo mode, the accounts the server seeded: one member per tier with the shared password, and the admin. The
   * admin password is given only when it is the demo default; one set through ADMIN_PASSWORD is never shown.
   */
  demoAccounts: z
    .object({
      password: z.string(),
      members: z.array(z.object({ email: z.string(), tier: ZTier })),
      admin: z.object({ username: z.string(), password: z.string().nullable() }),
    })
    .nullable(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
