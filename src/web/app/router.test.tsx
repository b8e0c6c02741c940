import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute, type TScreenModule } from '~/domain/client-routes';
import { routes } from './router';
import { SCREEN_LOADERS } from './screens';

const pathsOf = (list: RouteObject[], base = ''): string[] =>
  list.flatMap((route) => {
    const here = route.index ? base || '/' : route.path ? `${base}/${route.path}`.replace('//', '/') : base;
    return [
      ...(route.index || route.path ? [here] : []),
      ...pathsOf(route.children ?? [], route.path ? here : base),
    ];
  });

describe('the router', () => {
  it('declares exactly the route table, each path once, the not-found screen last', () => {
    const declared = pathsOf(routes);
    expect(declared).toEqual(CLIENT_ROUTES.map((route) => (route.path === '*' ? '/*' : route.path)));
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.at(-1)).toBe('/*');
    for (const path of declared.slice(0, -1))
      expect(isClientRoute(path.replace('*', 'deep/link')), path).toBe(true);
  });

  it("loads each route's component from the module the table names", async () => {
    const children = routes[0]?.children ?? [];
    for (const [index, route] of CLIENT_ROUTES.entries()) {
      const lazy = children[index]?.lazy;
      if (typeof lazy !== 'function') throw new Error(`${route.path} is not lazy`);
      const { Component } = (await lazy()) as { Component?: unknown };
      const screen = (await import(/* @vite-ignore */ `~/web/${route.module}`)) as Record<string, unknown>;
      expect(Component, route.path).toBe(screen[route.component]);
      expect(typeof Component, route.path).toBe('function');
    }
  });

  it('has one loader per screen module, each importing the module its key names', async () => {
    for (const [module, load] of Object.entries(SCREEN_LOADERS)) {
      expect(CLIENT_ROUTES.some((route) => route.module === module)).toBe(true);
      expect(await load(), module).toBe(await import(/* @vite-ignore */ `~/web/${module as TScreenModule}`));
    }
  });
});
