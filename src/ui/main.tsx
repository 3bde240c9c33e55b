import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './auth/session.ts';
import { followBackForwardCache } from './engine/back-forward-cache.ts';
import { connectEngine, type Engine } from './engine/engine-client.ts';
import { EngineGate } from './engine/EngineGate.tsx';
import { EngineEvents } from './engine/engine-events.ts';
import { EngineProvider } from './engine/EngineProvider.tsx';
import { lendHelperWorkers } from './engine/helper-workers.ts';
import { retryUnlessFinal } from './engine/retry-policy.ts';
import { keepUntilAnswered, UnsentWrites } from './engine/unsent-writes.ts';
import { prefetchHomeLists } from './home/home-lists-query.ts';
import { INSPECTION_ROUTE } from './inspections/inspection-route.ts';
import { appRouter } from './router.tsx';
import type { Endpoint } from 'comlink';
import { afterFirstScreen } from './shell/after-first-screen.ts';
import { afterFirstPaint } from './shell/after-first-paint.ts';
import { unlessFirstSync } from './shell/after-first-sync.ts';
import { firstScreenData } from './shell/first-screen-data.ts';
import { followPageTitles } from './shell/follow-page-titles.ts';
import { followHistoryTrail } from './shell/history-trail.ts';
import { preloadRouteChunks } from './shell/preload-route-chunks.ts';
import { LeftOverSaves } from './shell/LeftOverSaves.tsx';
import { Startup } from './shell/Startup.tsx';
import { ToastProvider } from './shell/toast.tsx';
import { registerServiceWorker } from './shell/service-worker.ts';
import { firstLanguageLoaded, followLanguage } from './i18n/follow-language.ts';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { followLengthUnit } from './storage/follow-length-unit.ts';
import { storageStatusQuery } from './storage/use-storage-status.ts';
import { followLight, getPreferences, languageOf } from './storage/preferences.ts';

performance.mark('inspect:main-evaluated');

// Query cache per shell spec §9: stale 5 minutes, kept 15 minutes, retry 2 (mutations 1, recording spec §9), none
// after an answer that cannot change (not found, refused input, conflict).
// Every query and mutation is a call to the engine worker on this device: none waits for the network (TanStack's
// default 'online' mode pauses them from the browser's offline event until it comes back).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 15 * 60_000,
      retry: retryUnlessFinal(2),
      networkMode: 'always',
    },
    mutations: { retry: retryUnlessFinal(1), networkMode: 'always' },
  },
});

/** Makes the app's router: a main-thread task of its own at start, before `startApp` (decision 0084). */
export function prepareRouter(): void {
  appRouter();
  performance.mark('inspect:router-made');
}

/** At the latest, a page whose engine starts once it is shown starts it after this long (decision 0115). */
const ENGINE_AFTER_SHOWN_LATEST_MS = 3000;

/**
 * Starts the app on the engine worker the page's first script started (src/ui/boot.ts), or on an end that holds the
 * app's calls until `startEngine` makes it: once the app's first screen has been shown (the login page, decision 0115).
 * Connects the page to the engine now and answers the rest of the start, which renders the first screen: the page's
 * first script runs it in a task of its own (the two were one task of 55–150 ms at CPU 4×, decision 0120), and the
 * engine meanwhile hears what the page told it.
 */
export function startApp(engineEnd: Endpoint, startEngine?: () => void): () => void {
  const router = appRouter();
  // A field's save is kept in this tab until the worker answers, and sent again after a reload that cut it off.
  const unsent = new UnsentWrites(tabStorage());
  const { engine, sendLeftOver } = keepUntilAnswered(connectEngine(engineEnd), unsent);
  // Listening before the first render: the worker says it is ready as soon as it is.
  const events = new EngineEvents(engine, queryClient);
  // Before the sign-in reaches the engine: a first sync's reader is started by this page (decision 0108).
  lendHelperWorkers(engine);
  session.attachEngine(engine);
  // The inspector's light and unit (decision 0053): the unit before any read, so the first answers are in it.
  followLight();
  followLengthUnit(engine, queryClient);
  followLanguage(engine, queryClient);
  followBackForwardCache(window, engine);
  // Registering (and the browser's update check it starts) waits until the app's own first screen shows its data,
  // and until a first full sync under way has ended (decision 0111).
  let appShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (appShown = resolve));
  afterFirstScreen(queryClient, () => unlessFirstSync(events, registerServiceWorker), { shown });
  // Persistent storage, so that no cleanup can evict unsynced readings, is asked for once the first screen shows: the
  // side menu that tells of it is made only when it opens (decision 0121).
  afterFirstScreen(queryClient, () => void queryClient.prefetchQuery(storageStatusQuery), { shown });
  if (startEngine) {
    void shown.then(() => afterFirstPaint(startEngine));
    setTimeout(startEngine, ENGINE_AFTER_SHOWN_LATEST_MS);
  }
  // Before any save of this page, which waits for them.
  events.whenFirstReady(() => void sendLeftOver());
  return () => showFirstScreen({ router, engine, events, unsent, appShown });
}

/** The rest of the start: the first screen's route and data asked for, and the app rendered. */
function showFirstScreen({
  router,
  engine,
  events,
  unsent,
  appShown,
}: {
  router: ReturnType<typeof appRouter>;
  engine: Engine;
  events: EngineEvents;
  unsent: UnsentWrites;
  appShown: () => void;
}): void {
  followPageTitles(router);
  followHistoryTrail(router.history);
  // Home, the first screen of nearly every start, is shown with its lists read (nothing moves when they arrive).
  // Home's and the login page's routes are loaded while the database opens: the mount then renders the screen in
  // slices, where the router, loading on mount, rendered it again in one synchronous task. Not a route whose guard
  // redirects (a tag's address): loaded ahead, its screen lost what it acts on (decision 0069). The login page needs
  // no local data: it is shown before its engine starts (decisions 0075, 0115). Both screens come with the start
  // code; another address's is fetched here, not matched and fetched twice in the start's task (issue 56).
  const path = router.state.location.pathname;
  const routeLoaded = loadsAhead(path) ? router.load().catch(() => undefined) : undefined;
  if (!routeLoaded) preloadRouteChunks(router, [INSPECTION_ROUTE]);
  const firstScreen =
    path === '/'
      ? firstScreenData(events, () => Promise.all([prefetchHomeLists(queryClient, engine), routeLoaded]))
      : undefined;

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <LanguageProvider>
          <QueryClientProvider client={queryClient}>
            <EngineProvider engine={engine} events={events}>
              <ToastProvider>
                <EngineGate firstScreen={firstScreen} shownBeforeReady={path === '/login'} onShown={appShown}>
                  <Startup />
                  <LeftOverSaves unsent={unsent} />
                  <RouterProvider router={router} />
                </EngineGate>
              </ToastProvider>
            </EngineProvider>
          </QueryClientProvider>
        </LanguageProvider>
      </StrictMode>,
    );
  // English is in the start's words chunk; another language's catalogue loads first (a small file, cached by the
  // service worker), so the first screen is never shown in English and then redrawn (decision 0065).
  if (languageOf(getPreferences().language) === 'en') render();
  else void firstLanguageLoaded().then(render);
  // A milestone of the cold-start bench: the end of the start's last task.
  performance.mark('inspect:app-started');
}

/** The start routes loaded before the mount: Home (its guard sends to /login by reloading the page) and /login. */
function loadsAhead(path: string): boolean {
  return path === '/' || path === '/login';
}

/** This tab's sessionStorage, or undefined where the browser refuses it (reading the property can throw). */
function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}
