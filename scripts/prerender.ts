/**
 * A build step: after `vite build`, renders the screens the route table marks for rendering ahead
 * (scripts/prerender-pages.tsx) into the output's prerendered.json, which the server puts in #root, and the shell's bars
 * into index.html's #root for every other page. It runs in its own Node process because the renderer imports the whole
 * app (TSX, the `~` alias) through tsx, which the build's config loader should not bundle.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RENDERER = fileURLToPath(new URL('./prerender-pages.tsx', import.meta.url));

export const prerenderStep = (outDir: string) => {
  execFileSync(process.execPath, ['--import', 'tsx', RENDERER, outDir], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
};
