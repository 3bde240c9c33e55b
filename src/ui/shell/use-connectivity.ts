import { useEffect } from 'react';
import { session } from '../auth/session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';

/**
 * The server's reachability from the worker's readiness probe (shell spec §4: every 10 s online, 3 s offline):
 * false shows the header's red icon; undefined until the first probe answered. The guard hears it too.
 */
export function useConnectivity(): boolean | undefined {
  const { online } = useEngine();
  useEffect(() => session.setProbeOnline(online), [online]);
  return online;
}
