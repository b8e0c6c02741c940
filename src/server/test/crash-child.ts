import { bootServer } from '../boot';
import { loadConfig } from '../config';

/**
 * The server as `src/server/main.ts` starts it (`bootServer`: config from the environment, the data-directory lock,
 * migrations, seed and app), for the crash-durability test to kill with SIGKILL. Two differences, both so the
 * test can publish tips before the off and record results after it without waiting for real races:
 * - the clock starts at RACEPRO_NOW and runs at real speed from there (the test clock, src/server/clock.ts);
 * - the demo card is not rolled over (the test publishes its own tips).
 * It prints one line, `ready <port>`, once it is listening.
 */
const config = loadConfig();
if (!config.testClockStart) throw new Error('RACEPRO_NOW must be set');
const { app } = await bootServer(config, { demoCard: false, jobs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
