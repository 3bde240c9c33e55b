/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms), or at the next task where there is no
 * idle callback (Safari); answers the way to cancel it.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(work, { timeout });
  return () => cancelIdleCallback(idle);
}
