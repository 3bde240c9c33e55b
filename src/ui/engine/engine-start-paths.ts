/**
 * The addresses whose engine starts once the page is shown, not while it is parsed (decision 0115): the login page
 * reads nothing of the device's data, and on a first visit the engine's code and SQLite (~450 KB) would share a slow
 * network with the sign-in card's code. The page's start script (scripts/engine-start-script.ts) and the app's first
 * script (src/ui/boot.ts) both ask here.
 */
export const ENGINE_AFTER_SHOWN_PATHS: readonly string[] = ['/login'];

export function engineStartsAfterShown(pathname: string): boolean {
  return ENGINE_AFTER_SHOWN_PATHS.includes(pathname);
}
