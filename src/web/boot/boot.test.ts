import { describe, expect, it } from 'vitest';
import { boot, PRELOADS_PER_TASK, readBootConfig, type TBootHost, WARM_INTL_TIMEOUT_MS } from './boot';

// The boot program with a stand-in browser: its frames, timers (each task), imports, preload links and worker.

describe('the boot program', () => {
  const run = (
    visibilityState: 'visible' | 'hidden',
    stages: string[] = [],
    // The page's two lists: the build's (entry and its chunks) and the server's (the screen's chunks).
    lists = ['/assets/index-Abc123.js /assets/react-1.js', '/assets/tips-page-2.js'],
    // The worker that loads the locale data, where the page has one.
    { warmUrl, Worker }: { warmUrl?: string; Worker?: unknown } = {},
  ) => {
    const imported: string[] = [];
    const preloaded: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const cleared: unknown[] = [];
    const bootMeta = {
      getAttribute: (name: string) =>
        ({
          'data-entry': '/assets/index-Abc123.js',
          'data-stages': stages.join(' '),
          'data-warm': warmUrl ?? '',
        })[name] ?? null,
    };
    const document = {
      visibilityState,
      querySelector: (selector: string) => (selector === 'meta[name="racepro-boot"]' ? bootMeta : null),
      querySelectorAll: (selector: string) =>
        selector === 'meta[name="racepro-preload"]' ? lists.map((content) => ({ content })) : [],
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: {
        append: (...links: Array<(typeof preloaded)[number]>) => {
          preloaded.push(...links.map((link) => ({ ...link })));
        },
      },
    };
    boot({
      document: document as unknown as TBootHost['document'],
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback, ms) => timers.push({ callback, ms }) - 1,
      clearTimeout: (id) => cleared.push(timers[id as number]),
      importModule: async (url) => {
        imported.push(url);
      },
      Worker: Worker as TBootHost['Worker'],
    });
    // Lets the boot program run until it waits, then runs the zero timer it set (a new task); false when it set none.
    const ran = new Set<(typeof timers)[number]>();
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const nextTask = async () => {
      await settle();
      const next = timers.find((timer) => timer.ms === 0 && !ran.has(timer));
      if (!next) return false;
      ran.add(next);
      next.callback();
      await settle();
      return true;
    };
    // Every task in turn, until the boot program waits on nothing more.
    const drain = async () => {
      for (let round = 0; round < 50 && (await nextTask()); round += 1);
    };
    return { imported, preloaded, frames, timers, cleared, nextTask, drain };
  };

  it('imports the entry once, after the first frame has painted, not before', async () => {
    const { imported, frames, timers, drain } = run('visible');
    await drain();
    expect(imported).toEqual([]);
    frames.shift()?.();
    await drain();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
    // The one-second safety net finds it started.
    timers.find(({ ms }) => ms === 1000)?.callback();
    await drain();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
  });

  it('starts within a second even if no frame is painted', async () => {
    const { imported, timers, drain } = run('visible');
    timers.find(({ ms }) => ms === 1000)?.callback();
    await drain();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
  });

  /** A Worker stand-in: records each worker made, which the test answers, fails or leaves silent. */
  const fakeWorkers = () => {
    const made: Array<{ url: string; onmessage?: () => void; onerror?: () => void; terminated: boolean }> =
      [];
    const Worker = class {
      url: string;
      onmessage?: () => void;
      onerror?: () => void;
      terminated = false;
      constructor(url: string) {
        this.url = url;
        made.push(this);
      }
      terminate() {
        this.terminated = true;
      }
    };
    return { made, Worker };
  };

  /** A visible page with one stage and a worker for the locale data, started as its one-second safety net fires. */
  const startWithWorker = () => {
    const workers = fakeWorkers();
    const page = run('visible', ['/assets/react-dom-1.js'], undefined, {
      warmUrl: '/assets/intl-warm-1.js',
      Worker: workers.Worker,
    });
    page.timers.find(({ ms }) => ms === 1000)?.callback();
    return { ...page, workers };
  };

  it('without a worker, goes from the preloads to the stages and the entry, each import a task apart', async () => {
    const { imported, preloaded, timers, nextTask } = run('visible', ['/assets/react-dom-1.js']);
    timers.find(({ ms }) => ms === 1000)?.callback();
    expect(preloaded).toHaveLength(3);
    expect(imported).toEqual([]);
    expect(await nextTask()).toBe(true);
    expect(imported).toEqual(['/assets/react-dom-1.js']);
    expect(await nextTask()).toBe(true);
    expect(imported).toEqual(['/assets/react-dom-1.js', '/assets/index-Abc123.js']);
  });

  it('has a worker load the locale data, and imports nothing until it has', async () => {
    const { imported, preloaded, timers, cleared, drain, workers } = startWithWorker();
    // Started first, before the preloads.
    expect(workers.made.map(({ url }) => url)).toEqual(['/assets/intl-warm-1.js']);
    expect(preloaded).toHaveLength(3);
    await drain();
    expect(imported).toEqual([]);
    workers.made[0]?.onmessage?.();
    await drain();
    expect(imported).toEqual(['/assets/react-dom-1.js', '/assets/index-Abc123.js']);
    expect(workers.made[0]?.terminated).toBe(true);
    // Its time limit is called off.
    expect(cleared).toEqual([timers.find(({ ms }) => ms === WARM_INTL_TIMEOUT_MS)]);
  });

  it('goes on without the worker when it fails or stays silent, and stops it', async () => {
    for (const fail of ['error', 'silence'] as const) {
      const { imported, timers, drain, workers } = startWithWorker();
      await drain();
      expect(imported, fail).toEqual([]);
      if (fail === 'error') workers.made[0]?.onerror?.();
      else timers.find(({ ms }) => ms === WARM_INTL_TIMEOUT_MS)?.callback();
      await drain();
      expect(imported, fail).toEqual(['/assets/react-dom-1.js', '/assets/index-Abc123.js']);
      expect(workers.made[0]?.terminated, fail).toBe(true);
    }
  });

  it('preloads every listed chunk, as Vite would, when it starts', () => {
    const { preloaded, frames, timers } = run('visible');
    expect(preloaded).toEqual([]);
    frames.shift()?.();
    timers.find(({ ms }) => ms === 0)?.callback();
    expect(preloaded).toEqual(
      ['/assets/index-Abc123.js', '/assets/react-1.js', '/assets/tips-page-2.js'].map((href) => ({
        rel: 'modulepreload',
        href,
        crossOrigin: '',
      })),
    );
  });

  it('adds at most three preload links in one task', async () => {
    expect(PRELOADS_PER_TASK).toBe(3);
    const many = Array.from({ length: 8 }, (_, index) => `/assets/chunk-${index}.js`);
    const { preloaded, timers, nextTask } = run('visible', [], [many.join(' ')]);
    timers.find(({ ms }) => ms === 1000)?.callback();
    expect(preloaded).toHaveLength(3);
    for (const count of [6, 8]) {
      expect(await nextTask()).toBe(true);
      expect(preloaded).toHaveLength(count);
    }
    expect(preloaded.map(({ href }) => href)).toEqual(many);
  });

  it('evaluates each stage in a task of its own, in order, and the entry after them', async () => {
    const stages = ['/assets/react-dom-1.js', '/assets/react-router-2.js'];
    const { imported, timers, nextTask } = run('visible', stages);
    timers.find(({ ms }) => ms === 1000)?.callback();
    // What has been imported at the end of each task: the next import waits for a new task (a zero timer).
    const afterEachTask: string[][] = [];
    do afterEachTask.push([...imported]);
    while (afterEachTask.length < 20 && (await nextTask()));
    const distinct = afterEachTask.filter(
      (list, index) => index === 0 || list.length !== afterEachTask[index - 1]!.length,
    );
    expect(distinct).toEqual([[], stages.slice(0, 1), stages, [...stages, '/assets/index-Abc123.js']]);
    for (let index = 1; index < afterEachTask.length; index += 1)
      expect(afterEachTask[index]!.length - afterEachTask[index - 1]!.length).toBeLessThanOrEqual(1);
  });

  it('starts at once in a background tab', async () => {
    const { imported, drain } = run('hidden');
    await drain();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
  });
});

