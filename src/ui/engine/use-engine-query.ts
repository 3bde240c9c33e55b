import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useId } from 'react';
import type { Read } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';
import { useEngineHandle } from './EngineProvider.tsx';
import { screenReads } from './screen-reads.ts';

interface EngineQueryOptions<T> {
  readonly queryKey: readonly unknown[];
  /** One read method of the engine: it answers with its value and the tables it read. */
  readonly query: (engine: Engine) => Promise<Read<T>>;
  /** Keep showing the previous answer while the next one loads (a list that follows what is typed). */
  readonly keepPrevious?: boolean;
}

/** The cache key of an engine read: EngineProvider finds the reads to refresh by its first element. */
export const engineQueryKey = (queryKey: readonly unknown[]) => ['engine', ...queryKey];

/**
 * Reads go through TanStack Query calling one worker read; only while this tab owns the database. The cached answer
 * keeps the tables the worker says the read touched, and EngineProvider refetches it when a write changes one.
 * Each read tells `screenReads` which screen (the address) shows it: going back there waits for it if a write made it
 * stale meanwhile (decision 0096).
 */
export function useEngineQuery<T>({
  queryKey,
  query,
  keepPrevious,
}: EngineQueryOptions<T>): UseQueryResult<T> {
  const { engine, state } = useEngineHandle();
  const client = useQueryClient();
  const reader = useId();
  const key = engineQueryKey(queryKey);
  const hash = hashKey(key);
  useEffect(() => {
    // The address this read is shown at: at mount, the location is the screen's own
    screenReads.shown(client, window.location.pathname, reader, hash);
  }, [client, reader, hash]);
  return useQuery({
    queryKey: key,
    queryFn: () => query(engine),
    select: (read: Read<T>) => read.value,
    enabled: state.kind === 'ready',
    // The worker's database is on the device: a read never waits for the network (TanStack Query pauses 'online'
    // queries while the browser is offline, which left screens first opened without signal loading forever).
    networkMode: 'always',
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * Reads one engine read ahead into the cache its screen reads, when it is not there yet (a read found there is the
 * screen's to read again when it opens, and a write that changes its tables refreshes it): resolves once answered.
 */
export function useEngineReadAhead(): <T>(
  queryKey: readonly unknown[],
  query: (engine: Engine) => Promise<Read<T>>,
) => Promise<void> {
  const { engine, state } = useEngineHandle();
  const client = useQueryClient();
  const ready = state.kind === 'ready';
  return useCallback(
    async (queryKey, query) => {
      const key = engineQueryKey(queryKey);
      if (!ready || client.getQueryData(key) !== undefined) return;
      await client.prefetchQuery({ queryKey: key, queryFn: () => query(engine), networkMode: 'always' });
    },
    [ready, engine, client],
  );
}
