import { localeWarmUps } from './boot';

// The worker the boot program starts (built on its own by scripts/paint-first.ts): it makes the shell's first Intl
// objects, which loads the browser's locale data for every thread of the page, off the main thread; then says so.
for (const warmUp of localeWarmUps(Intl)) warmUp();
(globalThis as unknown as { postMessage: (message: unknown) => void }).postMessage(true);
