import { bootServer } from '../boot';
import { loadConfig } from '../config';

/**
 * The server as `src/server/main.ts` starts it (`bootServer`: config from the environment, the data-directory lock,
 * migrations, seed and app), for the crash-durability test to kill with SIGKILL. Two differences, both so the
 * test can publish tips before the off and record results after it without waiting for real races:
 * - the clock starts at RACEPRO_TEST_NOW and runs at real speed from there;
 * - the demo card is not rolled over (the test publishes its own tips).
 * It prints one line, `ready <port>`, once it is listening.
 */
const base = Date.parse(process.env.RACEPRO_TEST_NOW ?? '');
if (Number.isNaN(base)) throw new Error('RACEPRO_TEST_NOW must be an ISO instant');
const startedAt = Date.now();
const clock = () => new Date(base + (Date.now() - startedAt));

const { app } = await bootServer(loadConfig(), { clock, demoCard: false, jobs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
