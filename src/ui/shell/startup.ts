import type { QueryClient } from '@tanstack/react-query';
import { session } from '../auth/session.ts';
import type { Engine } from '../engine/engine-client.ts';
import { afterFirstScreen } from './after-first-screen.ts';

// Startup, first mount only (shell spec §4): delete the legacy stores, initialise authentication, initialise the
// help tips. Failures are logged only. Authentication (MSAL, loaded then) and the help tips wait until the first
// screen shows its data, so as not to delay it: the worker's token provider, and with it the first sync of this
// start, follow them.

export const LEGACY_DATABASES = ['moor_databases', 'observationimages', 'logs'] as const;
export const LEGACY_KEY_PREFIX = 'flutter';

export function deleteLegacyData(): void {
  for (const name of LEGACY_DATABASES) {
    try {
      indexedDB.deleteDatabase(name);
    } catch (error) {
      console.warn(`Could not delete the legacy database ${name}`, error);
    }
  }
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(LEGACY_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => localStorage.removeItem(key));
}

let started = false;

export function runStartup(engine: Engine, queryClient: QueryClient): void {
  if (started) return;
  started = true;
  deleteLegacyData();
  afterFirstScreen(queryClient, () => {
    session.init().catch((error: unknown) => console.error('Error initializing authentication:', error));
    engine.initTooltips().catch((error: unknown) => console.error('Error initializing tooltips:', error));
  });
}
