import type { QueryClient } from '@tanstack/react-query';

/**
 * Calls `run` once the first screen shows what it reads: a read has answered and none is left in flight, and the
 * frame after that has been painted. At the latest after `latestMs` (a screen that reads nothing, a read that hangs).
 * Work that can wait then no longer holds the first screen back.
 */
export function afterFirstScreen(queryClient: QueryClient, run: () => void, latestMs = 3000): void {
  const cache = queryClient.getQueryCache();
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(latest);
    // The frame with the screen's data is painted first; `run` goes in a task after it.
    requestAnimationFrame(() => setTimeout(run, 0));
  };
  const unsubscribe = cache.subscribe(() => {
    const answered = cache.getAll().some((query) => query.state.status === 'success');
    if (answered && queryClient.isFetching() === 0) fire();
  });
  const latest = setTimeout(fire, latestMs);
}
