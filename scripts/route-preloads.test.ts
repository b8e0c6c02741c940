import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, type TClientRoute } from '../src/domain/client-routes';
import type { TManifest } from './bundle-budget';
import { computeRoutePreloads } from './route-preloads';

const ROUTES: TClientRoute[] = [
  { path: '/', module: 'features/home/home-page', component: 'HomePage' },
  { path: '/tips', module: 'features/tips/tips-page', component: 'TipsPage' },
  { path: '/admin/*', module: 'features/admin/admin-page', component: 'AdminPage' },
];

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
    expect(computeRoutePreloads(MANIFEST, ROUTES)).toEqual({
      '/': { js: ['/assets/home-page-4.js', '/assets/icon-3.js'], css: [], stages: [] },
      '/tips': {
        js: ['/assets/tips-page-5.js', '/assets/icon-3.js'],
        css: ['/assets/tips-6.css'],
        stages: [],
      },
      '/admin/*': { js: ['/assets/admin-page-7.js'], css: [], stages: [] },
    });
  });

  it("lists a screen's large chunks as stages, in evaluation order, never the entry's or the screen's own module", () => {
    const sizes: Record<string, number> = {
      'assets/icon-3.js': 70_000,
      'assets/tips-page-5.js': 90_000,
      'assets/react-2.js': 200_000,
      'assets/home-page-4.js': 1_000,
    };
    const preloads = computeRoutePreloads(MANIFEST, ROUTES, (file) => sizes[file] ?? 0);
    expect(preloads['/tips']?.stages).toEqual(['/assets/icon-3.js']);
    expect(preloads['/']?.stages).toEqual(['/assets/icon-3.js']);
    expect(preloads['/admin/*']?.stages).toEqual([]);
  });

  it('gives nothing when the build has no entry', () => {
    expect(computeRoutePreloads({}, ROUTES)).toEqual({});
  });

  it('refuses a route whose module is not in the build, rather than leaving its screen without preloads', () => {
    expect(() =>
      computeRoutePreloads(MANIFEST, [
        ...ROUTES,
        { path: '/x', module: 'features/x/x-page', component: 'X' },
      ]),
    ).toThrow(/\/x loads features\/x\/x-page, which is not in the build manifest/);
  });

  it('names every route of the real table in a real build', () => {
    // The table's modules as Vite's manifest names them: each route must resolve (no route left out).
    const manifest: TManifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    for (const route of CLIENT_ROUTES)
      manifest[`${route.module}.tsx`] = { file: `assets/${route.component}.js` };
    expect(Object.keys(computeRoutePreloads(manifest)).sort()).toEqual(
      CLIENT_ROUTES.map((r) => r.path).sort(),
    );
  });
});
