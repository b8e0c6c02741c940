import { UK_TIME_ZONE } from '~/domain/time-zone';

/*
 * The worker the boot program starts (built on its own by scripts/paint-first.ts). It makes the Intl objects the shell
 * makes as its modules are evaluated (its number and UK date formatters), then says so. The first Intl object a page
 * makes loads the browser's locale data (ICU's, once per process, for every thread): 13 to 27 ms on a desktop CPU,
 * four times that on a phone. Loaded here, on another thread while the chunks download, the main thread's first Intl
 * object costs 0.1 to 0.4 ms.
 */
new Intl.NumberFormat('en-GB').format(1);
new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE }).format(0);
(globalThis as unknown as { postMessage: (message: unknown) => void }).postMessage(true);
