import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '~/domain/client-routes';
import { routes } from './router';

const pathsOf = (list: RouteObject[], base = ''): string[] =>
  list.flatMap((route) => {
    const here = route.index ? base || '/' : route.path ? `${base}/${route.path}`.replace('//', '/') : base;
    return [
      ...(route.index || route.path ? [here] : []),
      ...pathsOf(route.children ?? [], route.path ? here : base),
    ];
  });

describe('client routes', () => {
  it('are exactly the paths the server answers with the app shell and 200 (all else 404)', () => {
    const declared = pathsOf(routes).filter((path) => path !== '/*');
    expect([...declared].sort()).toEqual([...CLIENT_ROUTES].sort());
    for (const path of declared) expect(isClientRoute(path.replace('*', 'deep/link')), path).toBe(true);
    expect(isClientRoute('/not-a-screen')).toBe(false);
  });
});
