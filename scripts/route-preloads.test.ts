import { describe, expect, it } from 'vitest';
import type { TManifest } from './bundle-budget';
import { computeRoutePreloads } from './route-preloads';

const ROUTER = `
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('~/web/features/home/home-page')).HomePage }),
      },
      {
        path: 'tips',
        lazy: async () => ({ Component: (await import('~/web/features/tips/tips-page')).TipsPage }),
      },
      {
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('~/web/features/admin/admin-page')).AdminPage }),
      },
    ]`;

const MANIFEST: TManifest = {
  'app/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_icon.js': { file: 'assets/icon-3.js', imports: ['_react.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-4.js', imports: ['_icon.js', '_react.js'] },
  'features/tips/tips-page.tsx': {
    file: 'assets/tips-page-5.js',
    imports: ['_icon.js'],
    css: ['assets/tips-6.css'],
  },
  'features/admin/admin-page.tsx': { file: 'assets/admin-page-7.js' },
};

describe('route preloads', () => {
  it("names each route's own chunks and CSS, never the entry's", () => {
    expect(computeRoutePreloads(MANIFEST, ROUTER)).toEqual({
      '/': { js: ['/assets/home-page-4.js', '/assets/icon-3.js'], css: [] },
      '/tips': { js: ['/assets/tips-page-5.js', '/assets/icon-3.js'], css: ['/assets/tips-6.css'] },
      '/admin/*': { js: ['/assets/admin-page-7.js'], css: [] },
    });
  });

  it('gives nothing when the build has no entry', () => {
    expect(computeRoutePreloads({}, ROUTER)).toEqual({});
  });
});
