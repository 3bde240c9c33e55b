// Shell timings and constants of shell spec §9.

/** Update check every 300000 ms (5 minutes), the first 5 minutes after start. */
export const UPDATE_CHECK_INTERVAL_MS = 300000;
/** Page reload delay after Update Now. */
export const RELOAD_DELAY_MS = 100;
/** The new version's hash is shown truncated to 16 characters. */
export const VERSION_HASH_LENGTH = 16;
/** A long press of 1.5 seconds on Help opens the support screen. */
export const HELP_LONG_PRESS_MS = 1500;
/** The markdown editor's saved tick shows for 1.5 seconds. */
export const SAVED_TICK_MS = 1500;
/** A reading sent again after a reload and refused is told for longer than a toast: it was not stored. */
export const LEFT_OVER_REFUSAL_TOAST_MS = 8000;
