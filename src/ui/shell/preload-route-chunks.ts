import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the code of the screens the address opens (the shell, Home …) at once, while the engine worker is
 * still opening the database: the router itself mounts only when the engine is ready, and would fetch them then,
 * one after the other, holding the first screen back.
 */
export function preloadRouteChunks(router: AnyRouter): void {
  const [routes] = router.getMatchedRoutes(router.state.location.pathname);
  for (const route of routes) {
    // A chunk that fails to load here is loaded again, with its error shown, when the route renders.
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
