/**
 * A build step: after `vite build`, index.html no longer runs the app's entry as a parsed `<script>` or announces its
 * chunks as modulepreload links. It lists them in a meta tag, names the entry and its large chunks in another, and runs
 * the boot program (src/web/boot/boot.ts, built here on its own with esbuild, with the worker it starts), which starts
 * the app once the browser has painted the page.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { BOOT_META, PRELOAD_AFTER_PAINT } from '../src/domain/web-build';
import { readManifest, type TManifest } from './bundle-budget';

const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/** Chunks at least this large are evaluated in a task of their own; smaller ones go with the entry. */
export const STAGE_MIN_BYTES = 60_000;

/**
 * The chunks `from` imports statically (itself included when `isIncluded`), of at least `minBytes`, in evaluation order
 * (a depth-first walk of the build manifest, each chunk after what it imports), leaving out `known` (already evaluated
 * by then), as URLs.
 */
export const stagesFrom = (
  manifest: TManifest,
  from: string,
  sizeOf: (file: string) => number,
  { minBytes = STAGE_MIN_BYTES, known = new Set<string>(), isIncluded = false } = {},
): string[] => {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || known.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    order.push(key);
  };
  visit(from);
  return order
    .filter((key) => isIncluded || key !== from)
    .map((key) => manifest[key]!.file)
    .filter((file) => sizeOf(file) >= minBytes)
    .map((file) => `/${file}`);
};

/** The entry's statically imported chunks of at least `minBytes`, in evaluation order, as URLs. */
export const stagesOf = (
  manifest: TManifest,
  sizeOf: (file: string) => number,
  minBytes = STAGE_MIN_BYTES,
): string[] => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  return entry ? stagesFrom(manifest, entry, sizeOf, { minBytes }) : [];
};

type TFile = { file: string; source: string };

/** An asset named by its content, so a change gets a new name (the assets are cached for a year). */
const hashedAsset = (name: string, source: string): TFile => ({
  file: `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`,
  source,
});

/**
 * The boot program and its worker, each bundled on its own from their TypeScript sources (minified, nothing shared
 * with the app's chunks: the boot program must not wait on another request before it runs). The worker is a classic
 * script, as `new Worker(url)` loads one.
 */
export const buildBootFiles = (): { boot: TFile; warm: TFile } => {
  const bundle = (entry: string, format: 'esm' | 'iife') => {
    const result = buildSync({
      entryPoints: [path.resolve('src/web/boot', entry)],
      bundle: true,
      format,
      minify: true,
      write: false,
      target: 'es2022',
      platform: 'browser',
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
    return result.outputFiles[0]!.text;
  };
  return {
    boot: hashedAsset('boot', bundle('main.ts', 'esm')),
    warm: hashedAsset('intl-warm', bundle('intl-warm.worker.ts', 'iife')),
  };
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with its entry script swapped for the boot program and its modulepreload links for a meta tag the boot
 * program reads, beside the one naming the entry, its stages and the worker; unchanged when it has no entry.
 */
export const paintFirst = (
  html: string,
  files: { boot: TFile; warm: TFile },
  stages: readonly string[] = [],
): string => {
  const found = ENTRY_TAG.exec(html);
  if (!found) return html;
  const entryUrl = found[1]!;
  const chunks = [entryUrl, ...[...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!)];
  const bootMeta = `<meta name="${BOOT_META}" data-entry="${escapeAttribute(entryUrl)}" data-stages="${escapeAttribute(stages.join(' '))}" data-warm="/${files.warm.file}">`;
  return html
    .replace(PRELOAD_TAG, '')
    .replace(
      found[0],
      `<meta name="${PRELOAD_AFTER_PAINT}" content="${chunks.join(' ')}">\n    ${bootMeta}\n    <script type="module" src="/${files.boot.file}"></script>`,
    );
};

/** The step as the build runs it on its output folder. */
export const paintFirstStep = (outDir: string) => {
  const indexPath = path.join(outDir, 'index.html');
  if (!fs.existsSync(indexPath)) return;
  const manifest = readManifest(outDir);
  const stages = manifest ? stagesOf(manifest, (file) => fs.statSync(path.join(outDir, file)).size) : [];
  const before = fs.readFileSync(indexPath, 'utf8');
  const files = buildBootFiles();
  const html = paintFirst(before, files, stages);
  if (html === before) throw new Error('index.html has no entry script to start after the first paint');
  for (const { file, source } of [files.boot, files.warm]) fs.writeFileSync(path.join(outDir, file), source);
  fs.writeFileSync(indexPath, html);
};
