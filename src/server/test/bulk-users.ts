import { addDays } from 'date-fns';
import type { TDb } from '../db/client';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/passwords';
import { createSubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';

/** Creates `count` Monthly users sharing one password (hashed once), for load tests and benchmarks. */
export const createMonthlyUsers = async (
  db: TDb,
  count: number,
  prefix: string,
  now: Date,
): Promise<string[]> => {
  const passwordHash = await hashPassword('load-test-pass');
  const repo = createAuthRepository(db);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.com`;
    const user = await repo.insertUser({ email, username: null, passwordHash });
    await createSubscriptionsRepository(db).upsert({
      userId: user.id,
      tier: 'Monthly',
      startDate: now,
      endDate: addDays(now, 30),
      lastPaymentDate: now,
    });
    emails.push(email);
  }
  return emails;
};
