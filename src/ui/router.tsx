import {
  Outlet,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { isTagPath, rememberTagForSignIn } from './auth/after-sign-in.ts';
import { checkAccess } from './auth/guard.ts';
import LoginScreen from './auth/LoginScreen.tsx';
import { session } from './auth/session.ts';
import { screenReads } from './engine/screen-reads.ts';
import HomeScreen from './home/HomeScreen.tsx';
import AppShell from './shell/AppShell.tsx';
import { PageNotFound } from './inspections/PageNotFound.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { RootErrorScreen } from './screens/RootErrorScreen.tsx';
import type { HistoryTab } from '../rules/index.ts';

// The route table of shell spec §2. Screens load on demand, but for the shell, Home and the login page, which nearly
// every start shows first: they come with the app's first code rather than one chunk after another once the engine
// is ready, which would delay the first screen. The root has an error page and a not-found screen; every screen but
// /login and /jwt sits behind the guard, inside the shell (header, menu, footer).

const rootRoute = createRootRoute({
  component: () => <Outlet />,
  errorComponent: RootErrorScreen,
  notFoundComponent: NotFoundScreen,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // With the first code, like Home: on a first visit over a slow network the sign-in card waits for no other chunk
  // (decision 0115).
  component: LoginScreen,
});

const jwtRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jwt',
  component: lazyRouteComponent(() => import('./auth/JwtScreen.tsx')),
});

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_shell',
  beforeLoad: async ({ location, preload }) => {
    // shell spec §2 Route guard: otherwise a full redirect to /login (a tag's address is kept for after sign-in).
    if ((await checkAccess(session.guardDeps())) === 'login') {
      rememberTagForSignIn(location.pathname);
      throw redirect({ href: '/login', reloadDocument: true });
    }
    // A screen one comes back to after writes elsewhere: the last screen stays until it is read again, and it is
    // first drawn from fresh data, nothing moving after (decision 0096).
    if (!preload) await screenReads.readAgain(location.pathname);
  },
  component: AppShell,
  notFoundComponent: NotFoundScreen,
});

const screen = <const P extends string>(path: P, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => shellRoute, path, component });

const homeRoute = createRoute({ getParentRoute: () => shellRoute, path: '/', component: HomeScreen });

const historyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/history',
  validateSearch: (search: Record<string, unknown>): { history_tab: HistoryTab } => ({
    history_tab: search.history_tab === 'completed' ? 'completed' : 'in_progress',
  }),
  component: lazyRouteComponent(() => import('./history/HistoryScreen.tsx')),
});

const plannerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/planner',
  validateSearch: (search: Record<string, unknown>): { view: 'components' | 'shutdown' } => ({
    view: search.view === 'shutdown' ? 'shutdown' : 'components',
  }),
  component: lazyRouteComponent(() => import('./planner/PlannerScreen.tsx')),
});

