import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildBootFiles, paintFirst, stagesOf } from './paint-first';

const BUILT = `<head>
    <title>RacePro</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>`;

const files = buildBootFiles();

describe('paint first', () => {
  it('lists the entry and its chunks for after the first paint and runs the boot program in place of its script', () => {
    const html = paintFirst(BUILT, files, ['/assets/react-1.js']);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Abc123.js">');
    // Nothing is fetched ahead of the first paint: no modulepreload link is left in the page.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="racepro-preload" content="/assets/index-Abc123.js /assets/react-1.js">',
    );
    expect(html).toContain(
      `<meta name="racepro-boot" data-entry="/assets/index-Abc123.js" data-stages="/assets/react-1.js" data-warm="/${files.warm.file}">`,
    );
    expect(html).toContain(`<script type="module" src="/${files.boot.file}"></script>`);
  });

  it('leaves a page without an entry script alone', () => {
    expect(paintFirst('<head></head>', files)).toBe('<head></head>');
  });
});

describe('the boot files', () => {
  it('are bundled from their TypeScript sources with nothing left to fetch first, and named by their content', () => {
    expect(files.boot.file).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(files.warm.file).toMatch(/^assets\/intl-warm-[\w-]{8}\.js$/);
    // No static import (it would be a request before the boot program runs); the entry is imported by its URL.
    expect(files.boot.source).not.toMatch(/(^|[;\s])import\s*[{*\w]/);
    expect(files.boot.source).toContain('racepro-boot');
    expect(files.boot.source.length).toBeLessThan(2_500);
    expect(buildBootFiles().boot.file).toBe(files.boot.file);
  });

  it("give a worker that makes the shell's Intl objects and then says so, as a classic script", () => {
    const made: string[] = [];
    const posted: unknown[] = [];
    const record = (kind: string) =>
      class {
        constructor(...args: unknown[]) {
          made.push(`${kind} ${JSON.stringify(args)}`);
        }
        format = () => '';
      };
    vm.runInNewContext(files.warm.source, {
      Intl: { NumberFormat: record('number'), DateTimeFormat: record('date') },
      postMessage: (message: unknown) => posted.push(message),
    });
    expect(made).toEqual(['number ["en-GB"]', 'date ["en-GB",{"timeZone":"Europe/London"}]']);
    expect(posted).toEqual([true]);
  });
});

describe('stages', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_dom.js', '_router.js', '_small.js'],
    },
    '_dom.js': { file: 'assets/react-dom-2.js', imports: ['_react.js'] },
    '_router.js': { file: 'assets/react-router-3.js', imports: ['_react.js', '_dom.js'] },
    '_react.js': { file: 'assets/react-4.js' },
    '_small.js': { file: 'assets/money-5.js' },
    'src/web/features/tips/tips-page.tsx': { file: 'assets/tips-page-6.js', imports: ['_dom.js'] },
  };
  const sizes: Record<string, number> = {
    'assets/index-1.js': 70_000,
    'assets/react-dom-2.js': 220_000,
    'assets/react-router-3.js': 90_000,
    'assets/react-4.js': 80_000,
    'assets/money-5.js': 2_000,
  };

  it('lists the large chunks the entry imports, each after what it imports, and not the entry itself', () => {
    expect(stagesOf(manifest, (file) => sizes[file]!, 60_000)).toEqual([
      '/assets/react-4.js',
      '/assets/react-dom-2.js',
      '/assets/react-router-3.js',
    ]);
  });

  it('leaves small chunks to the entry, and lists nothing without an entry', () => {
    expect(stagesOf(manifest, (file) => sizes[file]!, 100_000)).toEqual(['/assets/react-dom-2.js']);
    expect(stagesOf({}, () => 0)).toEqual([]);
  });
});
