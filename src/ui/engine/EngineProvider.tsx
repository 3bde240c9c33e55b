import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { EngineState, SyncStatus } from '../../worker/contract.ts';
import type { Engine } from './engine-client.ts';
import type { EngineEvents } from './engine-events.ts';

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
const EngineOnlineContext = createContext<boolean | undefined>(undefined);

/**
 * Connects the UI to the engine worker: its state, connectivity and sync status as `events` (started with the app)
 * hears them.
 */
export function EngineProvider({
  engine,
  events,
  children,
}: {
  engine: Engine;
  events: EngineEvents;
  children: ReactNode;
}) {
  const { state, online, sync } = useSyncExternalStore(events.subscribe, events.getStatus);

  // A sync reports its phase several times after every save: only what shows the sync or the connectivity
  // re-renders for it, not every screen that reads (each reader of the full value would).
  const handle = useMemo(() => ({ engine, state }), [engine, state]);
  return (
    <EngineHandleContext.Provider value={handle}>
      <EngineOnlineContext.Provider value={online}>
        <EngineContext.Provider value={{ engine, state, online, sync }}>{children}</EngineContext.Provider>
      </EngineOnlineContext.Provider>
    </EngineHandleContext.Provider>
  );
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

/**
 * The readiness probe's verdict alone (undefined until the first probe answered): the header and the side menu show
 * it, and re-render when it changes, not at each of the sync's reports after every save (decision 0089).
 */
export function useEngineOnline(): boolean | undefined {
  return useContext(EngineOnlineContext);
}
