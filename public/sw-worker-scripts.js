// Imported by the service worker ahead of Workbox's routes (`importScripts` in vite.config.ts, decision 0113). The
// scripts of the app's workers (the engine's and the helpers' modules: requests of destination "worker" under
// /assets/) are answered from the precache as new responses. Answered with the cached response itself, Chromium made
// a code cache for the engine's modules from it at every start, on the engine's thread before it opened the database
// (28 ms at CPU 4×), and never read one back; a new response is not the cache's, so none is made.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.destination !== 'worker' || request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.indexOf('/assets/') !== 0 || !/\.js$/.test(url.pathname)) return;
  // Workbox's precache route would answer it too: this answer is the only one.
  event.stopImmediatePropagation();
  event.respondWith(
    // The server varies its scripts on Accept-Encoding; the precache holds one copy of each.
    caches.match(request, { ignoreVary: true }).then(function (cached) {
      if (!cached) return fetch(request);
      return new Response(cached.body, {
        status: cached.status,
        statusText: cached.statusText,
        headers: cached.headers,
      });
    }),
  );
});
