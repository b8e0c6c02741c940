/**
 * A Vite plugin: after a production build, writes `route-preloads.json` beside index.html, naming for each client
 * route the chunks its lazy module loads (beyond the entry's own) and its CSS. The server lists the chunks in the page
 * for the boot file to preload after the first paint (scripts/paint-first.ts), so a first visit fetches the screen's
 * code alongside the entry instead of after it has run (one round trip less on a phone network).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterBuildPlugin } from './after-build';
import { manifestKeyOf, readManifest, routeModules, staticClosure, type TManifest } from './bundle-budget';

export type TRoutePreloads = Record<string, { js: string[]; css: string[] }>;

export const computeRoutePreloads = (manifest: TManifest, routerSource: string): TRoutePreloads => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return {};
  const entry = staticClosure(manifest, entryKey);
  const preloads: TRoutePreloads = {};
  for (const { path: routePath, module } of routeModules(routerSource)) {
    const key = manifestKeyOf(manifest, module);
    if (!key) continue;
    const keys = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
    preloads[routePath] = {
      js: keys.map((chunk) => `/${manifest[chunk]!.file}`),
      css: keys.flatMap((chunk) => (manifest[chunk]!.css ?? []).map((file) => `/${file}`)),
    };
  }
  return preloads;
};

export const routePreloadsPlugin = () =>
  afterBuildPlugin('racepro-route-preloads', (outDir) => {
    const manifest = readManifest(outDir);
    if (!manifest) return;
    const routerSource = fs.readFileSync(path.resolve('src/web/app/router.tsx'), 'utf8');
    fs.writeFileSync(
      path.join(outDir, 'route-preloads.json'),
      JSON.stringify(computeRoutePreloads(manifest, routerSource)),
    );
  });
