import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { RootErrorScreen } from './screens/RootErrorScreen.tsx';

const rootRoute = createRootRoute({
  component: () => <Outlet />,
  errorComponent: RootErrorScreen,
  notFoundComponent: NotFoundScreen,
});

// Screens load on demand (shell spec §2).
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/HomeScreen.tsx')),
});

const devSqlRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dev/sql',
  component: lazyRouteComponent(() => import('./dev-sql/SqlConsoleScreen.tsx')),
});

export const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute, devSqlRoute]) });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
