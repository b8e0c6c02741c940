import { z } from 'zod';
import { ZTier } from './tiers';

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

export const PRODUCT_NAME = 'RacePro';
export const DEFAULT_TIPSTER = 'RacePro Team';

/** UK helplines shown in the footer, the responsible gambling page and the chat assistant. */
export const HELPLINES = {
  nationalGamblingHelpline: {
    name: 'National Gambling Helpline',
    phone: '0808 8020 133',
    hours: '24 hours a day, 7 days a week',
    url: 'https://www.begambleaware.org',
  },
  gamcare: { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
  gamstop: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
  gamblersAnonymous: { name: 'Gamblers Anonymous UK', url: 'https://www.gamblersanonymous.org.uk' },
  samaritans: { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org' },
} as const;

export const RESPONSIBLE_GAMBLING_LINE = '18+. Gamble responsibly.';
