import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { afterBuildPlugin } from './scripts/after-build';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  resolve: { alias: { '~': src } },
  plugins: [react(), tailwindcss(), afterBuildPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // scripts/bundle-budget.ts reads the manifest to know each route's first-load chunks.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // NOTE: React DOM and React Router get chunks of their own, so the boot file can evaluate them one task at a
        // time (src/web/boot/boot.ts): together with the app's shell they were one 80 ms task on a mid-range phone.
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]web[\\/]app[\\/]react-dom-first\.ts$/,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  // NOTE: the API refuses writes whose Origin is another site; the dev proxy presents the API's own origin.
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => request.setHeader('origin', 'http://localhost:3000')),
      },
    },
  },
  test: {
    root: '.',
    // NOTE: API test files each open their own database; two workers suit the 2-core machines.
    maxWorkers: 2,
    // NOTE: two projects: pure and server code in node, React code in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/content/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
