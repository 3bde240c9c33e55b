import type { UseQueryResult } from '@tanstack/react-query';
import type { Read } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';

/** One worker call per recording screen (RECORDING.md), refreshed when a table it read (as SQLite said) changes. */
export function useScreenModel<T>(
  key: readonly unknown[],
  query: (engine: Engine) => Promise<Read<T>>,
): UseQueryResult<T> {
  return useEngineQuery({ queryKey: ['recording', ...key], query });
}
