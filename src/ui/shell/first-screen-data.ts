import type { EngineEvents } from '../engine/engine-events.ts';

/**
 * The longest the opening screen waits, once the database is open, for the first screen's data: past it the screen
 * shows as it is (its lists still loading) rather than keep the inspector from the app.
 */
export const FIRST_SCREEN_WAIT_MS = 2_000;

/**
 * Settles once `read` (started when the database is first open) has answered, failed, or taken longer than `waitMs`.
 * Never rejects: a failed read is the screen's to show.
 */
export function firstScreenData(
  events: Pick<EngineEvents, 'whenFirstReady'>,
  read: () => Promise<unknown>,
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    events.whenFirstReady(() => {
      const timer = setTimeout(resolve, waitMs);
      void read()
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    });
  });
}
