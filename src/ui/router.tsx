import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { checkAccess } from './auth/guard.ts';
import { session } from './auth/session.ts';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { RootErrorScreen } from './screens/RootErrorScreen.tsx';
import type { HistoryTab } from '../rules/index.ts';

// The route table of shell spec §2. Screens load on demand; the root has an error page and a not-found screen;
// every screen but /login and /jwt sits behind the guard, inside the shell (header, menu, footer).

const rootRoute = createRootRoute({
  component: () => <Outlet />,
  errorComponent: RootErrorScreen,
  notFoundComponent: NotFoundScreen,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: lazyRouteComponent(() => import('./auth/LoginScreen.tsx')),
});

const jwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jwt',
  component: lazyRouteComponent(() => import('./auth/JwtScreen.tsx')),
});

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_shell',
  beforeLoad: async () => {
    // shell spec §2 Route guard: otherwise a full redirect to /login.
    if ((await checkAccess(session.guardDeps())) === 'login') {
      throw redirect({ href: '/login', reloadDocument: true });
    }
  },
  component: lazyRouteComponent(() => import('./shell/AppShell.tsx')),
  notFoundComponent: NotFoundScreen,
});

const screen = <const P extends string>(path: P, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => shellRoute, path, component });

const homeRoute = screen(
  '/',
  lazyRouteComponent(() => import('./home/HomeScreen.tsx')),
);

const historyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/history',
  validateSearch: (search: Record<string, unknown>): { history_tab: HistoryTab } => ({
    history_tab: search.history_tab === 'completed' ? 'completed' : 'in_progress',
  }),
  component: lazyRouteComponent(() => import('./history/HistoryScreen.tsx')),
});

const infoScreens = () => import('./screens/InfoScreens.tsx');
const summaryRoute = screen('/summary-screen', lazyRouteComponent(infoScreens, 'SummaryScreen'));
const tableOfBucketRoute = screen(
  '/table-of-bucket-screen',
  lazyRouteComponent(infoScreens, 'TableOfBucketScreen'),
);
const testRoute = screen('/test-screen', lazyRouteComponent(infoScreens, 'TestScreen'));
const newInspectionRoute = screen(
  '/new-inspection',
  lazyRouteComponent(() => import('./new-inspection/SelectMachineScreen.tsx')),
);
const newBucketRoute = screen(
  '/new-bucket',
  lazyRouteComponent(() => import('./new-bucket/NewBucketScreen.tsx')),
);
const supportRoute = screen(
  '/support-screen',
  lazyRouteComponent(() => import('./support/SupportScreen.tsx')),
);

const helpScreens = () => import('./help/HelpScreen.tsx');
const helpRoute = screen('/help-screen', lazyRouteComponent(helpScreens));
const helpCategoryRoute = screen(
  '/help-screen/$categoryName',
  lazyRouteComponent(helpScreens, 'HelpCategoryScreen'),
);
const helpQuestionRoute = screen(
  '/help-screen/$categoryName/$questionId',
  lazyRouteComponent(helpScreens, 'HelpQuestionScreen'),
);

// /inspections/{externalId}: the contents at its index; its own screens below it (recording spec §2).
const inspectionRoute = createRoute({ getParentRoute: () => shellRoute, path: '/inspections/$externalId' });
const inspectionScreen = <const P extends string>(
  path: P,
  component: ReturnType<typeof lazyRouteComponent>,
) => createRoute({ getParentRoute: () => inspectionRoute, path, component });
const inspectionContentsRoute = inspectionScreen(
  '/',
  lazyRouteComponent(() => import('./inspections/InspectionContentsScreen.tsx')),
);
const steps = () => import('./inspections/inspection-steps.tsx');
const completeRoute = inspectionScreen('/complete', lazyRouteComponent(steps, 'CompleteScreen'));
const reviewRoute = inspectionScreen('/review', lazyRouteComponent(steps, 'ReviewScreen'));
const submitRoute = inspectionScreen('/submit', lazyRouteComponent(steps, 'SubmitScreen'));
const inspectionSectionRoute = inspectionScreen(
  '$',
  lazyRouteComponent(() => import('./inspections/SectionPlaceholderScreen.tsx')),
);

const devSqlRoute = screen(
  '/dev/sql',
  lazyRouteComponent(() => import('./dev-sql/DevSqlRoute.tsx')),
);

export const routeTree = rootRoute.addChildren([
  loginRoute,
  jwtRoute,
  shellRoute.addChildren([
    homeRoute,
    historyRoute,
    summaryRoute,
    tableOfBucketRoute,
    testRoute,
    newInspectionRoute,
    newBucketRoute,
    supportRoute,
    helpRoute,
    helpCategoryRoute,
    helpQuestionRoute,
    inspectionRoute.addChildren([
      inspectionContentsRoute,
      completeRoute,
      reviewRoute,
      submitRoute,
      inspectionSectionRoute,
    ]),
    devSqlRoute,
  ]),
]);

export const router = createRouter({ routeTree });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
