import { addDays } from 'date-fns';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '~/domain/auth.contract';
import type { TTier } from '~/domain/tiers';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import type { TDb } from './client';

const ADMIN_EMAIL_DOMAIN = 'racepro.invalid';

/**
 * The first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD (admin/admin in demo mode). If the account exists but
 * the configured password no longer matches, the configured one wins, so the operator can always get in.
 */
export const ensureAdmin = async (db: TDb, admin: { username: string; password: string }): Promise<void> => {
  const repo = createAuthRepository(db);
  const existing = await repo.findUserByUsername(admin.username);
  if (!existing) {
    await db.transaction(async (tx) => {
      const txRepo = createAuthRepository(tx);
      const user = await txRepo.insertUser({
        email: `${admin.username.toLowerCase()}@${ADMIN_EMAIL_DOMAIN}`,
        username: admin.username,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
      });
      await txRepo.upsertSubscription({
        userId: user.id,
        tier: 'Lifetime',
        startDate: new Date(),
        endDate: null,
        lastPaymentDate: null,
      });
    });
    return;
  }
  if (!(await verifyPassword(existing.passwordHash, admin.password))) {
    await repo.updatePasswordHash(existing.id, await hashPassword(admin.password));
  }
};

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
export const seedDemoAccounts = async (db: TDb, now = new Date()): Promise<void> => {
  const repo = createAuthRepository(db);
  let passwordHash: string | null = null;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await repo.findUserForLogin(account.email);
    if (!existing) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      await db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        const user = await txRepo.insertUser({
          email: account.email,
          username: account.email.split('@')[0]!,
          passwordHash: passwordHash!,
        });
        await txRepo.upsertSubscription({ userId: user.id, ...demoSubscription(account.tier, now) });
      });
      continue;
    }
    const subscription = await repo.findSubscription(existing.id);
    const lapsed =
      !subscription ||
      subscription.tier !== account.tier ||
      (subscription.endDate !== null && subscription.endDate <= now);
    if (lapsed)
      await repo.upsertSubscription({ userId: existing.id, ...demoSubscription(account.tier, now) });
  }
};
