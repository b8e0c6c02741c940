/**
 * A build step: after `vite build`, writes `route-preloads.json` beside index.html, naming for each route of the
 * table (src/domain/client-routes.ts) the chunks its screen's module loads (beyond the entry's own) and its CSS, found
 * in the build's manifest. The server lists the chunks in the page
 * for the boot program to preload after the first paint (src/web/boot/boot.ts), so a first visit fetches the screen's
 * code alongside the entry instead of after it has run (one round trip less on a phone network).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ROUTES, type TClientRoute } from '../src/domain/client-routes';
import { ROUTE_PRELOADS_FILE, type TRoutePreloads } from '../src/domain/web-build';
import { readManifest, routeKeys, staticClosure, type TManifest } from './bundle-budget';
import { stagesFrom } from './paint-first';

/**
 * Each route's preloads (keyed by its path in the route table, `*` for the not-found screen), and its stages: the
 * screen's chunks large enough for the boot program to evaluate a task apart (sizes by `sizeOf`; zod's 90 KB on the
 * screens with forms, for one), so the screen's module does not evaluate them all in one long task.
 */
export const computeRoutePreloads = (
  manifest: TManifest,
  routes: readonly TClientRoute[] = CLIENT_ROUTES,
  sizeOf: (file: string) => number = () => 0,
): TRoutePreloads => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return {};
  const entry = staticClosure(manifest, entryKey);
  const preloads: TRoutePreloads = {};
  for (const { path: routePath, key } of routeKeys(manifest, routes)) {
    const keys = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
    preloads[routePath] = {
      js: keys.map((chunk) => `/${manifest[chunk]!.file}`),
      css: keys.flatMap((chunk) => (manifest[chunk]!.css ?? []).map((file) => `/${file}`)),
      stages: stagesFrom(manifest, key, sizeOf, { known: entry }),
    };
  }
  return preloads;
};

/** The step as the build runs it on its output folder. */
export const routePreloadsStep = (outDir: string) => {
  const manifest = readManifest(outDir);
  if (!manifest) return;
  const sizeOf = (file: string) => fs.statSync(path.join(outDir, file)).size;
  fs.writeFileSync(
    path.join(outDir, ROUTE_PRELOADS_FILE),
    JSON.stringify(computeRoutePreloads(manifest, CLIENT_ROUTES, sizeOf)),
  );
};
