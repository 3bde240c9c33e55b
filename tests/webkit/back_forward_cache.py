"""The app in WebKit (WebKitGTK under Xvfb, JavaScriptCore) through Safari's back-forward cache.

Run by tests/webkit/run.ts, which serves a copy of the build whose engine worker has a test-only stand-in for
createSyncAccessHandle (tests/webkit/sync-access-handle-stand-in.js): this checks navigation, the back-forward cache
and the database's Web Lock in WebKit, not Safari's storage. Steps, as an inspector on an iPad would take them:

1. The app opens in a tab and owns the database (holds the Web Lock).
2. A full page load of another app address puts the first page into the back-forward cache (checked: its pagehide
   said `persisted`); the new page must open the database, not stop at "The app is open in another tab".
3. Back: the cached page is shown again (its pageshow said `persisted`) and opens the database again.
4. A second tab still sees "The app is open in another tab", and its "Use it here" takes the data over.

Usage: back_forward_cache.py BASE_URL ACCESS_TOKEN (signed in as the token's inspector, as by the /jwt page).
Prints one line a step; exits 1 at the first step that fails.
"""

import json
import sys
import tempfile
import time

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

BASE = sys.argv[1].rstrip("/")
TOKEN = sys.argv[2]
STEP_TIMEOUT_S = 30

# What the page shows: "app" once the database is open in it (no gate screen), else the gate's heading or text.
SCREEN_JS = """
(() => {
  const gate = document.querySelector('main.gate');
  if (!gate) return document.querySelector('#root')?.children.length ? 'app' : 'loading';
  return (gate.querySelector('h1') ?? gate).textContent.trim();
})()
"""

# Kept in sessionStorage (one per tab, shared by its pages): did the last pagehide/pageshow say `persisted`?
PAGE_EVENTS_JS = """
addEventListener('pagehide', (e) => sessionStorage.setItem('webkit-test:pagehide', String(e.persisted)));
addEventListener('pageshow', (e) => sessionStorage.setItem('webkit-test:pageshow', String(e.persisted)));
"""


def fail(message):
    print(f"FAIL {message}", flush=True)
    sys.exit(1)


def settings():
    """Safari's storage features as it ships them, the back-forward cache on (WebKit's default), console to stdout."""
    result = WebKit2.Settings()
    features = WebKit2.Settings.get_all_features()
    wanted = {"FileSystem", "AccessHandle", "StorageAPI", "StorageAPIEstimate", "WebLocksAPI", "UsesBackForwardCache"}
    for index in range(features.get_length()):
        feature = features.get(index)
        if feature.get_identifier() in wanted:
            result.set_feature_enabled(feature, True)
    result.set_property("enable-page-cache", True)
    result.set_property("enable-write-console-messages-to-stdout", True)
    return result


def make_context():
    data = tempfile.mkdtemp(prefix="inspect-webkit-")
    manager = WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
    context = WebKit2.WebContext(website_data_manager=manager)
    context.set_cache_model(WebKit2.CacheModel.WEB_BROWSER)
    return context


def make_tab(context, title):
    content = WebKit2.UserContentManager()
    signed_in = (
        f"if (!localStorage.getItem('jwtToken')) {{ localStorage.setItem('jwtToken', {json.dumps(TOKEN)}); "
        "localStorage.setItem('jwtTokenSource', 'manual'); }"
    )
    content.add_script(
        WebKit2.UserScript(
            signed_in,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    content.add_script(
        WebKit2.UserScript(
            PAGE_EVENTS_JS,
            WebKit2.UserContentInjectedFrames.TOP_FRAME,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = WebKit2.WebView(web_context=context, user_content_manager=content, settings=settings())
    window = Gtk.Window(title=title)
    window.set_default_size(1024, 768)
    window.add(view)
    window.show_all()
    return view


def evaluate(view, script):
    """The script's value as JSON text (a nested main loop waits for WebKit's answer)."""
    loop = GLib.MainLoop()
    answer = {}

    def done(source, result):
        try:
            answer["value"] = source.evaluate_javascript_finish(result).to_json(0)
        except GLib.Error as error:
            answer["value"] = json.dumps(f"(script failed: {error.message})")
        loop.quit()

    view.evaluate_javascript(script, -1, None, None, None, done)
    loop.run()
    return json.loads(answer["value"] or "null")


def pump(seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while Gtk.events_pending():
            Gtk.main_iteration_do(False)
        time.sleep(0.02)


def wait_for(view, script, wanted, what):
    deadline = time.monotonic() + STEP_TIMEOUT_S
    seen = None
    while time.monotonic() < deadline:
        if not view.is_loading():
            seen = evaluate(view, script)
            if seen == wanted:
                return
            if seen == "This browser cannot store inspections":
                fail(f"{what}: the app found no storage (is the stand-in in front of the worker?)")
        pump(0.2)
    fail(f"{what}: still {seen!r} after {STEP_TIMEOUT_S} s, wanted {wanted!r}")


def stored(view, key):
    return evaluate(view, f"sessionStorage.getItem('webkit-test:{key}')")


def click_button(view, name):
    clicked = evaluate(
        view,
        f"(() => {{ const b = [...document.querySelectorAll('button')].find((e) => e.textContent.trim() === "
        f"{json.dumps(name)}); b?.click(); return !!b; }})()",
    )
    if not clicked:
        fail(f"no button {name!r}")


def main():
    print(f"WebKitGTK {WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}")
    context = make_context()
    tab = make_tab(context, "first tab")

    tab.load_uri(f"{BASE}/")
    wait_for(tab, SCREEN_JS, "app", "1. the app opens and owns the database")
    # As on a device that used the app before: its service worker is active (WebKit keeps no page in the cache
    # while the first install is still under way).
    evaluate(tab, "navigator.serviceWorker.ready.then(() => { window.webkitTestServiceWorker = true; }), 0")
    wait_for(tab, "window.webkitTestServiceWorker === true", True, "1. the service worker is active")
    print("PASS 1. the app opens and owns the database", flush=True)

    tab.load_uri(f"{BASE}/history")
    wait_for(tab, SCREEN_JS, "app", "2. another app address, loaded in full, opens the database")
    if stored(tab, "pagehide") != "true":
        fail("2. the first page did not go into the back-forward cache: this run proves nothing")
    print("PASS 2. the first page went into the back-forward cache; the next page load opened the database")

    tab.go_back()
    wait_for(tab, "sessionStorage.getItem('webkit-test:pageshow')", "true", "3. back restores the cached page")
    wait_for(tab, SCREEN_JS, "app", "3. the page shown from the cache opens the database again")
    print("PASS 3. back showed the cached page, which opened the database again", flush=True)

    other = make_tab(context, "second tab")
    other.load_uri(f"{BASE}/")
    wait_for(other, SCREEN_JS, "The app is open in another tab", "4. a second tab waits")
    click_button(other, "Use it here")
    wait_for(other, SCREEN_JS, "app", "4. Use it here opens the database in the second tab")
    wait_for(tab, SCREEN_JS, "The app was opened in another tab", "4. the first tab shows it was taken over")
    print("PASS 4. a second tab waited, and Use it here took the data over from the first", flush=True)


main()
