import type { QueryClient } from '@tanstack/react-query';
import { afterPaint } from './after-paint.ts';

/**
 * Calls `run` once the first screen shows what it reads: the app's own screen has been committed (`shown`), a read
 * has answered and none is left in flight, and the frame after that has been painted. At the latest after `latestMs`
 * (a screen that reads nothing, a read that hangs, a gate that never shows the app). Work that can wait then no
 * longer holds the first screen back.
 *
 * `shown` matters where the first screen's data is read before the app renders (Home, decision 0055): that read has
 * answered while React still renders the screen in slices, and work run then (the service worker's registration)
 * went between those slices, delaying the app's Home (decision 0111).
 */
export function afterFirstScreen(
  queryClient: QueryClient,
  run: () => void,
  { latestMs = 3000, shown = Promise.resolve() }: { latestMs?: number; shown?: Promise<void> } = {},
): void {
  const cache = queryClient.getQueryCache();
  let done = false;
  let isShown = false;
  const fire = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(latest);
    // The frame with the screen's data is painted first; `run` goes in a task after it.
    afterPaint(run);
  };
  const check = () => {
    if (!isShown) return;
    const answered = cache.getAll().some((query) => query.state.status === 'success');
    if (answered && queryClient.isFetching() === 0) fire();
  };
  const unsubscribe = cache.subscribe(check);
  void shown.then(() => {
    isShown = true;
    check();
  });
  const latest = setTimeout(fire, latestMs);
}
