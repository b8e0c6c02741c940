import { describe, expect, it } from 'vitest';
import { bootSource, paintFirst } from './paint-first';

const BUILT = `<head>
    <title>RacePro</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>`;

describe('paint first', () => {
  it('lists the entry and its chunks for after the first paint and runs a boot file in place of its script', () => {
    const { html, boot } = paintFirst(BUILT);
    expect(boot?.file).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Abc123.js">');
    // Nothing is fetched ahead of the first paint: no modulepreload link is left in the page.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="racepro-preload" content="/assets/index-Abc123.js /assets/react-1.js">',
    );
    expect(html).toContain(`<script type="module" src="/${boot?.file}"></script>`);
  });

  it('names the boot file by its content, so a new entry gets a new file', () => {
    const first = paintFirst(BUILT).boot?.file;
    const second = paintFirst(BUILT.replace('index-Abc123', 'index-Def456')).boot?.file;
    expect(first).not.toBe(second);
  });

  it('leaves a page without an entry script alone', () => {
    expect(paintFirst('<head></head>')).toEqual({ html: '<head></head>' });
  });
});

describe('the boot file', () => {
  const run = (visibilityState: 'visible' | 'hidden') => {
    const imported: string[] = [];
    const preloaded: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const source = bootSource('/assets/index-Abc123.js').replace(/\bimport\(/, 'importEntry(');
    const document = {
      visibilityState,
      // The page's two lists: the build's (entry and its chunks) and the server's (the screen's chunks).
      querySelectorAll: (selector: string) =>
        selector === 'meta[name="racepro-preload"]'
          ? [{ content: '/assets/index-Abc123.js /assets/react-1.js' }, { content: '/assets/tips-page-2.js' }]
          : [],
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof preloaded)[number]) => preloaded.push({ ...link }) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importEntry', source)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ callback, ms }),
      (url: string) => imported.push(url),
    );
    return { imported, preloaded, frames, timers };
  };

  it('imports the entry once, after the first frame has painted, not before', () => {
    const { imported, frames, timers } = run('visible');
    expect(imported).toEqual([]);
    frames.shift()?.();
    expect(imported).toEqual([]);
    timers.find(({ ms }) => ms === 0)?.callback();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
    // The one-second safety net finds it started.
    timers.find(({ ms }) => ms === 1000)?.callback();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
  });

  it('starts within a second even if no frame is painted', () => {
    const { imported, timers } = run('visible');
    timers.find(({ ms }) => ms === 1000)?.callback();
    expect(imported).toEqual(['/assets/index-Abc123.js']);
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

  it('starts at once in a background tab', () => {
    expect(run('hidden').imported).toEqual(['/assets/index-Abc123.js']);
  });
});
