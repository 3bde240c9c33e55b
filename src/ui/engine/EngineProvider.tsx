import { proxy } from 'comlink';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { EngineEvent, EngineState } from '../../worker/engine-status.ts';
import type { Engine } from './engine-client.ts';

interface EngineContextValue {
  readonly engine: Engine;
  readonly state: EngineState;
}

const EngineContext = createContext<EngineContextValue | undefined>(undefined);

/**
 * Connects the UI to the engine worker: follows its state, and when a write transaction commits, invalidates the
 * queries that read the tables it changed (no polling).
 */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<EngineState>({ kind: 'starting' });

  useEffect(() => {
    let unsubscribe: (() => Promise<void> | void) | undefined;
    let cancelled = false;
    const onEvent = (event: EngineEvent) => {
      if (event.type === 'state') {
        setState(event.state);
        if (event.state.kind !== 'ready') queryClient.removeQueries();
        return;
      }
      const changed = new Set(event.tables);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.meta?.tables?.some((table) => table === '*' || changed.has(table)) ?? false,
      });
    };
    void engine.subscribe(proxy(onEvent)).then((stop) => {
      if (cancelled) void stop();
      else unsubscribe = stop;
    });
    return () => {
      cancelled = true;
      void unsubscribe?.();
    };
  }, [engine, queryClient]);

  return <EngineContext.Provider value={{ engine, state }}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine must be used inside <EngineProvider>');
  return value;
}
