import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker precaches the shell, the engine worker and sqlite3.wasm, so the app starts with no network.
 * Updates are the shell's own business (the 'App Update Available' dialog), so a new service worker just waits.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
  });
}
