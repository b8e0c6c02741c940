/**
 * The web bundle's budgets, measured on the production build (`npm run build` first). Sizes are deterministic, so
 * `npm test` runs this as a gate: initial JavaScript for `/` at most 150 KB gzip, CSS at most 15 KB gzip. It prints
 * every route's initial JavaScript beside its budget.
 *
 * "Initial" means what a first visit to the route loads before it can render: the entry chunk and its static imports,
 * plus the route's lazy module and its static imports (Vite's manifest lists both). Chunks loaded later (on idle,
 * on interaction, or by another route) are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_ROUTES, type TClientRoute } from '../src/domain/client-routes';

const DIST = path.resolve('dist/web');
const KB = 1024;
/**
 * `/` is the phone-at-the-racecourse first load (150 KB, issue 9). Other screens carry their forms (zod and
 * react-hook-form load with them) under 200 KB; the admin panel, used by one operator on a desktop, under 230 KB.
 */
export const BUDGETS = { homeJs: 150 * KB, routeJs: 200 * KB, adminJs: 230 * KB, css: 15 * KB } as const;

const budgetFor = (routePath: string) =>
  routePath === '/' ? BUDGETS.homeJs : routePath.startsWith('/admin') ? BUDGETS.adminJs : BUDGETS.routeJs;

export type TManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type TManifest = Record<string, TManifestChunk>;

/** The build's Vite manifest in an output folder, or undefined when that build wrote none. */
export const readManifest = (outDir: string): TManifest | undefined => {
  const manifestPath = path.join(outDir, '.vite/manifest.json');
  return fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as TManifest)
    : undefined;
};

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** Every chunk a manifest key pulls in statically (itself included), as output file names. */
export const staticClosure = (manifest: TManifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

/**
 * The manifest key of a screen module of the route table (`features/x/page`, without its extension): Vite names each
 * source module by its path under the web root (src/web).
 */
export const manifestKeyOf = (manifest: TManifest, module: string): string | undefined =>
  [`${module}.tsx`, `${module}.ts`].find((key) => Object.hasOwn(manifest, key));

/** The manifest key of each route's screen module; a route whose module is not in the build is refused. */
export const routeKeys = (
  manifest: TManifest,
  routes: readonly TClientRoute[] = CLIENT_ROUTES,
): Array<{ path: string; key: string }> =>
  routes.map(({ path: routePath, module }) => {
    const key = manifestKeyOf(manifest, module);
    // A route whose module is not in the build would be measured as the shell alone: refuse instead.
    if (!key) throw new Error(`The route ${routePath} loads ${module}, which is not in the build manifest`);
    return { path: routePath, key };
  });

export const measure = () => {
  const manifest = readManifest(DIST);
  if (!manifest) throw new Error('No Vite manifest: build the web app first');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest: build the web app first');
  const entry = staticClosure(manifest, entryKey);
  const bytesOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);
  const perRoute = routeKeys(manifest).map(({ path: routePath, key }) => {
    const keys = new Set(entry);
    staticClosure(manifest, key, keys);
    return { path: routePath, bytes: bytesOf(keys), budget: budgetFor(routePath) };
  });
  return { entryBytes: bytesOf(entry), css, perRoute };
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/bundle-budget.ts');
if (isMain) {
  const { entryBytes, css, perRoute } = measure();
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.info(
    '\nInitial JavaScript per route (gzip; entry and the route module with their static imports):',
  );
  console.info(`| route | initial JS | budget | |\n|---|---:|---:|---|`);
  let isOver = false;
  for (const route of perRoute) {
    const over = route.bytes > route.budget;
    isOver ||= over;
    console.info(`| ${route.path} | ${kb(route.bytes)} | ${kb(route.budget)} | ${over ? 'OVER' : 'ok'} |`);
  }
  console.info(`\nShell (entry and its imports): ${kb(entryBytes)}`);
  const cssOver = css > BUDGETS.css;
  console.info(`CSS: ${kb(css)} (budget ${kb(BUDGETS.css)}) ${cssOver ? 'OVER' : 'ok'}`);
  if (isOver || cssOver) {
    console.error('\nThe web bundle is over its budget.');
    process.exit(1);
  }
}
