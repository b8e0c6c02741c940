import { z } from 'zod';
import { ZTier } from './tiers';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254));
export const ZUsername = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores only');
export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const ZSignupBody = z.object({
  email: ZEmail,
  password: ZPassword,
  username: ZUsername.optional(),
});
export type TSignupBody = z.infer<typeof ZSignupBody>;

/** Login by e-mail or username: the client sends whichever the user typed in `email` or `username`. */
export const ZLoginBody = z
  .object({
    email: z.string().trim().min(1).max(254).optional(),
    username: z.string().trim().min(1).max(254).optional(),
    password: z.string().min(1, 'Password is required').max(200),
  })
  .refine((body) => Boolean(body.email ?? body.username), {
    message: 'Enter your e-mail or username',
    path: ['email'],
  });
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

export const ZPublicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  role: ZRole,
  createdAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** Spec 1 section 3 "Subscription state", as the server reports it (dates as ISO strings). */
export const ZSubscriptionState = z.object({
  tier: ZTier,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  userId: z.number().int(),
  isActive: z.boolean(),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZMeResponse = z.object({ user: ZPublicUser, subscription: ZSubscriptionState });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZErrorResponse = z.object({
  error: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The demo accounts seeded while DEMO=1 (DESIGN.md section 6). The sign-in screen lists them in demo mode. */
export const DEMO_PASSWORD = 'demo-pass';
export const DEMO_ACCOUNTS = [
  { email: 'free@example.com', tier: 'Free' },
  { email: 'starter@example.com', tier: 'Starter' },
  { email: 'monthly@example.com', tier: 'Monthly' },
  { email: 'lifetime@example.com', tier: 'Lifetime' },
] as const;
