import { describe, expect, it } from 'vitest';
import {
  CLIENT_ROUTES,
  firstReadFor,
  isClientRoute,
  NOT_FOUND_PATH,
  renderedAheadFor,
  type TClientRoute,
} from './client-routes';

const table = CLIENT_ROUTES as readonly TClientRoute[];
const example = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1').replace(/\*$/, 'deep/link');

describe('the route table', () => {
  it('lists each address once, each a path from the root, the not-found screen last', () => {
    const paths = table.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe(NOT_FOUND_PATH);
    for (const path of paths.slice(0, -1))
      expect(path, path).toMatch(/^\/([a-z0-9-]+|:[A-Za-z]+)?(\/([a-z0-9-]+|:[A-Za-z]+|\*))*$/);
  });

  it('answers every listed address (a value for each placeholder, a trailing slash) and nothing else', () => {
    for (const { path } of table.slice(0, -1)) {
      expect(isClientRoute(example(path)), path).toBe(true);
      if (path !== '/') expect(isClientRoute(`${example(path)}/`), `${path}/`).toBe(true);
    }
    for (const path of [
      '/no-such-page',
      '/tips/new/extra',
      '/learn/a/b/quiz/c',
      '/api',
      '/assets/x.js',
      '*',
      '/*',
    ])
      expect(isClientRoute(path), path).toBe(false);
    expect(isClientRoute('/learn//')).toBe(false);
    expect(isClientRoute('/admin/tips/12')).toBe(true);
  });

  it('renders ahead only screens with no value in their path, for guests the public ones and no screen of a member', () => {
    for (const route of table.filter((row) => row.ahead)) expect(route.path, route.path).not.toMatch(/[:*]/);
    const guest = renderedAheadFor('guest');
    const member = renderedAheadFor('member');
    expect(guest).toEqual(expect.arrayContaining(['/', '/tips', '/learn', '/subscription', '/sign-in']));
    // The legal pages are public content, painted with the page for everyone.
    for (const legal of ['/privacy', '/terms', '/cookies']) {
      expect(guest).toContain(legal);
      expect(member).toContain(legal);
    }
    for (const memberOnly of ['/my-bets', '/bets', '/account', '/admin', '/settings/account'])
      expect(guest).not.toContain(memberOnly);
    expect(member).toEqual(expect.arrayContaining(['/', '/tips', '/my-bets', '/bets']));
    for (const signIn of ['/sign-in', '/sign-up', '/forgot-password']) expect(member).not.toContain(signIn);
  });

  it('names the first read of a screen with the path value put in, only for plain values', () => {
    expect(firstReadFor('/races/42')).toBe('/api/races/42');
    expect(firstReadFor('/races/42/')).toBe('/api/races/42');
    expect(firstReadFor('/races/abc-1_2')).toBe('/api/races/abc-1_2');
    for (const path of [
      '/races/a%20b',
      '/races/a>b',
      '/races/a;b',
      `/races/${'9'.repeat(65)}`,
      '/tips',
      '/',
      '/x',
    ])
      expect(firstReadFor(path), path).toBeUndefined();
    // Every first read is an API read with the same values as its path.
    for (const route of table.filter((row) => row.firstRead)) {
      expect(route.firstRead).toMatch(/^\/api\//);
      expect(route.ahead, route.path).toBeUndefined();
      const values = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':'));
      expect(values(route.firstRead ?? '')).toEqual(values(route.path));
    }
  });
});