const infoScreens = () => import('./screens/InfoScreens.tsx');
const summaryRoute = screen('/summary-screen', lazyRouteComponent(infoScreens, 'SummaryScreen'));
const tableOfBucketRoute = screen(
  '/table-of-bucket-screen',
  lazyRouteComponent(infoScreens, 'TableOfBucketScreen'),
);
const testRoute = screen('/test-screen', lazyRouteComponent(infoScreens, 'TestScreen'));
// Where Select Machine leads: a tap, a scan or a tag opens the inspection's contents (scan bench, CPU 4x: the first
// code found to that screen took 784 ms while its code was fetched and evaluated, ~220 ms once it was loaded).
const inspectionContentsScreen = lazyRouteComponent(
  () => import('./inspections/InspectionContentsScreen.tsx'),
);
const newInspectionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/new-inspection',
  // Fetched while the machines are listed, not after the choice.
  onEnter: () => void inspectionContentsScreen.preload?.(),
  // ?tag=/tag/machine/<id>: a printed tag opened the app; the screen looks it up as a scan (decision 0056).
  validateSearch: (search: Record<string, unknown>): { tag?: string } =>
    typeof search.tag === 'string' && isTagPath(search.tag) ? { tag: search.tag } : {},
  component: lazyRouteComponent(() => import('./new-inspection/SelectMachineScreen.tsx')),
});
// A printed tag's address (https://<host>/tag/machine/<id>, /tag/bucket/<serial>): Select Machine chooses what it names.
const tagRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/tag/$kind/$value',
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/new-inspection', search: { tag: location.pathname }, replace: true });
  },
});
const newBucketRoute = screen(
  '/new-bucket',
  lazyRouteComponent(() => import('./new-bucket/NewBucketScreen.tsx')),
);
const settingsRoute = screen(
  '/settings',
  lazyRouteComponent(() => import('./settings/SettingsScreen.tsx')),
);
const gaugesRoute = screen(
  '/gauges',
  lazyRouteComponent(() => import('./gauges/GaugesScreen.tsx')),
);
const printTagsRoute = screen(
  '/print-tags',
  lazyRouteComponent(() => import('./print-tags/PrintTagsScreen.tsx')),
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

// /inspections/{externalId}: the contents at its index; its own screens below it (recording spec §2). The frame (the
// measuring run, gauges, refused fields) loads with an inspection's screen, in parallel with it: Home and /login
// never render it, and it took the measuring run's code and its rules into the start chunk (issue 56).
const inspectionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/inspections/$externalId',
  component: lazyRouteComponent(() => import('./inspections/InspectionFrame.tsx'), 'InspectionFrame'),
});
const inspectionScreen = <const P extends string>(
  path: P,
  component: ReturnType<typeof lazyRouteComponent>,
) => createRoute({ getParentRoute: () => inspectionRoute, path, component });
const inspectionContentsRoute = inspectionScreen('/', inspectionContentsScreen);
const steps = () => import('./inspections/inspection-steps.tsx');
const completeRoute = inspectionScreen('/complete', lazyRouteComponent(steps, 'CompleteScreen'));
const reviewRoute = inspectionScreen('/review', lazyRouteComponent(steps, 'ReviewScreen'));
const submitRoute = inspectionScreen('/submit', lazyRouteComponent(steps, 'SubmitScreen'));
const lockOnRoute = inspectionScreen(
  '/asset/lock-on',
  lazyRouteComponent(() => import('./inspections/asset/LockOnScreen.tsx')),
);
const lockOffRoute = inspectionScreen(
  '/asset/lock-off',
  lazyRouteComponent(() => import('./inspections/asset/LockOffScreen.tsx')),
);
const machinePhotoRoute = inspectionScreen(
  '/asset/machine-photo',
  lazyRouteComponent(() => import('./inspections/asset/MachinePhotoScreen.tsx')),
);
const operationRoute = inspectionScreen(
  '/asset/operating-hours',
  lazyRouteComponent(() => import('./inspections/asset/OperationScreen.tsx')),
);
const executiveSummaryRoute = inspectionScreen(
  '/asset/executive-summary',
  lazyRouteComponent(() => import('./inspections/asset/ExecutiveSummaryScreen.tsx')),
);
const exampleActionStatusRoute = inspectionScreen(
  '/example-action-status',
  lazyRouteComponent(() => import('./inspections/asset/ExampleActionStatusScreen.tsx')),
);
// The undercarriage and bucket screens (recording parts 2 and 3); any other address is not found.

// Undercarriage routes (recording part 2).
const undercarriageParts = () => import('./inspections/undercarriage/part-routes.tsx');
// One component for the three worn length routes (the pitch extension, roller path, drive lug): a measuring run going
// from one to the next keeps its screen.
const wornLengthScreen = lazyRouteComponent(undercarriageParts, 'WornLengthRoute');
const undercarriageRoute = inspectionScreen(
  '/undercarriage',
  lazyRouteComponent(() => import('./inspections/undercarriage/UndercarriageSidesScreen.tsx')),
);
const undercarriageSideRoute = inspectionScreen(
  '/undercarriage/$sideName',
  lazyRouteComponent(() => import('./inspections/undercarriage/SideMenuScreen.tsx')),
);
const sideFrameRoute = inspectionScreen(
  '/undercarriage/$sideName/side-frame',
  lazyRouteComponent(undercarriageParts, 'SideFrameRoute'),
);
const idlerRoute = inspectionScreen(
  '/undercarriage/$sideName/idler/$side',
  lazyRouteComponent(undercarriageParts, 'IdlerRoute'),
);
const pitchExtensionRoute = inspectionScreen(
  '/undercarriage/$sideName/$partCategory/pitch-extension',
  wornLengthScreen,
);
const rollerPathRoute = inspectionScreen(
  '/undercarriage/$sideName/$partCategory/roller-path',
  wornLengthScreen,
);
const driveLugRoute = inspectionScreen('/undercarriage/$sideName/$partCategory/drive-lug', wornLengthScreen);
const engagementRoute = inspectionScreen(
  '/undercarriage/$sideName/$partCategory/engagement',
  lazyRouteComponent(undercarriageParts, 'EngagementRoute'),
);
const positionsRoute = inspectionScreen(
  '/undercarriage/$sideName/$partCategory/$partName',
  lazyRouteComponent(() => import('./inspections/undercarriage/PositionsScreen.tsx')),
);
const positionRoute = inspectionScreen(
  '/undercarriage/$sideName/$partCategory/$partName/$equipmentPartId/$position',
  lazyRouteComponent(() => import('./inspections/undercarriage/PositionScreen.tsx')),
);
// End of undercarriage routes.

const inspectionSectionRoute = createRoute({
  getParentRoute: () => inspectionRoute,
  path: '$',
  component: PageNotFound,
});

