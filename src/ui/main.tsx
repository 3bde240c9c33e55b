import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './auth/session.ts';
import { followBackForwardCache } from './engine/back-forward-cache.ts';
import { connectEngine } from './engine/engine-client.ts';
import { EngineGate } from './engine/EngineGate.tsx';
import { EngineEvents } from './engine/engine-events.ts';
import { EngineProvider } from './engine/EngineProvider.tsx';
import { retryUnlessFinal } from './engine/retry-policy.ts';
import { prefetchHomeLists } from './home/home-lists-query.ts';
import { router } from './router.tsx';
import { afterFirstScreen } from './shell/after-first-screen.ts';
import { unlessFirstSync } from './shell/after-first-sync.ts';
import { followPageTitles } from './shell/follow-page-titles.ts';
import { followHistoryTrail } from './shell/history-trail.ts';
import { preloadRouteChunks } from './shell/preload-route-chunks.ts';
import { Startup } from './shell/Startup.tsx';
import { ToastProvider } from './shell/toast.tsx';
import { registerServiceWorker } from './shell/service-worker.ts';

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

/** Renders the app on the engine worker the page's first script started (src/ui/boot.ts). */
export function startApp(worker: Worker): void {
  const engine = connectEngine(worker);
  // Listening before the first render: the worker says it is ready as soon as it is.
  const events = new EngineEvents(engine, queryClient);
  session.attachEngine(engine);
  followBackForwardCache(window, engine);
  // Registering (and the browser's update check it starts) waits until the first screen shows its data, and until a
  // first full sync under way has ended.
  afterFirstScreen(queryClient, () => unlessFirstSync(events, registerServiceWorker));
  followPageTitles(router);
  followHistoryTrail(router.history);
  preloadRouteChunks(router);
  if (router.state.location.pathname === '/')
    events.whenFirstReady(() => prefetchHomeLists(queryClient, engine));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <EngineProvider engine={engine} events={events}>
          <ToastProvider>
            <EngineGate>
              <Startup />
              <RouterProvider router={router} />
            </EngineGate>
          </ToastProvider>
        </EngineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
