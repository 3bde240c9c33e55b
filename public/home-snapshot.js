// Home painted at once when the app is opened again (issue 56, decision 0099): the last Home this device showed,
// kept by src/ui/home/home-snapshot.ts (same key), is put on the page while the app's code and the database start.
// It stays only while the app shows nothing or its opening screen, and goes in the frame the app shows anything
// else (a mutation observer's callback runs before that frame paints): its own Home, drawn from its own read in the
// same markup, so nothing moves; or a sign-in, an error, another tab's notice. A classic script after #root, not
// inline, so the page's CSP holds.
(function () {
  if (location.pathname !== '/') return;
  var root = document.getElementById('root');
  var kept;
  try {
    var payload = (localStorage.getItem('jwtToken') || '').split('.')[1];
    if (!payload) return;
    var claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    // An expired session goes to the sign-in (or renews first): Home is not shown ahead of that.
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
    kept = JSON.parse(localStorage.getItem('inspect.homeSnapshot') || 'null');
  } catch {
    return;
  }
  if (!root || !kept || kept.v !== 1 || typeof kept.html !== 'string') return;
  var snapshot = document.createElement('div');
  snapshot.id = 'home-snapshot';
  // A picture until the app takes over: a tap on it does nothing (its buttons have no app behind them yet), and
  // assistive technology is told of the app's own Home, not of this.
  snapshot.setAttribute('inert', '');
  snapshot.setAttribute('aria-hidden', 'true');
  snapshot.innerHTML = kept.html;
  root.parentNode.insertBefore(snapshot, root);
  document.documentElement.classList.add('home-snapshot');
  // The app's opening screen, or a part of it with nothing in it yet (the toasts' empty live region).
  var quiet = function (node) {
    return node.matches('main.gate[aria-busy="true"]') || node.textContent.trim() === '';
  };
  var observer = new MutationObserver(function () {
    if (Array.prototype.every.call(root.children, quiet)) return;
    drop();
  });
  var dropped = false;
  function drop() {
    if (dropped) return;
    dropped = true;
    observer.disconnect();
    snapshot.remove();
    document.documentElement.classList.remove('home-snapshot');
    // A milestone of the cold-start bench: the app's own screen in place of the snapshot.
    performance.mark('inspect:snapshot-dropped');
  }
  observer.observe(root, { childList: true, subtree: true });
  // Never left standing, whatever happens to the start.
  setTimeout(drop, 20000);
})();
