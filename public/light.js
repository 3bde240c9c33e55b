// The page's light before its first paint (issue 52, decision 0053): a night inspector never sees a white flash.
// Reads the choice src/ui/storage/preferences.ts keeps (same key, same rule) and marks <html> before the styles
// apply; the app takes over once it runs. A classic script in <head>, not inline, so the page's CSP holds.
(function () {
  var light = 'standard';
  try {
    var stored = JSON.parse(localStorage.getItem('inspect.preferences') || '{}');
    if (['standard', 'sunlight', 'night', 'system'].indexOf(stored.light) >= 0) light = stored.light;
  } catch {
    // An unreadable choice paints the standard light.
  }
  if (light === 'system')
    light =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'night' : 'standard';
  document.documentElement.setAttribute('data-theme', light);
  var colours = { standard: '#1f2a36', sunlight: '#000000', night: '#05090c' };
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', colours[light]);
})();
