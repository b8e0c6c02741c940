import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { CLIENT_ROUTES, NOT_FOUND_PATH, type TClientRouteRow } from '~/domain/client-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ShellPlaceholder } from './layout/shell-placeholder';
import { SCREEN_LOADERS } from './screens';

/** A screen of the route table as React Router's lazy route: its component, once its module has loaded. */
const lazyScreen = (route: TClientRouteRow) => async () => {
  const screen = (await SCREEN_LOADERS[route.module]()) as Record<string, ComponentType>;
  const Component = screen[route.component];
  if (!Component) throw new Error(`${route.module} has no ${route.component} for ${route.path}`);
  return { Component };
};

/** The route table (src/domain/client-routes.ts) as React Router's routes: `/` the index, `*` the not-found screen. */
const screenRoute = (route: TClientRouteRow): RouteObject =>
  route.path === '/'
    ? { index: true, lazy: lazyScreen(route) }
    : { path: route.path === NOT_FOUND_PATH ? '*' : route.path.slice(1), lazy: lazyScreen(route) };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown if the router renders before the first screen's code has loaded (the app's start waits for it, so a visitor
    // does not see it).
    hydrateFallbackElement: <ShellPlaceholder />,
    children: CLIENT_ROUTES.map(screenRoute),
  },
];

/** The app's router; made on first use so the routes can also be rendered outside a browser. */
let router: ReturnType<typeof createBrowserRouter> | undefined;
export const appRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};

export const AppRouter = () => <RouterProvider router={appRouter()} />;
