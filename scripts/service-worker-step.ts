/**
 * A build step, the last: draws the installed app's icons (scripts/app-icons.ts) into the output, then builds the
 * service worker (src/web/sw/main.ts, bundled on its own with esbuild) into /sw.js with the list of files it stores on
 * install, so the app opens offline: index.html as built, the web app manifest, the icons and every file of the build
 * under /assets (each screen's code, so any screen opens offline). The list's version is a hash of the files' contents:
 * a build that changes any of them makes a new worker, which the browser finds on the member's next visit.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { TPrecache } from '../src/web/sw/service-worker';
import { renderAppIcons } from './app-icons';

/** The files at the web root the worker stores besides /assets (the app's own page, manifest and icons). */
const ROOT_FILES = ['index.html', 'manifest.webmanifest', 'favicon.svg'];

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        )
    : [];

/** What the worker stores for the build in `outDir`, as site paths, with a version that changes with any of them. */
export const precacheFor = (outDir: string): TPrecache => {
  const files = [
    ...ROOT_FILES.map((file) => path.join(outDir, file)).filter((file) => fs.existsSync(file)),
    ...filesUnder(path.join(outDir, 'icons')),
    ...filesUnder(path.join(outDir, 'assets')),
  ];
  const urls = files.map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`).sort();
  const hash = createHash('sha256');
  for (const url of urls) {
    hash.update(url);
    hash.update(
      createHash('sha256')
        .update(fs.readFileSync(path.join(outDir, url)))
        .digest(),
    );
  }
  return { version: hash.digest('base64url').slice(0, 12), urls };
};

/** The worker's source with the precache list built in. */
export const buildServiceWorker = (precache: TPrecache): string =>
  buildSync({
    entryPoints: [path.resolve('src/web/sw/main.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    define: { __PRECACHE__: JSON.stringify(precache) },
  }).outputFiles[0]!.text;

/** The step as the build runs it on its output folder. */
export const serviceWorkerStep = (outDir: string) => {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return;
  for (const icon of renderAppIcons()) {
    const file = path.join(outDir, icon.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, icon.bytes);
  }
  fs.writeFileSync(path.join(outDir, 'sw.js'), buildServiceWorker(precacheFor(outDir)));
};
