import { useEffect, useRef } from 'react';
import { useEngine } from '../engine/EngineProvider.tsx';
import { FIRST_SYNC_START_MS, firstSync } from '../shell/after-first-sync.ts';

/**
 * A tag URL opened the app (/tag/machine/<id> → /new-inspection?tag=…): it is looked up once, as a scan would be, but
 * only after this device's first sync, so a device that just signed in does not say "No machine with tag …" about a
 * machine still on its way. `onTag` gets the full URL, which parseScannedTag reads like a scanned label.
 */
export function useOpenedTag(tagPath: string | undefined, onTag: (url: string) => void): void {
  const { state, online, sync } = useEngine();
  const stage = firstSync({ state, online, sync });
  const done = useRef<string | undefined>(undefined);
  const latest = useRef(onTag);
  useEffect(() => {
    latest.current = onTag;
  });
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!tagPath || done.current === tagPath || !ready) return;
    const open = () => {
      done.current = tagPath;
      latest.current(`${location.origin}${tagPath}`);
    };
    if (stage === 'over') return open();
    // A first sync that has not started by then is not coming (offline, or another tab syncs): look up what is here.
    if (stage === 'not started') {
      const timer = setTimeout(open, FIRST_SYNC_START_MS);
      return () => clearTimeout(timer);
    }
  }, [tagPath, ready, stage]);
}
