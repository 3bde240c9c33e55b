import type { RouterHistory } from '@tanstack/react-router';

// The address of every entry of this tab's history, by the router's entry index (kept in each entry's state), so a
// screen can tell whether the entry before it is the screen it wants to return to: going back then keeps the history
// as the inspector walked it, where opening the screen again would add an entry that BACK must walk through.
// Kept in sessionStorage (this tab only) so a reload keeps it, as the browser keeps the entries themselves.

const KEY = 'inspect.historyTrail';
const INDEX = '__TSR_index';
/**
 * The entries kept either side of the one shown: Chromium keeps 50 of a tab's entries, and the whole trail is written
 * at each navigation (a tab's day of measuring runs made it thousands of entries, written in the screen change's task).
 */
export const TRAIL_KEPT = 50;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

let trail: Record<string, string> = {};

/** The index of an entry (0 for the first of the tab), from its state. */
export function entryIndex(state: unknown): number | undefined {
  const index =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[INDEX] : undefined;
  return typeof index === 'number' ? index : undefined;
}

/** An address without its trailing slash, so /inspections/1/ and /inspections/1 are one screen. */
export const samePath = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function write(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // Without sessionStorage the trail lives as long as the page.
  }
}

/**
 * Records the address of every entry the history shows from now on. The page reads the trail it holds; the copy kept
 * for a reload is written in a task after the navigation's (a screen open does not wait on it), and at once when the
 * page is hidden or left.
 */
export function followHistoryTrail(
  history: RouterHistory,
  page: EventTarget | undefined = globalThis.window,
): () => void {
  trail = read();
  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    write();
  };
  const record = () => {
    const index = entryIndex(history.location.state);
    if (index === undefined) return;
    const path = history.location.pathname;
    const kept = Object.keys(trail).every((entry) => Math.abs(Number(entry) - index) <= TRAIL_KEPT);
    // Back and forward over entries already known change nothing.
    if (trail[String(index)] === path && kept) return;
    trail = Object.fromEntries(
      Object.entries({ ...trail, [String(index)]: path }).filter(
        ([entry]) => Math.abs(Number(entry) - index) <= TRAIL_KEPT,
      ),
    );
    pending ??= setTimeout(flush, 0);
  };
  record();
  flush();
  const stop = history.subscribe(record);
  page?.addEventListener('pagehide', flush);
  return () => {
    stop();
    page?.removeEventListener('pagehide', flush);
    flush();
  };
}

/** The address of the entry before the one shown, when this tab has seen it. */
export function previousPath(history: RouterHistory): string | undefined {
  const index = entryIndex(history.location.state);
  return index === undefined || index === 0 ? undefined : trail[String(index - 1)];
}
