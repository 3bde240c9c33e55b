import { useEffect } from 'react';
import { useEngineHandle } from '../engine/EngineProvider.tsx';

/**
 * An app brought back to the foreground syncs at once: the inspector looks at it now, and the once-a-minute sync of
 * an idle device (docs/architecture.md "Sync") may be most of a minute away. A hidden tab's timers are throttled anyway.
 */
export function useForegroundSync(): void {
  const { engine, state } = useEngineHandle();
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void engine.syncNow().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [engine, ready]);
}
