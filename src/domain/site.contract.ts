import { z } from 'zod';
import { ZTier } from './contract';

/** Public, non-secret settings the server hands the web app (GET /api/site). */
export const ZSiteInfo = z.object({
  demo: z.boolean(),
  supportEmail: z.string(),
  publicSiteUrl: z.string(),
  /**
   * Who sells the plans and how to reach them (TRADER_NAME, TRADER_ADDRESS and SUPPORT_EMAIL): the legal pages' "who
   * we are" and contact sections. Demo values outside production.
   */
  trader: z.object({ name: z.string(), address: z.string(), email: z.string() }),
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

/**
 * The test clock (RACEPRO_NOW; never in production): `GET /api/test/clock` reads it, `PUT /api/test/clock` moves it to
 * `now` or by `advanceMs` (one of the two). Bounded: an instant between 2000 and 2100, a move of at most a year.
 */
export const ZTestClock = z.object({ now: z.iso.datetime({ offset: true }) });
export type TTestClock = z.infer<typeof ZTestClock>;

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
export const ZTestClockMove = z
  .object({
    now: z.iso
      .datetime({ offset: true, error: 'now must be an ISO 8601 instant' })
      .refine((value) => {
        const year = new Date(value).getUTCFullYear();
        return year >= 2000 && year < 2100;
      }, 'now must be between 2000 and 2100')
      .optional(),
    advanceMs: z
      .number({ error: 'advanceMs must be a number of milliseconds' })
      .int('advanceMs must be a whole number')
      .min(-YEAR_MS, 'advanceMs must be at most a year')
      .max(YEAR_MS, 'advanceMs must be at most a year')
      .optional(),
  })
  .strict()
  .refine((move) => (move.now === undefined) !== (move.advanceMs === undefined), {
    message: 'Give either now or advanceMs',
  });
export type TTestClockMove = z.infer<typeof ZTestClockMove>;
