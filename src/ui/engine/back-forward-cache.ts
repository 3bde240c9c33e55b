/** The page's own events, as `window` fires them (an EventTarget in tests). */
export interface PageTransitions {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
}

/** A PageTransitionEvent's `persisted`: the page goes into, or comes out of, the back-forward cache. */
function persisted(event: Event): boolean {
  return 'persisted' in event && event.persisted === true;
}

/** What the engine worker does for the back-forward cache (src/worker/api.ts). */
export interface BackForwardCacheEngine {
  suspendForBackForwardCache(): Promise<void>;
  resumeFromBackForwardCache(): Promise<void>;
}

/**
 * Safari (and other browsers at times) keeps a page the inspector navigated away from in its back-forward cache,
 * frozen with its worker: a worker that still held the database and its Web Lock would leave every other tab, and
 * the app opened again at its address, on "The app is open in another tab" with nobody to hand it over. So the page
 * gives them up when it goes into the cache (`pagehide` with `persisted`) and takes them back, or waits in line for
 * them, when it is shown again (`pageshow` with `persisted`). A page that is simply unloaded needs nothing: its
 * worker ends with it and the lock goes with the worker.
 */
export function followBackForwardCache(page: PageTransitions, engine: BackForwardCacheEngine): void {
  page.addEventListener('pagehide', (event) => {
    if (persisted(event)) void engine.suspendForBackForwardCache();
  });
  page.addEventListener('pageshow', (event) => {
    if (persisted(event)) void engine.resumeFromBackForwardCache();
  });
}
