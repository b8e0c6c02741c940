import { boot } from './boot';

// The boot program's entry (scripts/paint-first.ts builds it on its own): the browser as the host.
boot({
  document,
  requestAnimationFrame: (callback) => requestAnimationFrame(callback),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer as number),
  importModule: (url) => import(/* @vite-ignore */ url),
  Worker,
});