const exampleForms = () => import('./example-forms/ExampleFormScreen.tsx');
const exampleForm1Route = screen('/example-form-1', lazyRouteComponent(exampleForms, 'ExampleForm1Screen'));
const exampleForm2Route = screen('/example-form-2', lazyRouteComponent(exampleForms, 'ExampleForm2Screen'));

// Bucket routes (recording part 3).
const bucketScreen = <const P extends string>(path: P, load: Parameters<typeof lazyRouteComponent>[0]) =>
  inspectionScreen(`/bucket${path}`, lazyRouteComponent(load));
const bucketOf = '/$bucketExternalId';
const getOf = `${bucketOf}/ground-engaging-tools`;
const partTypeOf = `${getOf}/part-types/$bucketPartTypeName`;
const plateOf = `${bucketOf}/wear-kit/wear-plates/locations/$wearPlateLocationId`;
const bucketRoutes = [
  bucketScreen('', () => import('./inspections/bucket/BucketScreen.tsx')),
  bucketScreen('/new-bucket', () => import('./inspections/bucket/AddBucketScreen.tsx')),
  bucketScreen(bucketOf, () => import('./inspections/bucket/BucketMenuScreen.tsx')),
  bucketScreen(`${bucketOf}/specifications`, () => import('./inspections/bucket/SpecificationsScreen.tsx')),
  bucketScreen(`${bucketOf}/summary`, () => import('./inspections/bucket/BucketSummaryScreen.tsx')),
  bucketScreen(
    `${bucketOf}/rotation/$bucketChangeToExternalId`,
    () => import('./inspections/bucket/RotationScreen.tsx'),
  ),
  bucketScreen(`${getOf}/summary`, () => import('./inspections/bucket/get/GetSummaryScreen.tsx')),
  bucketScreen(`${getOf}/multiSelect`, () => import('./inspections/bucket/get/MultiSelectScreen.tsx')),
  bucketScreen(partTypeOf, () => import('./inspections/bucket/get/PartTypeScreen.tsx')),
  bucketScreen(`${partTypeOf}/summary`, () => import('./inspections/bucket/get/PartTypeSummaryScreen.tsx')),
  bucketScreen(
    `${partTypeOf}/$bucketEquipmentPartId`,
    () => import('./inspections/bucket/get/PartPositionScreen.tsx'),
  ),
  bucketScreen(
    `${bucketOf}/wear-kit/summary`,
    () => import('./inspections/bucket/wear-kit/WearKitSummaryScreen.tsx'),
  ),
  bucketScreen(
    `${bucketOf}/wear-kit/wear-plates/summary`,
    () => import('./inspections/bucket/wear-kit/WearPlatesScreen.tsx'),
  ),
  bucketScreen(plateOf, () => import('./inspections/bucket/wear-kit/PlateLocationScreen.tsx')),
  bucketScreen(
    `${plateOf}/summary`,
    () => import('./inspections/bucket/wear-kit/PlateLocationSummaryScreen.tsx'),
  ),
  bucketScreen(
    `${plateOf}/locations/$wearPlateSecondaryLocationId`,
    () => import('./inspections/bucket/wear-kit/PlateSecondaryScreen.tsx'),
  ),
  bucketScreen(
    `${bucketOf}/wear-kit/heel-shrouds`,
    () => import('./inspections/bucket/wear-kit/HeelShroudsScreen.tsx'),
  ),
] as const;
// End of bucket routes.

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
    plannerRoute,
    summaryRoute,
    tableOfBucketRoute,
    testRoute,
    newInspectionRoute,
    tagRoute,
    newBucketRoute,
    supportRoute,
    settingsRoute,
    gaugesRoute,
    printTagsRoute,
    helpRoute,
    helpCategoryRoute,
    helpQuestionRoute,
    inspectionRoute.addChildren([
      inspectionContentsRoute,
      lockOnRoute,
      lockOffRoute,
      machinePhotoRoute,
      operationRoute,
      executiveSummaryRoute,
      exampleActionStatusRoute,
      // undercarriage:
      undercarriageRoute,
      undercarriageSideRoute,
      sideFrameRoute,
      idlerRoute,
      pitchExtensionRoute,
      rollerPathRoute,
      driveLugRoute,
      engagementRoute,
      positionsRoute,
      positionRoute,
      // review, submit, complete:
      completeRoute,
      reviewRoute,
      submitRoute,
      // bucket:
      ...bucketRoutes,
      // anything else:
      inspectionSectionRoute,
    ]),
    exampleForm1Route,
    exampleForm2Route,
    devSqlRoute,
  ]),
]);

const makeRouter = () => createRouter({ routeTree });
let made: ReturnType<typeof makeRouter> | undefined;

/**
 * The app's one router, made at the first call: the page's first script asks for it in a task of its own, between
 * the app's modules' evaluation and the app's start (its history and route tree took a third of the start chunk's
 * evaluation task, decision 0084).
 */
export function appRouter(): ReturnType<typeof makeRouter> {
  made ??= makeRouter();
  return made;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof appRouter>;
  }
}
