import type { Plugin } from 'vite';
import { paintFirstStep } from './paint-first';
import { prerenderStep } from './prerender';
import { routePreloadsStep } from './route-preloads';
import { serviceWorkerStep } from './service-worker-step';

/**
 * A Vite plugin that finishes a production build's output, in order: each route's preloads (route-preloads.json), the
 * boot program in index.html (paint-first), the screens rendered ahead and the shell's bars (prerender), then the
 * app's icons and the service worker that stores the finished build (service-worker-step).
 */
export const afterBuildPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'racepro-after-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      routePreloadsStep(outDir);
      paintFirstStep(outDir);
      prerenderStep(outDir);
      serviceWorkerStep(outDir);
    },
  };
};
