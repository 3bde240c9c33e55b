import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Read } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { engineQueryKey, useEngineQuery, useEngineReadAhead } from '../engine/use-engine-query.ts';
import { whenIdle } from './when-idle.ts';

/** The cache key of a recording screen's model (`useScreenModel`), for a read ahead of it elsewhere. */
export const screenKey = (key: readonly unknown[]) => ['recording', ...key];

/** One worker call per recording screen (RECORDING.md), refreshed when a table it read (as SQLite said) changes. */
export function useScreenModel<T>(
  key: readonly unknown[],
  query: (engine: Engine) => Promise<Read<T>>,
): UseQueryResult<T> {
  return useEngineQuery({ queryKey: screenKey(key), query });
}

/**
 * Loads screens' code and models ahead, once the browser is idle (after the list that links to them has
 * painted): opening one then needs neither a chunk download nor a worker call. A model loaded ahead is refreshed
 * like any other when the tables it read change.
 */
export function useScreensAhead(
  ahead:
    | {
        readonly models: readonly (readonly [
          readonly unknown[],
          (engine: Engine) => Promise<Read<unknown>>,
        ])[];
        readonly code: readonly (() => Promise<unknown>)[];
      }
    | undefined,
): void {
  const { engine, state } = useEngineHandle();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ahead || state.kind !== 'ready') return;
    const load = () => {
      for (const chunk of ahead.code) void chunk();
      for (const [key, query] of ahead.models) {
        void queryClient.prefetchQuery({
          queryKey: engineQueryKey(screenKey(key)),
          queryFn: () => query(engine),
        });
      }
    };
    return whenIdle(load, 500);
  }, [ahead, state.kind, engine, queryClient]);
}

/**
 * Reads one screen's model ahead into the cache its screen reads, when it is not there yet: a measuring run's next
 * screen then opens with its model at hand, not after a worker call queued behind the reading's save. Once there, it
 * is the screen's to read again when it opens: a read ahead at every answer of the run's read would queue a worker
 * call behind each save.
 */
export function useReadScreenAhead(): <T>(
  key: readonly unknown[],
  query: (engine: Engine) => Promise<Read<T>>,
) => void {
  const readAhead = useEngineReadAhead();
  return useCallback((key, query) => void readAhead(screenKey(key), query), [readAhead]);
}
