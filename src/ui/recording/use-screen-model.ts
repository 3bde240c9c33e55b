import type { UseQueryResult } from '@tanstack/react-query';
import { RECORDING_MODEL_TABLES } from '../../worker/contract.ts';
import type { Engine } from '../engine/engine-client.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';

/** One worker call per recording screen (RECORDING.md), refreshed when a table it reads changes. */
export function useScreenModel<T>(
  key: readonly unknown[],
  query: (engine: Engine) => Promise<T>,
): UseQueryResult<T> {
  return useEngineQuery({ queryKey: ['recording', ...key], tables: RECORDING_MODEL_TABLES, query });
}
