import { useEffect, useState } from 'react';
import { session } from '../auth/session.ts';
import { useEngineHandle, useEngineOnline } from '../engine/EngineProvider.tsx';

/**
 * The server's reachability from the worker's readiness probe (shell spec §4: every 10 s online, 3 s offline):
 * false shows the header's red icon. The worker announces changes; a screen that mounts after the last change asks
 * for the current verdict once. The route guard hears it too.
 */
export function useConnectivity(): boolean | undefined {
  const { engine } = useEngineHandle();
  const online = useEngineOnline();
  const [current, setCurrent] = useState<boolean | undefined>();
  useEffect(() => {
    let cancelled = false;
    void engine.getConnectivity().then((value) => {
      if (!cancelled) setCurrent(value);
    });
    return () => {
      cancelled = true;
    };
  }, [engine]);
  const verdict = online ?? current;
  useEffect(() => session.setProbeOnline(verdict), [verdict]);
  return verdict;
}
