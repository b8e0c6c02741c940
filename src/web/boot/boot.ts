import { BOOT_META, PRELOAD_AFTER_PAINT, SCREEN_STAGES_META } from '~/domain/web-build';

/**
 * The boot program: the one script index.html runs (built on its own by scripts/paint-first.ts, about 1 KB). It starts
 * the app once the browser has painted the page (the shell's bars, or the screen the server rendered ahead), so
 * downloading and running the app never competes with or holds back the first paint; a tab opened in the background,
 * which paints no frames, starts at once. In order, a task apart where a phone would feel it:
 * 1. a worker loads the browser's locale data (the app's first Intl objects otherwise load it on the main thread);
 * 2. the page's chunks are preloaded, a few links a task;
 * 3. once the worker is done (or has failed, or 1.5 s have passed), the large chunks the entry imports (React DOM,
 *    React Router), then the screen's (zod on the screens with forms), are evaluated a task each, then the entry.
 * Each step is kept because it measured beyond Lighthouse's noise: docs/decisions/0012-the-boot-program.md.
 */

/**
 * How many preload links go in one task: each starts a request, which costs the main thread up to 2.5 ms on a desktop
 * CPU with DevTools watching the network (Lighthouse), so up to 10 ms on a mid-range phone at its 4x slowdown.
 */
export const PRELOADS_PER_TASK = 3;

/** How long the boot program waits for the worker that loads the locale data before it goes on without it. */
export const WARM_INTL_TIMEOUT_MS = 1500;

/** What the build told the boot program (the BOOT_META tag), or null on a page without one (the dev server's). */
export type TBootConfig = { entry: string; stages: string[]; warm: string | null };

/** The browser as the boot program uses it (tests give it stand-ins). */
export type TBootHost = {
  document: Pick<
    Document,
    'visibilityState' | 'querySelector' | 'querySelectorAll' | 'createElement' | 'head'
  >;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  importModule: (url: string) => Promise<unknown>;
  Worker?: typeof Worker;
};

const words = (value: string | null | undefined): string[] => (value ?? '').split(' ').filter(Boolean);

/**
 * The entry, its stages and then the screen's (the server's SCREEN_STAGES_META: its large chunks), and the worker, or
 * null on a page without the build's tag.
 */
export const readBootConfig = (document: TBootHost['document']): TBootConfig | null => {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BOOT_META}"]`);
  const entry = meta?.getAttribute('data-entry');
  if (!meta || !entry) return null;
  const screenStages = document.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_STAGES_META}"]`);
  return {
    entry,
    stages: [...words(meta.getAttribute('data-stages')), ...words(screenStages?.getAttribute('content'))],
    warm: meta.getAttribute('data-warm') || null,
  };
};

/** Starts the app as the build described it: after the first frame (or at once in a background tab). */
export const boot = (host: TBootHost): void => {
  const config = readBootConfig(host.document);
  if (!config) return;
  const nextTask = () => new Promise<void>((resolve) => host.setTimeout(resolve, 0));

  // Settles once a worker has loaded the locale data, or could not (no worker, an error, too slow).
  const warmInWorker = () =>
    new Promise<boolean>((resolve) => {
      if (!config.warm || typeof host.Worker !== 'function') return resolve(false);
      let worker: Worker;
      try {
        worker = new host.Worker(config.warm);
      } catch {
        return resolve(false);
      }
      const done = (isWarm: boolean) => {
        host.clearTimeout(timer);
        worker.terminate();
        resolve(isWarm);
      };
      const timer = host.setTimeout(() => done(false), WARM_INTL_TIMEOUT_MS);
      worker.onmessage = () => done(true);
      worker.onerror = () => done(false);
    });

  let isStarted = false;
  const start = async () => {
    if (isStarted) return;
    isStarted = true;
    const isWarm = warmInWorker();
    const hrefs = [
      ...host.document.querySelectorAll<HTMLMetaElement>(`meta[name="${PRELOAD_AFTER_PAINT}"]`),
    ].flatMap((meta) => words(meta.content));
    // Each preload costs the main thread a little (a screen can list 40 chunks): a few at a time, a task apart.
    for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
      if (first > 0) await nextTask();
      for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
        const link = host.document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        host.document.head.append(link);
      }
    }
    // NOTE: without the worker (none, an error, too slow) the entry's first Intl object loads the locale data itself.
    // Making the Intl objects here instead, a task each, measured no better (0012): each task was as long as the cost.
    await isWarm;
    await nextTask();
    for (const stage of config.stages) {
      try {
        await host.importModule(stage);
      } catch {
        // The entry's own import fetches it again and reports a failure.
      }
      await nextTask();
    }
    void host.importModule(config.entry);
  };

  if (host.document.visibilityState === 'visible') {
    host.requestAnimationFrame(() => host.setTimeout(start, 0));
    host.setTimeout(start, 1000);
  } else void start();
};
