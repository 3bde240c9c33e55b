import type { QueryClient } from '@tanstack/react-query';
import type { Engine } from '../engine/engine-client.ts';
import { engineQueryKey } from '../engine/use-engine-query.ts';

/** Home's one read (and the Summary screen's): the 10 most recent inspections in progress and completed. */
export const homeListsQuery = {
  queryKey: ['home-lists'],
  query: (engine: Engine) => engine.homeLists(),
} as const;

/**
 * Asks the worker for Home's lists the moment the database is open: the answer is on its way while React renders,
 * and Home finds it in the cache instead of asking only once mounted. Resolves once answered (prefetchQuery never
 * rejects), which the opening screen waits for (first-screen-data.ts).
 */
export async function prefetchHomeLists(queryClient: QueryClient, engine: Engine): Promise<void> {
  await queryClient.prefetchQuery({
    queryKey: engineQueryKey(homeListsQuery.queryKey),
    queryFn: () => homeListsQuery.query(engine),
    networkMode: 'always',
  });
  // A milestone of the cold-start bench (tests/bench/cold-start-bench.ts).
  performance.mark('inspect:home-lists-answered');
}
