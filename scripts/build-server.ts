/**
 * Builds the server into `dist/server` with esbuild: `main.js` (src/server/main.ts, what `npm run start:prod` runs
 * with plain node) and `migrate.js` (src/server/setup/migrate-cli.ts, `npm run db:migrate:prod`). Our code (server,
 * domain, content) is bundled into each file; packages stay imports, resolved from node_modules at run time, so the
 * production install (`npm ci --omit=dev`) must hold every package the bundle imports: `npm run build:server` fails
 * when one of them is only a devDependency. The SQL migrations (`drizzle/`) and the web build (`dist/web`) are found
 * at run time upwards from the bundle (src/server/app-root.ts).
 *
 *   tsx scripts/build-server.ts        (part of `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT_DIR = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY_POINTS = {
  main: 'src/server/main.ts',
  migrate: 'src/server/setup/migrate-cli.ts',
} as const;

/** The package a bare import names (`@scope/name/sub` -> `@scope/name`), or null for Node's own modules. */
export const packageOf = (specifier: string): string | null => {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return name;
};

/** Every package the bundle imports (statically or dynamically), from esbuild's metafile. */
export const importedPackages = (metafile: Metafile): string[] => {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const imported of output.imports)
      if (imported.external) {
        const name = packageOf(imported.path);
        if (name) names.add(name);
      }
  return [...names].sort();
};

/** Builds the server bundle; throws when it imports a package that a production install would not have. */
export const buildServer = async (): Promise<{ files: string[]; packages: string[] }> => {
  fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRY_POINTS,
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // NOTE: packages stay external (node_modules is installed beside the bundle), so native and WASM packages
    // (argon2, PGlite) and their own files load as they always do.
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  const packages = importedPackages(result.metafile);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = packages.filter((name) => !manifest.dependencies?.[name]);
  if (missing.length > 0)
    throw new Error(
      `The server bundle imports packages that are not in "dependencies" (a production install would lack them): ${missing.join(', ')}`,
    );
  // The bundle is an ES module wherever it is copied (the image copies dist/ without the root package.json's "type").
  fs.writeFileSync(path.join(SERVER_OUT_DIR, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  return { files: Object.keys(result.metafile.outputs).map((file) => path.resolve(ROOT, file)), packages };
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const startedAt = performance.now();
  const { files, packages } = await buildServer();
  const sizes = files.map(
    (file) => `${path.relative(ROOT, file)} ${(fs.statSync(file).size / 1024).toFixed(0)} KB`,
  );
  console.info(
    `Server bundle built in ${Math.round(performance.now() - startedAt)} ms: ${sizes.join(', ')}; imports ${packages.length} packages.`,
  );
}
