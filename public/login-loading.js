// The login page's loading screen, background and logo (shell spec §2 Login screen: "a loading screen with background
// and logo while starting"), put on the page by the page itself while the app's code loads: on a first visit over a
// slow network that is seconds of an empty page otherwise. The app's first render replaces it with the sign-in card,
// which waits for nothing more (decision 0115). A classic script after #root, not inline, so the page's CSP holds.
(function () {
  if (location.pathname !== '/login') return;
  var root = document.getElementById('root');
  if (!root || root.firstChild) return;
  var screen = document.createElement('main');
  screen.className = 'login login-loading';
  screen.setAttribute('aria-busy', 'true');
  // The app's icon: the same mark as the app's logo, a PNG the page has asked for already (its favicon).
  var logo = document.createElement('img');
  logo.className = 'logo-mark';
  logo.src = '/icon-192.png';
  logo.alt = 'Inspect';
  logo.width = 96;
  logo.height = 96;
  screen.appendChild(logo);
  root.appendChild(screen);
})();
