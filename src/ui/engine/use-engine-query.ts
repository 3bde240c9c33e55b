import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Engine } from './engine-client.ts';
import { useEngine } from './EngineProvider.tsx';

interface EngineQueryOptions<T> {
  readonly queryKey: readonly unknown[];
  /** The tables the worker method reads; a committed write to one of them refetches. */
  readonly tables: readonly string[];
  readonly query: (engine: Engine) => Promise<T>;
  /** Keep showing the previous answer while the next one loads (a list that follows what is typed). */
  readonly keepPrevious?: boolean;
}

/** Reads go through TanStack Query calling one worker method; only while this tab owns the database. */
export function useEngineQuery<T>({
  queryKey,
  tables,
  query,
  keepPrevious,
}: EngineQueryOptions<T>): UseQueryResult<T> {
  const { engine, state } = useEngine();
  return useQuery({
    queryKey: ['engine', ...queryKey],
    queryFn: () => query(engine),
    meta: { tables },
    enabled: state.kind === 'ready',
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
