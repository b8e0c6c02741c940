import { describe, expect, it } from 'vitest';
import { bootSource, paintFirst } from './paint-first';

const BUILT = `<head>
    <title>RacePro</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>`;

describe('paint first', () => {
  it('announces the entry as a modulepreload and runs a boot file in place of its script', () => {
    const { html, boot } = paintFirst(BUILT);
    expect(boot?.file).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Abc123.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Abc123.js">');
    expect(html).toContain(`<script type="module" src="/${boot?.file}"></script>`);
    // The entry's own imports stay announced.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
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
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const source = bootSource('/assets/index-Abc123.js').replace(/\bimport\(/, 'importEntry(');
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importEntry', source)(
      { visibilityState },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ callback, ms }),
      (url: string) => imported.push(url),
    );
    return { imported, frames, timers };
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

  it('starts at once in a background tab', () => {
    expect(run('hidden').imported).toEqual(['/assets/index-Abc123.js']);
  });
});
