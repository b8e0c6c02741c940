import { addDays } from 'date-fns';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '~/domain/auth.contract';
import type { TTier } from '~/domain/tiers';
import { ADVISORY_LOCK_KEYS, inLockedTransaction } from '../db/advisory-lock';
import type { TDb } from '../db/client';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { createSubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';

const ADMIN_EMAIL_DOMAIN = 'racepro.invalid';
/** Any fixed number; migrations take their own. */
const SEED_LOCK_KEY = ADVISORY_LOCK_KEYS.seed;

/*
 * NOTE: seeding is check-then-insert, so instances starting together on one fresh database (compose.yaml's two)
 * would race to create the same account and one would fail to start. One transaction under an advisory lock
 * serialises them: the second finds the accounts the first made.
 */

/**
 * The first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD (admin/admin in demo mode). If the account exists but
 * the configured password no longer matches, the configured one wins, so the operator can always get in.
 */
export const ensureAdmin = (
  db: TDb,
  admin: { username: string; password: string },
  now = new Date(),
): Promise<void> =>
  inLockedTransaction(db, SEED_LOCK_KEY, async (tx) => {
    const repo = createAuthRepository(tx);
    const existing = await repo.findUserByUsername(admin.username);
    if (!existing) {
      const user = await repo.insertUser({
        email: `${admin.username.toLowerCase()}@${ADMIN_EMAIL_DOMAIN}`,
        username: admin.username,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
      });
      await createSubscriptionsRepository(tx).upsert({
        userId: user.id,
        tier: 'Lifetime',
        startDate: now,
        endDate: null,
        lastPaymentDate: null,
      });
      return;
    }
    if (!(await verifyPassword(existing.passwordHash, admin.password))) {
      await repo.updatePasswordHash(existing.id, await hashPassword(admin.password));
    }
  });

const demoSubscription = (tier: TTier, now: Date) => ({
  tier,
  startDate: now,
  endDate: tier === 'Starter' ? addDays(now, 7) : tier === 'Monthly' ? addDays(now, 30) : null,
  lastPaymentDate: tier === 'Free' ? null : now,
});

/**
 * Demo accounts, one per tier (DESIGN.md section 6). Idempotent: creates missing accounts and renews a demo
 * subscription that has lapsed, so the demo tiers always work whenever the product is opened.
 */
export const seedDemoAccounts = (db: TDb, now = new Date()): Promise<void> =>
  inLockedTransaction(db, SEED_LOCK_KEY, async (tx) => {
    const repo = createAuthRepository(tx);
    const subscriptions = createSubscriptionsRepository(tx);
    let passwordHash: string | null = null;
    for (const account of DEMO_ACCOUNTS) {
      const existing = await repo.findUserForLogin(account.email);
      if (!existing) {
        passwordHash ??= await hashPassword(DEMO_PASSWORD);
        const user = await repo.insertUser({
          email: account.email,
          username: account.email.split('@')[0]!,
          passwordHash,
        });
        await subscriptions.upsert({ userId: user.id, ...demoSubscription(account.tier, now) });
        continue;
      }
      const subscription = await subscriptions.find(existing.id);
      const lapsed =
        !subscription ||
        subscription.tier !== account.tier ||
        (subscription.endDate !== null && subscription.endDate <= now);
      if (lapsed) await subscriptions.upsert({ userId: existing.id, ...demoSubscription(account.tier, now) });
    }
  });
