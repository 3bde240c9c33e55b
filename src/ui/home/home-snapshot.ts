// The last Home this device showed, kept to be painted at once when the app is opened again (decision 0099):
// public/home-snapshot.js puts it on the page before the app's code runs and takes it away in the frame the app
// shows a screen of its own.

/** The key public/home-snapshot.js reads. */
export const HOME_SNAPSHOT_KEY = 'inspect.homeSnapshot';
/** What a moment showed, not Home: dialogs (the menu, a help tip), toasts, the offline and sync-error dock. */
const LEFT_OUT = '[data-snapshot="leave-out"], dialog, [role="dialog"], .toast, .sync-dock';
/** Home with the demo fleet's 13 cards is 13.5 kB of markup; anything far larger is not what this is for. */
const MAX_CHARS = 400_000;

/**
 * Keeps the app's page as drawn now (Home). What may have changed by the next start is left out but keeps its room:
 * the sync line's words (`data-snapshot="blank"`: when it last synced), and what is marked `data-snapshot="leave-out"`
 * (an open add panel, the new inspections' button) or belongs to a moment (`LEFT_OUT`).
 */
export function keepHomeSnapshot(storage: Storage = localStorage): void {
  const root = document.getElementById('root');
  if (!root || document.getElementById('home-snapshot')) return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll(LEFT_OUT)) part.remove();
  for (const part of copy.querySelectorAll<HTMLElement>('[data-snapshot="blank"]'))
    part.style.visibility = 'hidden';
  // The page's own ids and test ids stay the app's alone (nothing is found twice while the picture shows).
  for (const part of copy.querySelectorAll('[id], [data-testid]')) {
    part.removeAttribute('id');
    part.removeAttribute('data-testid');
  }
  const html = copy.innerHTML;
  if (html.length > MAX_CHARS) return;
  try {
    storage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify({ v: 1, html }));
  } catch {
    // A full storage keeps no snapshot: the next start opens as without one.
  }
}

/** Logout: the device keeps nothing of the inspector's (shell spec §4). */
export function forgetHomeSnapshot(storage: Storage = localStorage): void {
  storage.removeItem(HOME_SNAPSHOT_KEY);
}
