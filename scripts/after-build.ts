import type { Plugin } from 'vite';

/** A Vite plugin that runs `step` with the output folder once a production build has written its files. */
export const afterBuildPlugin = (name: string, step: (outDir: string) => void): Plugin => {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      step(outDir);
    },
  };
};
