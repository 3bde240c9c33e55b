import type { QueryClient } from '@tanstack/react-query';
import type { Engine } from '../engine/engine-client.ts';
import { engineQueryKey } from '../engine/use-engine-query.ts';

/** Home's one read (and the Summary screen's): the 10 most recent inspections in progress and completed. */
export const homeListsQuery = {
  queryKey: ['home-lists'],
  query: (engine: Engine) => engine.homeLists(),
} as const;

/**
 * Asks the worker for Home's lists at start, while it still opens the database: it answers the moment the database
 * is open, not once this thread has heard that it is and asked (decision 0077), and Home finds the answer in the
 * cache instead of asking only once mounted. Resolves once answered or refused (prefetchQuery never rejects), which
 * the opening screen waits for (first-screen-data.ts); refused (the database could not be opened), it is not asked
 * again until Home is shown.
 */
export async function prefetchHomeLists(queryClient: QueryClient, engine: Engine): Promise<void> {
  await queryClient.prefetchQuery({
    queryKey: engineQueryKey(homeListsQuery.queryKey),
    queryFn: () => engine.homeListsOnceOpen(),
    networkMode: 'always',
    retry: false,
  });
  // A milestone of the cold-start bench (tests/bench/cold-start-bench.ts).
  performance.mark('inspect:home-lists-answered');
}
