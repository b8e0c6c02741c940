/**
 * Issue 31: does sign-up or "forgot your password?" take measurably longer for an e-mail that has an account? Boots
 * the app as the API tests do (PGlite in memory, or TEST_DATABASE_URL through scripts/with-postgres.ts), then times
 * interleaved pairs through app.inject and prints each case's median and how many pairs the first case was slower in.
 *
 *   npx tsx scripts/bench/enumeration-timing.ts [pairs=40]
 */
import { performance } from 'node:perf_hooks';
import { createAuthRepository } from '../../src/server/modules/auth/auth.repository';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import { createTestApp, signupPayload } from '../../src/server/test/test-app';

const PAIRS = Number(process.argv[2] ?? 40);
const app = await createTestApp();
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${Math.floor(address / 62500) % 250}.${Math.floor(address / 250) % 250}.${address % 250}`;
};
const timed = async (url: string, payload: object) => {
  const start = performance.now();
  const response = await app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
  const ms = performance.now() - start;
  if (response.statusCode !== 202) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return ms;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const report = (name: string, cases: Record<string, number[]>) => {
  const [first, ...others] = Object.entries(cases);
  console.info(`\n${name} (${PAIRS} rounds, interleaved)`);
  for (const [label, values] of Object.entries(cases))
    console.info(`  ${label.padEnd(28)} median ${median(values).toFixed(2)} ms`);
  for (const [label, values] of others) {
    const slower = first![1].filter((ms, i) => ms > values[i]!).length;
    console.info(`  ${first![0]} slower than ${label} in ${slower} of ${PAIRS}`);
  }
};

// Accounts that exist (each e-mail is used once: the per-e-mail reset limit is 3 an hour).
const repo = createAuthRepository(app.database.db);
const passwordHash = await hashPassword('Saddle-Cloth-42');
for (let i = 0; i < PAIRS * 2; i += 1)
  await repo.insertUser({ email: `known${i}@example.com`, username: `known${i}`, passwordHash });

for (const settle of [true, false]) {
  const mode = settle ? 'each answer timed alone (work after it done first)' : 'back to back';
  const reset = { 'known e-mail': [] as number[], 'unknown e-mail': [] as number[] };
  const signup = {
    'new e-mail': [] as number[],
    'taken e-mail': [] as number[],
    'taken username': [] as number[],
  };
  const round = settle ? 0 : PAIRS;
  const idle = async () => {
    if (!settle) return;
    await app.passwordReset.idle();
    await app.signup.idle();
  };
  for (let i = 0; i < PAIRS; i += 1) {
    const n = round + i;
    // Alternate which case goes first, so warm-up and drift fall on both.
    const resetCases: Array<[keyof typeof reset, string]> = [
      ['known e-mail', `known${n}@example.com`],
      ['unknown e-mail', `unknown${n}@example.com`],
    ];
    for (const [label, email] of i % 2 ? resetCases.reverse() : resetCases) {
      reset[label].push(await timed('/api/auth/forgot-password', { email }));
      await idle();
    }
    const password = 'Furlong-Marker-77';
    const signupCases: Array<[keyof typeof signup, object]> = [
      ['new e-mail', signupPayload({ email: `new${n}@example.com`, password, username: `new${n}` })],
      ['taken e-mail', signupPayload({ email: `known${n}@example.com`, password, username: `other${n}` })],
      ['taken username', signupPayload({ email: `fresh${n}@example.com`, password, username: `known${n}` })],
    ];
    const order = [signupCases, [...signupCases].reverse()][i % 2]!;
    for (const [label, payload] of order) {
      signup[label].push(await timed('/api/auth/signup', payload));
      await idle();
    }
  }
  console.info(`\n== ${mode}`);
  report('POST /api/auth/forgot-password', reset);
  report('POST /api/auth/signup', signup);
}
await app.close();
