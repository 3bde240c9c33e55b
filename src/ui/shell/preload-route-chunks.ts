import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { whenIdle } from '../recording/when-idle.ts';

/** Each route's chunk load in this page, made once: whoever asks again waits for that one. */
const loads = new WeakMap<AnyRoute, Promise<unknown>>();

function loadOnce(router: AnyRouter, route: AnyRoute): Promise<unknown> {
  let load = loads.get(route);
  if (load === undefined) {
    // A chunk that fails to load here is loaded again, with its error shown, when its screen renders.
    load = Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
    loads.set(route, load);
  }
  return load;
}

/**
 * Starts loading the code of the screens the address opens (the shell, Home …) at once, while the engine worker is
 * still opening the database: the router itself mounts only when the engine is ready, and would fetch them then,
 * one after the other, holding the first screen back. Where the address is below one of `families` (an
 * inspection's, whose screens are one chunk: decision 0125), the other screens below it come too: the page waits
 * for the engine's first answers meanwhile, and a screen tapped as soon as the contents show had its code to fetch.
 */
export function preloadRouteChunks(router: AnyRouter, families: readonly string[] = []): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  const matched = new Set(routes.map((route) => route.id));
  const family = Object.values<AnyRoute>(router.routesById).filter((route) => {
    const parent = route.parentRoute?.id;
    return parent !== undefined && families.includes(parent) && matched.has(parent) && !matched.has(route.id);
  });
  // The address's own screens asked first. The family's asked only once those have loaded came too late to spare a
  // tap on the contents its wait (session 62): all are asked in this task.
  for (const route of [...routes, ...family]) void loadOnce(router, route);
}

type Idle = (work: () => void) => () => void;

/**
 * Loads the code of the screens below `parentId` (an inspection's screens while one is open), one chunk in each idle
 * moment, so that a screen's first open renders rather than fetching, compiling and evaluating its code first (issue
 * 56: 195–700 ms at CPU 4× against 15–50 ms for the opens after it). Each route once per page; `done` once all are
 * in; answers a way to stop.
 */
export function warmRouteChunks(
  router: AnyRouter,
  parentId: string,
  done: () => void = () => undefined,
  idle: Idle = whenIdle,
): () => void {
  const below = Object.values<AnyRoute>(router.routesById).filter(
    (route) => route.parentRoute?.id === parentId,
  );
  return warmInTurn(router, below, done, idle);
}

/**
 * Loads the code of the routes named, the same way: one chunk in each idle moment, each route once per page (Home's
 * cards' screens while Home is shown, decision 0124). A name the router does not know is skipped.
 */
export function warmRoutesNamed(
  router: AnyRouter,
  routeIds: readonly string[],
  done: () => void = () => undefined,
  idle: Idle = whenIdle,
): () => void {
  const named = routeIds.flatMap((id) => {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[id];
    return route ? [route] : [];
  });
  return warmInTurn(router, named, done, idle);
}

function warmInTurn(
  router: AnyRouter,
  routes: readonly AnyRoute[],
  done: () => void,
  idle: Idle,
): () => void {
  // Those another warming (or the start) is loading are not asked again, but `done` waits for them too.
  const elsewhere = routes.flatMap((route) => loads.get(route) ?? []);
  const waiting = routes.filter((route) => !loads.has(route));
  let cancel: (() => void) | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const route = waiting.shift();
    if (route === undefined) {
      void Promise.all(elsewhere).then(() => (stopped ? undefined : done()));
      return;
    }
    cancel = idle(() => {
      if (!stopped) void loadOnce(router, route).then(next);
    });
  };
  next();
  return () => {
    stopped = true;
    cancel?.();
  };
}
