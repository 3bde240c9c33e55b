import { proxy } from 'comlink';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EngineEvent, EngineState, Read, SyncStatus } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';

interface EngineContextValue {
  readonly engine: Engine;
  readonly state: EngineState;
  /** The readiness probe's verdict; undefined until the first probe answered. */
  readonly online: boolean | undefined;
  readonly sync: SyncStatus | undefined;
}

/** The engine and its state alone: what reads and saves need, unchanged while a sync reports its progress. */
type EngineHandle = Pick<EngineContextValue, 'engine' | 'state'>;

const EngineContext = createContext<EngineContextValue | undefined>(undefined);
const EngineHandleContext = createContext<EngineHandle | undefined>(undefined);

/**
 * Connects the UI to the engine worker: follows its state, and when a write transaction commits, invalidates the
 * queries that read the tables it changed (no polling).
 */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<EngineState>({ kind: 'starting' });
  const [online, setOnline] = useState<boolean | undefined>();
  const [sync, setSync] = useState<SyncStatus | undefined>();

  useEffect(() => {
    let unsubscribe: (() => Promise<void> | void) | undefined;
    let cancelled = false;
    const onEvent = (event: EngineEvent) => {
      if (event.type === 'state') {
        if (event.state.kind === 'ready') performance.mark('inspect:engine-ready');
        setState(event.state);
        if (event.state.kind !== 'ready') queryClient.removeQueries();
        return;
      }
      if (event.type === 'connectivity') return setOnline(event.online);
      if (event.type === 'sync') return setSync(event.status);
      void queryClient.invalidateQueries({ predicate: (query) => readsAny(query, event.tables) });
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

  // A sync reports its phase several times after every save: only what shows the sync or the connectivity
  // re-renders for it, not every screen that reads (each reader of the full value would).
  const handle = useMemo(() => ({ engine, state }), [engine, state]);
  return (
    <EngineHandleContext.Provider value={handle}>
      <EngineContext.Provider value={{ engine, state, online, sync }}>{children}</EngineContext.Provider>
    </EngineHandleContext.Provider>
  );
}

/**
 * Did this engine read use one of the changed tables? The worker put the tables it read beside the value. A first
 * read still under way has none yet and may have read before the write committed: it is refetched too.
 */
function readsAny(query: Query, changed: readonly string[]): boolean {
  if (query.queryKey[0] !== 'engine') return false;
  const data = query.state.data as Partial<Read<unknown>> | undefined;
  if (!Array.isArray(data?.tables)) return query.state.fetchStatus === 'fetching';
  return data.tables.some((table) => changed.includes(table));
}

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine must be used inside <EngineProvider>');
  return value;
}

/** The engine and its state, for screens that read and save: no re-render when the sync or connectivity changes. */
export function useEngineHandle(): EngineHandle {
  const value = useContext(EngineHandleContext);
  if (!value) throw new Error('useEngineHandle must be used inside <EngineProvider>');
  return value;
}