describe('the boot configuration', () => {
  const page = (attributes: Record<string, string>, screenStages?: string) =>
    ({
      querySelector: (selector: string) =>
        selector === 'meta[name="racepro-boot"]'
          ? { getAttribute: (name: string) => attributes[name] ?? null }
          : selector === 'meta[name="racepro-stages"]' && screenStages !== undefined
            ? { getAttribute: (name: string) => (name === 'content' ? screenStages : null) }
            : null,
    }) as unknown as TBootHost['document'];

  it('is read from the meta tag the build writes, and a page without one starts nothing', () => {
    expect(
      readBootConfig(
        page({ 'data-entry': '/assets/index-1.js', 'data-stages': '/a.js  /b.js', 'data-warm': '/w.js' }),
      ),
    ).toEqual({ entry: '/assets/index-1.js', stages: ['/a.js', '/b.js'], warm: '/w.js' });
    expect(readBootConfig(page({ 'data-entry': '/assets/index-1.js' }))).toEqual({
      entry: '/assets/index-1.js',
      stages: [],
      warm: null,
    });
    expect(readBootConfig({ querySelector: () => null } as unknown as TBootHost['document'])).toBeNull();
  });

  it("adds the screen's stages the server lists after the entry's, so the entry's own chunks come first", () => {
    expect(
      readBootConfig(
        page({ 'data-entry': '/assets/index-1.js', 'data-stages': '/react-dom.js' }, '/schemas.js /big.js'),
      )?.stages,
    ).toEqual(['/react-dom.js', '/schemas.js', '/big.js']);
  });
});
