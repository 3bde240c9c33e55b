import type { EngineEvents } from '../engine/engine-events.ts';

/**
 * The longest the opening screen waits, once the database is open, for the first screen's data: past it the screen
 * shows as it is (its lists still loading) rather than keep the inspector from the app.
 */
export const FIRST_SCREEN_WAIT_MS = 2_000;

/**
 * Settles once `read` (started at once: the worker answers it when the database is open) has answered, failed, or
 * not answered `waitMs` after the database is open. Never rejects: a failed read is the screen's to show.
 */
export function firstScreenData(
  events: Pick<EngineEvents, 'whenFirstReady'>,
  read: () => Promise<unknown>,
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void read()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
    events.whenFirstReady(() => {
      timer = setTimeout(resolve, waitMs);
    });
  });
}
