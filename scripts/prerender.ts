/**
 * A Vite plugin: after a production build, renders the public screens for guests (scripts/prerender-pages.tsx) into
 * the output's prerendered.json, which the server puts in #root. It runs in its own Node process because the renderer
 * imports the whole app (TSX, the `~` alias) through tsx, which the build's config loader should not bundle.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterBuildPlugin } from './after-build';

const RENDERER = fileURLToPath(new URL('./prerender-pages.tsx', import.meta.url));

export const prerenderPlugin = () =>
  afterBuildPlugin('racepro-prerender', (outDir) => {
    execFileSync(process.execPath, ['--import', 'tsx', RENDERER, outDir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  });
