import { afterPaint } from './after-paint.ts';

/**
 * Runs `work` in a task once the page's first contentful paint has been shown (the browser's paint timing entry, told
 * after the frame is presented), or, where the browser tells none, in a task after the next frame. Work that would
 * share the network or the main thread with the first screen then comes after it on the screen too: the login page's
 * MSAL and engine (decision 0115). Answers the way to cancel it.
 */
export function afterFirstPaint(work: () => void): () => void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return afterPaint(work);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    timer ??= setTimeout(work, 0);
  });
  // Buffered: a first paint already shown is told at once.
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
